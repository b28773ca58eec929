import { canDownload } from './document-actions.rule';
import { isProcessing } from './document-status.rule';
import {
  isUrlDocument,
  type Document,
  type FileDocumentPayload,
  type UrlDocumentRequest,
} from './document.entity';
import { buildUrlDocumentRequest } from './url-document.rule';

/**
 * Issue 14: what a 'Retry' on a document stuck in processing sends again — the content it
 * already has, never new content (docs/decisions/knowledge-base.md):
 * - a file document: its current file as a new-version payload (`set …/document/{id}`), the
 *   same name, stored address, extension and size it is listed with;
 * - a URL document: the URL document request of its current URL (`merge …/url/{id}`, whose
 *   `reprocess: true` is exactly "process this again").
 * Sending the same content twice is the same document to the service, so a retry is idempotent.
 */
export type DocumentResubmission =
  | { readonly kind: 'file'; readonly payload: FileDocumentPayload }
  | { readonly kind: 'url'; readonly request: UrlDocumentRequest };

/**
 * Undefined when there is nothing to send again: a file document without a stored address, or a
 * URL document whose URL no longer parses. The user can still Update or Delete it.
 */
export function documentResubmission(
  document: Pick<Document, 'name' | 'url' | 'extension' | 'content_size_bytes'>,
): DocumentResubmission | undefined {
  if (isUrlDocument(document)) {
    const check = buildUrlDocumentRequest(document.url);
    return check.ok ? { kind: 'url', request: check.request } : undefined;
  }
  if (!canDownload(document)) return undefined;
  const { name, url, extension, content_size_bytes } = document;
  return { kind: 'file', payload: { name, url, extension, content_size_bytes } };
}

/**
 * Issue 14: 'Still synchronizing' — the document is processing and the polling run gave up on
 * it. As soon as it is not processing any more (a reload, an answer) it reads as its status.
 */
export function isStalled(document: Pick<Document, 'id' | 'status'>, stalledIds: readonly string[]): boolean {
  return isProcessing(document.status) && stalledIds.includes(document.id);
}
