import { ContainerModule } from 'inversify';
import { CertificateStorageGateway } from '../../application/mtls/certificate-storage.gateway';
import { MtlsGateway } from '../../application/mtls/mtls.gateway';
import { CertificateStorageHttpGateway } from './certificate-storage.http-gateway';
import { MtlsCommandGateway } from './mtls.command-gateway';

export function mtlsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<MtlsGateway>(MtlsGateway).to(MtlsCommandGateway).inSingletonScope();
    options
      .bind<CertificateStorageGateway>(CertificateStorageGateway)
      .to(CertificateStorageHttpGateway)
      .inSingletonScope();
  });
}
