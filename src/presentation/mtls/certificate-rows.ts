import { certificateStatusTone, type CertificateStatusTone } from '../../domain/mtls/certificate-status.rule';
import type { CertificateStatus, MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { formatDisplayDate, toValidDate } from '../../domain/shared/date-display.rule';
import type { Language } from '../../domain/shared/language.rule';

/** One line of the 'MTLS Certificates' table, ready to show. */
export interface CertificateRow {
  readonly id: string;
  readonly description: string;
  /** For sorting; undefined when the service has no expiration yet. */
  readonly expiration: Date | undefined;
  /** formatDisplayDate in the user's language; '' when unknown. */
  readonly expirationText: string;
  readonly status: CertificateStatus;
  readonly statusTone: CertificateStatusTone;
}

export function toCertificateRow(certificate: MtlsCertificate, language: Language): CertificateRow {
  const raw = certificate.expirationDate;
  return {
    id: certificate.certificateId,
    description: certificate.description,
    expiration: raw === undefined ? undefined : toValidDate(raw),
    expirationText: raw === undefined ? '' : formatDisplayDate(raw, language),
    status: certificate.status,
    statusTone: certificateStatusTone(certificate.status),
  };
}
