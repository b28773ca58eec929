import { inject, injectable } from 'inversify';
import { MtlsGateway } from './mtls.port';

/** Deletes a certificate (spec 1 §7); the page asks for confirmation first. */
@injectable()
export class RemoveCertificateUseCase {
  constructor(@inject(MtlsGateway) private readonly gateway: MtlsGateway) {}

  execute(tenantId: string, certificateId: string): Promise<void> {
    return this.gateway.deleteCertificate(tenantId, certificateId);
  }
}
