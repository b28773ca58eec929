import type { UploadControl } from '../../../src/application/shared/upload-control.port';
import type {
  DocumentListQuery,
  DocumentRef,
  DocumentsGateway,
  KnowledgeMedia,
  PagedResult,
} from '../../../src/application/knowledge-base/documents.port';
import type {
  Document,
  DocumentUpdatePayload,
  DocumentVersion,
  FileDocumentPayload,
  UrlCrawlDocumentRequest,
  UrlDocumentRequest,
  VersionUpdatePayload,
} from '../../../src/domain/knowledge-base/document.entity';
import { failure } from '../shared/bot-fakes';

export const version = (id: string, name = `${id}.pdf`): DocumentVersion => ({
  version_id: id,
  name,
  extension: 'pdf',
  url: `https://media.example.com/${id}`,
  content_size_bytes: 2048,
  updated_at: '2026-11-20T09:15:00Z',
  updated_by: 'ana@acme.com',
  status: 'active',
});

export function makeDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: 'doc-1',
    version_id: 'v1',
    catalogId: 'cat-1',
    name: 'Manual.pdf',
    url: 'https://media.example.com/manual.pdf',
    extension: 'pdf',
    status: 'active',
    content_size_bytes: 1536,
    versions: [version('v1')],
    created_at: '2026-11-20T09:15:00Z',
    updated_at: '2026-11-25T10:30:00Z',
    updated_by: 'ana@acme.com',
    ...overrides,
  };
}

/** Every call recorded by name; a method listed in `failing` rejects with the given server text. */
export class FakeDocumentsGateway implements DocumentsGateway {
  documents: Document[] = [];
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly failing = new Map<string, string>();
  /** Documents returned by `get` (polling) in place of the listed ones, by id. */
  readonly fetched = new Map<string, Document>();
  /** What the version endpoint answers, by document id (none: an empty page). */
  readonly versions = new Map<string, DocumentVersion[]>();

  list(_tenantId: string, _catalogId: string, query: DocumentListQuery): Promise<PagedResult<Document>> {
    return this.call('list', [query], () => {
      const matching = query.name ? this.documents.filter((doc) => doc.name === query.name) : this.documents;
      return { items: matching.slice(query.skip, query.skip + query.take), total: matching.length };
    });
  }
  get(ref: DocumentRef): Promise<Document> {
    return this.call('get', [ref], () => {
      const found =
        this.fetched.get(ref.documentId) ?? this.documents.find((doc) => doc.id === ref.documentId);
      if (found === undefined) throw failure(67, 'not found');
      return found;
    });
  }
  createFile(tenantId: string, catalogId: string, payload: FileDocumentPayload): Promise<void> {
    return this.call('createFile', [tenantId, catalogId, payload], () => undefined);
  }
  createUrl(tenantId: string, catalogId: string, request: UrlDocumentRequest): Promise<void> {
    return this.call('createUrl', [tenantId, catalogId, request], () => undefined);
  }
  createUrlCrawl(tenantId: string, catalogId: string, request: UrlCrawlDocumentRequest): Promise<void> {
    return this.call('createUrlCrawl', [tenantId, catalogId, request], () => undefined);
  }
  updateUrl(ref: DocumentRef, request: UrlDocumentRequest): Promise<void> {
    return this.call('updateUrl', [ref, request], () => undefined);
  }
  updateUrlCrawl(ref: DocumentRef, request: UrlCrawlDocumentRequest): Promise<void> {
    return this.call('updateUrlCrawl', [ref, request], () => undefined);
  }
  update(ref: DocumentRef, payload: DocumentUpdatePayload): Promise<void> {
    return this.call('update', [ref, payload], () => undefined);
  }
  createVersion(ref: DocumentRef, payload: FileDocumentPayload): Promise<void> {
    return this.call('createVersion', [ref, payload], () => undefined);
  }
  remove(ref: DocumentRef): Promise<void> {
    return this.call('remove', [ref], () => {
      this.documents = this.documents.filter((doc) => doc.id !== ref.documentId);
    });
  }
  listVersions(ref: DocumentRef, query: DocumentListQuery): Promise<PagedResult<DocumentVersion>> {
    return this.call('listVersions', [ref, query], () => {
      const all = this.versions.get(ref.documentId) ?? [];
      return { items: all.slice(query.skip, query.skip + query.take), total: all.length };
    });
  }
  updateVersion(ref: DocumentRef, versionId: string, payload: VersionUpdatePayload): Promise<void> {
    return this.call('updateVersion', [ref, versionId, payload], () => undefined);
  }
  removeVersion(ref: DocumentRef, versionId: string): Promise<void> {
    return this.call('removeVersion', [ref, versionId], () => undefined);
  }

  names(): string[] {
    return this.calls.map((call) => call.method);
  }

  private call<T>(method: string, args: unknown[], answer: () => T): Promise<T> {
    this.calls.push({ method, args });
    const text = this.failing.get(method);
    if (text !== undefined) return Promise.reject(failure(1, text));
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

/** The media service: uploads answer a stored link; refresh answers `refreshed` (or fails). */
export class FakeKnowledgeMedia implements KnowledgeMedia {
  readonly uploads: Blob[] = [];
  readonly refreshes: string[] = [];
  refreshed = 'https://media.example.com/fresh/manual.pdf?sig=1';
  uploadError: unknown = undefined;

  upload(file: Blob, _control?: UploadControl): Promise<string> {
    this.uploads.push(file);
    if (this.uploadError !== undefined) return Promise.reject(this.uploadError);
    return Promise.resolve('https://media.example.com/stored/file');
  }
  refresh(mediaLink: string): Promise<string> {
    this.refreshes.push(mediaLink);
    return Promise.resolve(this.refreshed);
  }
}

/** A browser-like chosen file (Node has File since v20). */
export const chosen = (name: string, bytes = 'a,text\n1,hello'): File =>
  new File([bytes], name, { type: '' });
