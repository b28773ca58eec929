/**
 * Issue 24 §3: what a caller hands an upload to follow and stop it. `onProgress` hears the
 * share of the file sent so far (0–100, whole numbers); aborting `signal` stops the request.
 */
export interface UploadControl {
  readonly onProgress?: ((percent: number) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * The user cancelled the upload: the request was aborted, or the file arrived but nothing
 * was recorded with it. Every upload port rejects with this one error for a cancel, so the
 * screens can say "cancelled" instead of "failed".
 */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelledError';
  }
}

/**
 * Issue 24 §3: a cancel that lands after the bytes were stored must still stop the command that
 * would record them, so each use case asks this between "stored" and "recorded".
 */
export function throwIfCancelled(control: UploadControl | undefined): void {
  if (control?.signal?.aborted === true) throw new UploadCancelledError();
}
