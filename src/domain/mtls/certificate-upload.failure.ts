/**
 * Why the multipart upload did not give an upload result: the URL was not one we send a
 * password to, the request never completed, the storage refused it (its HTTP status), or
 * it answered something that is not the upload result.
 */
export type CertificateUploadFailureKind = 'unsafe-url' | 'network' | 'refused' | 'malformed';

export class CertificateUploadFailure extends Error {
  constructor(
    readonly kind: CertificateUploadFailureKind,
    readonly httpStatus: number | undefined,
    detail: string,
  ) {
    super(`certificate upload ${kind}${httpStatus === undefined ? '' : ` (${httpStatus})`}: ${detail}`);
    this.name = 'CertificateUploadFailure';
  }
}
