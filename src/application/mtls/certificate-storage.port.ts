import type { CertificateUploadResult } from '../../domain/mtls/mtls-certificate.entity';
import type { UploadControl } from '../shared/upload-control.port';

/** The certificate file and its password, as the multipart form sends them. */
export interface CertificateUpload {
  readonly file: Blob;
  readonly fileName: string;
  readonly password: string;
}

/**
 * The certificate storage (spec 1 §7): an HTTP POST, multipart/form-data with the fields
 * `password` and `file`, to the URL the mTLS service handed out. Rejects when the storage
 * refuses the file or password, or answers anything but the upload result; with
 * UploadCancelledError when `control.signal` aborts it (issue 24 §3).
 */
export const CertificateStorageGateway = Symbol.for('CertificateStorageGateway');
export interface CertificateStorageGateway {
  upload(
    uploadUrl: string,
    upload: CertificateUpload,
    control?: UploadControl,
  ): Promise<CertificateUploadResult>;
}
