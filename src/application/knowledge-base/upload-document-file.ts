import { checkDocumentFiles, fileDocumentPayload } from '../../domain/knowledge-base/document-file.rule';
import type { FileDocumentPayload } from '../../domain/knowledge-base/document.entity';
import { InvalidDocumentFileError, type ChosenFile } from './content-errors';
import { throwIfCancelled, type UploadControl } from '../shared/upload-control.port';
import type { KnowledgeMedia } from './documents.port';

/**
 * Spec 2 §2.6/§2.8/§7 'Media service': exactly one accepted file, uploaded for real, then the
 * file document payload that points at the stored bytes (import and new version share it).
 */
export async function uploadDocumentFile(
  media: KnowledgeMedia,
  files: readonly ChosenFile[],
  control?: UploadControl,
): Promise<FileDocumentPayload> {
  const check = checkDocumentFiles(files);
  if (!check.ok) throw new InvalidDocumentFileError(check.error);
  const [file] = files;
  if (file === undefined) throw new InvalidDocumentFileError('missing');
  const mediaUrl = await media.upload(file, control);
  // Issue 24 §3: stored but not registered: a late cancel still stops the document command.
  throwIfCancelled(control);
  return fileDocumentPayload(check.file, check.extension, mediaUrl);
}

/** Spec 2 §7: the plain call first; its crawl variant only when it fails. */
export async function withCrawlFallback(
  plain: () => Promise<void>,
  crawl: () => Promise<void>,
): Promise<void> {
  try {
    await plain();
  } catch {
    // The spec fails only when both fail; the crawl's error is the one reported (its text is
    // the more recent answer about this URL, and the one the §8 mapping reads).
    await crawl();
  }
}
