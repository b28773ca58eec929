import { CERTIFICATE_STATUSES, type CertificateStatus } from './mtls-certificate.entity';

/** Spec 1 §4: any status the service sends that is not one of the three reads as underValidation. */
export function certificateStatusOf(raw: unknown): CertificateStatus {
  return CERTIFICATE_STATUSES.find((status) => status === raw) ?? 'underValidation';
}

/** Spec 1 §4: valid → success colour, invalid → disabled colour, underValidation → default colour. */
export type CertificateStatusTone = 'success' | 'disabled' | 'default';

const TONES: Readonly<Record<CertificateStatus, CertificateStatusTone>> = {
  valid: 'success',
  invalid: 'disabled',
  underValidation: 'default',
};

export function certificateStatusTone(status: CertificateStatus): CertificateStatusTone {
  return TONES[status];
}
