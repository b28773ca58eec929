/** A file the module hands the user (issue 14: a report table's CSV). */
export interface DownloadFile {
  /** Safe characters only; the browser uses it as is. */
  readonly name: string;
  readonly mediaType: string;
  readonly content: string;
}

/** Saves a file on the user's machine (the browser's download); throws when it cannot. */
export const FileDownload = Symbol.for('FileDownload');
export interface FileDownload {
  save(file: DownloadFile): void;
}
