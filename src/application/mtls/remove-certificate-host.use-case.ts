import { inject, injectable } from 'inversify';
import type { CertificateHost, MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { MtlsGateway } from './mtls.port';

export interface HostRemoval {
  /** The certificate's hosts once this one is gone. */
  readonly remainingHosts: readonly CertificateHost[];
  /** Spec 1 §4: the last host went, so the hosts modal closes and the list refreshes later. */
  readonly lastHostRemoved: boolean;
}

/** Deletes one host of a certificate (spec 1 §7 delete /certificate-mtls/{tenantId}/host/{hostId}). */
@injectable()
export class RemoveCertificateHostUseCase {
  constructor(@inject(MtlsGateway) private readonly gateway: MtlsGateway) {}

  async execute(tenantId: string, certificate: MtlsCertificate, hostId: string): Promise<HostRemoval> {
    await this.gateway.deleteHost(tenantId, hostId);
    const remainingHosts = certificate.hosts.filter((host) => host.hostId !== hostId);
    return { remainingHosts, lastHostRemoved: remainingHosts.length === 0 };
  }
}
