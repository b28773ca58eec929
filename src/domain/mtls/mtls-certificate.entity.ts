/** The three statuses of spec 1 §4; anything else the service sends is shown as underValidation. */
export type CertificateStatus = 'valid' | 'invalid' | 'underValidation';

export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = ['valid', 'invalid', 'underValidation'];

/** One host a certificate is used for (spec 1 §3: hosts are {host_id, host}). */
export interface CertificateHost {
  readonly hostId: string;
  readonly host: string;
}

/** An mTLS certificate as listed by the mTLS service (spec 1 §3). */
export interface MtlsCertificate {
  readonly certificateId: string;
  readonly contractId: string;
  readonly description: string;
  readonly status: CertificateStatus;
  /** ISO date-time; undefined while the service has not read it from the certificate. */
  readonly expirationDate: string | undefined;
  readonly hosts: readonly CertificateHost[];
}

/** What the storage answers to the multipart upload (spec 1 §3 'Certificate upload result'). */
export interface CertificateUploadResult {
  readonly storageId: string;
  readonly name: string;
  readonly contractId: string;
}

/** The resource of SET /certificates-mtls (spec 1 §7), in domain names. */
export interface CertificateInfo {
  readonly certificateId: string;
  readonly description: string;
  readonly hosts: readonly string[];
}
