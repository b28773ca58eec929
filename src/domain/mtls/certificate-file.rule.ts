/** Spec 1 §5/§9: one .pfx file (application/x-pkcs12) of at most 10 MB. */
export const CERTIFICATE_EXTENSION = '.pfx';
export const CERTIFICATE_MIME_TYPE = 'application/x-pkcs12';
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** What the rule needs to know of a chosen file (a browser File has all three). */
export interface CertificateFileFacts {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * 'missing' → the generic upload error; 'type' → 'The file must be of type .pfx';
 * 'size' → 'The file must be a maximum of 10MB' (spec 1 §5).
 */
export type CertificateFileError = 'missing' | 'type' | 'size';

/**
 * Types a browser gives a .pfx file (docs/decisions/mtls.md): the spec's application/x-pkcs12,
 * the registered name of the same format (RFC 7292) that Linux mime tables hand to browsers,
 * and '' from a browser that knows no type for it.
 */
export const CERTIFICATE_BROWSER_TYPES: readonly string[] = [CERTIFICATE_MIME_TYPE, 'application/pkcs12', ''];

/**
 * The name must end in .pfx and the type be a PKCS#12 one. A .p12 file, which browsers type
 * the same way, is refused by its name.
 */
export function validateCertificateFile(file: CertificateFileFacts | undefined): CertificateFileError | null {
  if (file === undefined || file.name.trim() === '') return 'missing';
  const pfxName = file.name.trim().toLowerCase().endsWith(CERTIFICATE_EXTENSION);
  const pkcs12Type = CERTIFICATE_BROWSER_TYPES.includes(file.type);
  if (!pfxName || !pkcs12Type) return 'type';
  if (!(file.size <= CERTIFICATE_MAX_BYTES)) return 'size';
  return null;
}
