import { UploadCancelledError, type UploadControl } from '../../src/application/shared/upload-control.port';

/**
 * An upload held open by the test (issue 24 §3): it reports `percent` at once, rejects as
 * cancelled when the control's signal aborts, and otherwise ends when the test says.
 */
export function pendingUpload<T>(control: UploadControl | undefined, percent = 30) {
  let finish: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
    control?.signal?.addEventListener('abort', () => reject(new UploadCancelledError()));
  });
  control?.onProgress?.(percent);
  return { promise, finish: (value: T) => finish(value), fail: (error: unknown) => fail(error) };
}

/** Lets the awaits in a presenter reach the upload. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
