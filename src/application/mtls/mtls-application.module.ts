import { ContainerModule } from 'inversify';
import { LoadCertificatesUseCase } from './load-certificates.use-case';
import { RegisterCertificateUseCase } from './register-certificate.use-case';
import { RemoveCertificateHostUseCase } from './remove-certificate-host.use-case';
import { RemoveCertificateUseCase } from './remove-certificate.use-case';

/** The mTLS use cases: stateless services, one instance each. */
export function mtlsApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadCertificatesUseCase).toSelf().inSingletonScope();
    options.bind(RegisterCertificateUseCase).toSelf().inSingletonScope();
    options.bind(RemoveCertificateUseCase).toSelf().inSingletonScope();
    options.bind(RemoveCertificateHostUseCase).toSelf().inSingletonScope();
  });
}
