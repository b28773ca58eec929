import { injectable } from 'inversify';
import type { DownloadFile, FileDownload } from '../../application/shared/file-download.port';

/**
 * Browsers may read the Blob after the click returns (the download starts asynchronously),
 * so its URL lives a while before it is released: 40 s, ample for a CSV of 10,000 rows.
 */
export const BLOB_URL_LIFETIME_MS = 40_000;

/**
 * A download from inside the frame: a Blob URL on a detached `<a download>`, clicked. Nothing
 * is navigated and no data is parsed as HTML. The module CSP has no directive for downloads,
 * and a portal that sandboxes its frame must add `allow-downloads` (docs/decisions/reports-shared.md).
 */
@injectable()
export class BlobFileDownload implements FileDownload {
  save(file: DownloadFile): void {
    const url = URL.createObjectURL(new Blob([file.content], { type: file.mediaType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  }
}
