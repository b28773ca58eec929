import type { TextKey } from '../i18n/texts';
import type { DescriptionError } from '../../domain/mtls/certificate-description.rule';
import type { CertificateFileError } from '../../domain/mtls/certificate-file.rule';
import type { HostError } from '../../domain/mtls/certificate-host.rule';
import type { CertificateStatus } from '../../domain/mtls/mtls-certificate.entity';

/** The domain answers with codes; these are their texts in the 'mtls' namespace (spec 1 §5/§8). */
export const FILE_ERROR_KEYS: Readonly<Record<CertificateFileError, TextKey<'mtls'>>> = {
  // Spec 1 §5: a missing file gives the generic upload error.
  missing: 'messages.uploadError',
  type: 'errors.fileType',
  size: 'errors.fileSize',
};

export const DESCRIPTION_ERROR_KEYS: Readonly<Record<DescriptionError, TextKey<'mtls'>>> = {
  required: 'errors.descriptionRequired',
  tooLong: 'errors.descriptionTooLong',
};

export const HOST_ERROR_KEYS: Readonly<Record<HostError, TextKey<'mtls'>>> = {
  required: 'errors.hostInvalid',
  invalidUrl: 'errors.hostInvalid',
  tooLong: 'errors.hostTooLong',
  duplicate: 'errors.hostDuplicate',
};

export const STATUS_KEYS: Readonly<Record<CertificateStatus, TextKey<'mtls'>>> = {
  valid: 'status.valid',
  invalid: 'status.invalid',
  underValidation: 'status.underValidation',
};
