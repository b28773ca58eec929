import { useTranslation } from 'react-i18next';
import type { CertificateStatusTone } from '../../domain/mtls/certificate-status.rule';
import type { CertificateStatus } from '../../domain/mtls/mtls-certificate.entity';
import { Tag, type TagTone } from '../ui';
import { STATUS_KEYS } from './mtls-text-keys';

/** The kit's tag colours for the spec's status colours. */
const TAG_TONES: Record<CertificateStatusTone, TagTone> = {
  success: 'success',
  disabled: 'neutral',
  default: 'info',
};

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
    <Tag tone={TAG_TONES[tone]} data-tone={tone}>
      {t(STATUS_KEYS[status])}
    </Tag>
  );
}
