import type {
  Document,
  DocumentUpdatePayload,
  DocumentVersion,
  FileDocumentPayload,
  UrlCrawlDocumentRequest,
  UrlDocumentRequest,
  VersionUpdatePayload,
} from '../../domain/knowledge-base/document.entity';
import type { UploadControl } from '../shared/upload-control.port';

/** One page of a server-paged list (spec 2 §3 'Paged list response'). */
export interface PagedResult<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface DocumentListQuery {
  readonly take: number;
  readonly skip: number;
  /** A name search; '' or absent lists everything (its filter: docs/decisions/knowledge-base.md). */
  readonly name?: string | undefined;
}

/** Where a document lives. */
export interface DocumentRef {
  readonly tenantId: string;
  readonly catalogId: string;
  readonly documentId: string;
}

/**
 * Documents, versions and URL pages of a catalog on the AI platform (spec 2 §7 'Documents',
 * prefix /knowledge-base/{tenantId}/catalog/{catalogId}). Every failure rejects with a
 * CommandFailure whose description is the server's error text (spec 2 §8 maps it).
 */
export const DocumentsGateway = Symbol.for('DocumentsGateway');
export interface DocumentsGateway {
  list(tenantId: string, catalogId: string, query: DocumentListQuery): Promise<PagedResult<Document>>;
  /** Also the polling fetch and the document's name for the URL pages' breadcrumb. */
  get(ref: DocumentRef): Promise<Document>;
  /** set …/document (type knowledgebase-document+json). */
  createFile(tenantId: string, catalogId: string, payload: FileDocumentPayload): Promise<void>;
  /** set …/url (knowledgebase-url+json). */
  createUrl(tenantId: string, catalogId: string, request: UrlDocumentRequest): Promise<void>;
  /** set …/url/crawl (knowledgebase-url-crawl+json): the fallback when createUrl fails. */
  createUrlCrawl(tenantId: string, catalogId: string, request: UrlCrawlDocumentRequest): Promise<void>;
  /** merge …/url/{documentId}. */
  updateUrl(ref: DocumentRef, request: UrlDocumentRequest): Promise<void>;
  /** merge …/url/{documentId}/crawl: the fallback when updateUrl fails. */
  updateUrlCrawl(ref: DocumentRef, request: UrlCrawlDocumentRequest): Promise<void>;
  /** merge …/document/{documentId} (knowledgebase-document-update+json): activate, deactivate, restore. */
  update(ref: DocumentRef, payload: DocumentUpdatePayload): Promise<void>;
  /** set …/document/{documentId}: a new version from a file. */
  createVersion(ref: DocumentRef, payload: FileDocumentPayload): Promise<void>;
  remove(ref: DocumentRef): Promise<void>;
  /** get …/document/{documentId}/version: versions, which are a URL document's pages. */
  listVersions(ref: DocumentRef, query: DocumentListQuery): Promise<PagedResult<DocumentVersion>>;
  /** merge …/document/{documentId}/version/{versionId} (knowledgebase-document-version-update+json). */
  updateVersion(ref: DocumentRef, versionId: string, payload: VersionUpdatePayload): Promise<void>;
  removeVersion(ref: DocumentRef, versionId: string): Promise<void>;
}

/**
 * The media service for knowledge-base files (spec 2 §7 'Media service'): the upload URL with
 * secure=true, the real HTTP POST, and refreshing a stored link before a download.
 */
export const KnowledgeMedia = Symbol.for('KnowledgeMedia');
export interface KnowledgeMedia {
  /**
   * GET /upload-media-uri?secure=true, then HTTP POST of the file → its stored address; a cancel
   * (issue 24 §3) rejects with UploadCancelledError.
   */
  upload(file: Blob, control?: UploadControl): Promise<string>;
  /** set /refresh-media-uri (text/plain) → a link that is valid now. */
  refresh(mediaLink: string): Promise<string>;
}
