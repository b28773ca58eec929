import type { UploadControl } from '../shared/upload-control.port';

/** Why an upload failed: the storage's HTTP status when it answered, else undefined. */
export class MediaUploadError extends Error {
  constructor(
    readonly httpStatus: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'MediaUploadError';
  }
}

/**
 * The HTTP POST of a file to an upload URL, with the file as the body and its type as
 * Content-Type (spec 1 §7). Resolves with the stored file's address (mediaUri); rejects
 * with MediaUploadError, or UploadCancelledError when `control.signal` aborts it (issue 24 §3).
 */
export const MediaUploader = Symbol.for('MediaUploader');
export interface MediaUploader {
  upload(uploadUrl: string, file: Blob, control?: UploadControl): Promise<string>;
}
