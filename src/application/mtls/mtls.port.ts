import type { CertificateInfo, MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';

/** The mTLS service (spec 1 §7 'mTLS service'): every call but the multipart upload. */
export const MtlsGateway = Symbol.for('MtlsGateway');
export interface MtlsGateway {
  /** get /certificates-mtls/{tenantId}; a tenant without certificates (67) is an empty list. */
  listCertificates(tenantId: string): Promise<MtlsCertificate[]>;
  /** get /upload-certificate-uri/{tenantId}: where the multipart upload goes. */
  getUploadUrl(tenantId: string): Promise<string>;
  /** set /certificates-mtls with the certificate info; a failure status rejects. */
  saveCertificateInfo(info: CertificateInfo): Promise<void>;
  /** delete /certificate-mtls/{tenantId}/{certificateId}. */
  deleteCertificate(tenantId: string, certificateId: string): Promise<void>;
  /** delete /certificate-mtls/{tenantId}/host/{hostId}. */
  deleteHost(tenantId: string, hostId: string): Promise<void>;
}
