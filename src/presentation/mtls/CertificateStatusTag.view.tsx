import { useTranslation } from 'react-i18next';
import type { CertificateStatusTone } from '../../domain/mtls/certificate-status.rule';
import type { CertificateStatus } from '../../domain/mtls/mtls-certificate.entity';
import { STATUS_KEYS } from './mtls-text-keys';

/** Spec 1 §4: valid in the success colour, invalid in the disabled colour, else the default. */
export function CertificateStatusTag({
  status,
  tone,
}: {
  readonly status: CertificateStatus;
  readonly tone: CertificateStatusTone;
}) {
  const { t } = useTranslation('mtls');
  return (
    <span className={`mtls-status mtls-status--${tone}`} data-tone={tone}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
