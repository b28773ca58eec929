import { inject, injectable } from 'inversify';
import type { MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { MtlsGateway } from './mtls.port';

/** The table 'MTLS Certificates' (spec 1 §2 mTLS page); failures reach the page, which says so. */
@injectable()
export class LoadCertificatesUseCase {
  constructor(@inject(MtlsGateway) private readonly gateway: MtlsGateway) {}

  execute(tenantId: string): Promise<MtlsCertificate[]> {
    return this.gateway.listCertificates(tenantId);
  }
}
