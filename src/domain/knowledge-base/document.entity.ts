import { toDocumentExtension } from './document-fields.rule';

/**
 * Knowledge-base documents in domain names (spec 2 §3). The wire keeps the server's
 * snake_case field names, so the entity does too: a reader comparing the spec, the gateway
 * and the fake backend sees the same words everywhere.
 */

/** Spec 2 §3/§4: the server moves processing → active | inactive; the user toggles active ↔ inactive. */
export type DocumentStatus = 'processing' | 'active' | 'inactive';

export const DOCUMENT_STATUSES: readonly DocumentStatus[] = ['processing', 'active', 'inactive'];

/** Spec 2 §3: a URL document's extension is 'url'; any other value is a file extension. */
export const URL_EXTENSION = 'url';

/** One version of a document; a URL document's versions are its pages (spec 2 §3, §2.12). */
export interface DocumentVersion {
  readonly version_id: string;
  readonly name: string;
  /** Lower case, without a leading dot ('pdf', 'url'). */
  readonly extension: string;
  readonly url: string;
  readonly content_size_bytes: number;
  /** Date string as the server sent it; '' when absent. */
  readonly updated_at: string;
  readonly updated_by: string;
  readonly status: DocumentStatus;
}

/** A document of a catalog (spec 2 §3 'Document'). `version_id` is the current version. */
export interface Document {
  readonly id: string;
  readonly version_id: string;
  readonly catalogId: string;
  readonly name: string;
  readonly url: string;
  /** Lower case, without a leading dot ('pdf', 'url'). */
  readonly extension: string;
  readonly status: DocumentStatus;
  /** Spec 2 §3: default 0. */
  readonly content_size_bytes: number;
  readonly versions: readonly DocumentVersion[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly updated_by: string;
}

/** Spec 2 §3 'File document payload': creates a document, or a new version of one. */
export interface FileDocumentPayload {
  readonly name: string;
  readonly url: string;
  readonly extension: string;
  readonly content_size_bytes: number;
}

/** Spec 2 §3 'URL document request' (built by url-document.rule.ts). */
export interface UrlDocumentRequest {
  readonly name: string;
  readonly url: string;
  readonly reprocess: true;
  readonly url_regex_filters: readonly string[];
  readonly generate_qa: false;
}

/** Spec 2 §3: the crawl variant, sent when the plain URL call fails (spec 2 §7). */
export interface UrlCrawlDocumentRequest extends UrlDocumentRequest {
  readonly get_urls_with_cloud_scraper: true;
}

/** Spec 2 §3 'Document update payload': status only when it is not processing. */
export interface DocumentUpdatePayload {
  readonly version_id: string;
  readonly name: string;
  readonly status?: Exclude<DocumentStatus, 'processing'>;
}

/** Spec 2 §3 'Version update payload' (a URL page's switch). */
export interface VersionUpdatePayload {
  readonly status: Exclude<DocumentStatus, 'processing'>;
}

/** Spec 2 §3: the extension marks a URL document; compared as the document schema normalises it. */
export function isUrlDocument(document: Pick<Document, 'extension'>): boolean {
  return toDocumentExtension(document.extension) === URL_EXTENSION;
}
