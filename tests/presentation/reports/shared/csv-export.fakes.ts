import type { DownloadFile, FileDownload } from '../../../../src/application/shared/file-download.port';

/** Records the files a presenter hands the user; fails on demand like a browser that refuses. */
export class RecordingDownload implements FileDownload {
  readonly files: DownloadFile[] = [];
  refuses = false;

  save(file: DownloadFile): void {
    if (this.refuses) throw new Error('download refused');
    this.files.push(file);
  }
}

/** A promise the test settles itself, to look at a state while the work is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
