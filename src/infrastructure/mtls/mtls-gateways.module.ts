import { ContainerModule } from 'inversify';
import { CertificateStorageGateway } from '../../application/mtls/certificate-storage.port';
import { MtlsGateway } from '../../application/mtls/mtls.port';
import { CertificateStorageHttpGateway } from './certificate-storage.adapter';
import { MtlsCommandGateway } from './mtls.adapter';

export function mtlsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<MtlsGateway>(MtlsGateway).to(MtlsCommandGateway).inSingletonScope();
    options
      .bind<CertificateStorageGateway>(CertificateStorageGateway)
      .to(CertificateStorageHttpGateway)
      .inSingletonScope();
  });
}
