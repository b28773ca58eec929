import { inject, injectable } from 'inversify';
import type {
  DocumentListQuery,
  DocumentRef,
  DocumentsGateway,
  PagedResult,
} from '../../application/knowledge-base/documents.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel, type LimeCommand } from '../../application/shared/command-channel.port';
import type {
  Document,
  DocumentUpdatePayload,
  DocumentStatus,
  DocumentVersion,
  FileDocumentPayload,
  UrlCrawlDocumentRequest,
  UrlDocumentRequest,
  VersionUpdatePayload,
} from '../../domain/knowledge-base/document.entity';
import { contentNameFilter } from '../../domain/knowledge-base/catalog-list.rule';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { readAnswer } from '../shared/answer-schema';
import { DOCUMENT_VERSION_PAGE, documentOf, documentPageOf } from './document.schema';

/**
 * The document commands of spec 2 §7 on the AI platform service, prefix
 * /knowledge-base/{tenantId}/catalog/{catalogId}. Failures reject with the CommandFailure the
 * channel raised, its description being the server's text (spec 2 §8 maps it upstream).
 */
@injectable()
export class DocumentsCommandGateway implements DocumentsGateway {
  private readonly ai: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.ai = serviceAddresses(settings).ai;
  }

  async list(tenantId: string, catalogId: string, query: DocumentListQuery): Promise<PagedResult<Document>> {
    const uri = `${prefix(tenantId, catalogId)}/document${pageQuery(query)}`;
    return readAnswer(documentPageOf(catalogId), await this.listGet(uri), 'knowledge-base document page');
  }

  async get(ref: DocumentRef): Promise<Document> {
    const document = await this.send({ method: 'get', uri: documentUri(ref) });
    return readAnswer(documentOf(ref.catalogId), document, 'knowledge-base document');
  }

  async createFile(tenantId: string, catalogId: string, payload: FileDocumentPayload): Promise<void> {
    await this.send({
      method: 'set',
      uri: `${prefix(tenantId, catalogId)}/document`,
      type: MediaTypes.knowledgeBaseDocument,
      resource: filePayload(payload),
    });
  }

  async createUrl(tenantId: string, catalogId: string, request: UrlDocumentRequest): Promise<void> {
    await this.send({
      method: 'set',
      uri: `${prefix(tenantId, catalogId)}/url`,
      type: MediaTypes.knowledgeBaseUrl,
      resource: urlRequest(request),
    });
  }

  async createUrlCrawl(tenantId: string, catalogId: string, request: UrlCrawlDocumentRequest): Promise<void> {
    await this.send({
      method: 'set',
      uri: `${prefix(tenantId, catalogId)}/url/crawl`,
      type: MediaTypes.knowledgeBaseUrlCrawl,
      resource: crawlRequest(request),
    });
  }

  /** The spec shows no payload beyond the URL: the whole URL request (docs/decisions/knowledge-base.md). */
  async updateUrl(ref: DocumentRef, request: UrlDocumentRequest): Promise<void> {
    await this.send({
      method: 'merge',
      uri: urlUri(ref),
      type: MediaTypes.knowledgeBaseUrl,
      resource: urlRequest(request),
    });
  }

  async updateUrlCrawl(ref: DocumentRef, request: UrlCrawlDocumentRequest): Promise<void> {
    await this.send({
      method: 'merge',
      uri: `${urlUri(ref)}/crawl`,
      type: MediaTypes.knowledgeBaseUrlCrawl,
      resource: crawlRequest(request),
    });
  }

  async update(ref: DocumentRef, payload: DocumentUpdatePayload): Promise<void> {
    // Spec 2 §3/§4: the key `status` is absent (not null) while processing.
    const resource: Record<string, unknown> = { version_id: payload.version_id, name: payload.name };
    if (payload.status !== undefined) resource['status'] = toWireStatus(payload.status);
    await this.send({
      method: 'merge',
      uri: documentUri(ref),
      type: MediaTypes.knowledgeBaseDocumentUpdate,
      resource,
    });
  }

  async createVersion(ref: DocumentRef, payload: FileDocumentPayload): Promise<void> {
    await this.send({
      method: 'set',
      uri: documentUri(ref),
      type: MediaTypes.knowledgeBaseDocument,
      resource: filePayload(payload),
    });
  }

  async remove(ref: DocumentRef): Promise<void> {
    await this.send({ method: 'delete', uri: documentUri(ref) });
  }

  async listVersions(ref: DocumentRef, query: DocumentListQuery): Promise<PagedResult<DocumentVersion>> {
    const page = await this.listGet(`${documentUri(ref)}/version${pageQuery(query)}`);
    return readAnswer(DOCUMENT_VERSION_PAGE, page, 'knowledge-base version page');
  }

  async updateVersion(ref: DocumentRef, versionId: string, payload: VersionUpdatePayload): Promise<void> {
    await this.send({
      method: 'merge',
      uri: versionUri(ref, versionId),
      type: MediaTypes.knowledgeBaseDocumentVersionUpdate,
      resource: { status: toWireStatus(payload.status) },
    });
  }

  async removeVersion(ref: DocumentRef, versionId: string): Promise<void> {
    await this.send({ method: 'delete', uri: versionUri(ref, versionId) });
  }

  /** 67 on a list is "nothing there" (as for catalogs), not a load failure. */
  private async listGet(uri: string): Promise<unknown> {
    try {
      return await this.send({ method: 'get', uri });
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return { items: [], total: 0 };
      throw error;
    }
  }

  private send(command: Omit<LimeCommand, 'to'>): Promise<unknown> {
    return this.channel.send<unknown>({ to: this.ai, ...command });
  }
}

function prefix(tenantId: string, catalogId: string): string {
  return `/knowledge-base/${encodeURIComponent(tenantId)}/catalog/${encodeURIComponent(catalogId)}`;
}

function documentUri(ref: DocumentRef): string {
  return `${prefix(ref.tenantId, ref.catalogId)}/document/${encodeURIComponent(ref.documentId)}`;
}

function urlUri(ref: DocumentRef): string {
  return `${prefix(ref.tenantId, ref.catalogId)}/url/${encodeURIComponent(ref.documentId)}`;
}

function versionUri(ref: DocumentRef, versionId: string): string {
  return `${documentUri(ref)}/version/${encodeURIComponent(versionId)}`;
}

/**
 * `$take/$skip`, and for a search the partial, case-insensitive name filter of documents and URL
 * pages (`contains(tolower(name),'…')`, quotes doubled, encoded once; issue 22 §8). A blank term
 * means no filter.
 */
function pageQuery(query: DocumentListQuery): string {
  const term = query.name?.trim() ?? '';
  const filter = term === '' ? '' : `&$filter=${encodeURIComponent(contentNameFilter(term))}`;
  return `?$take=${query.take}&$skip=${query.skip}${filter}`;
}

/** Exactly the spec's fields: a caller's extra properties never reach the server. */
function filePayload(payload: FileDocumentPayload): FileDocumentPayload {
  const { name, url, extension, content_size_bytes } = payload;
  return { name, url, extension, content_size_bytes };
}

function urlRequest(request: UrlDocumentRequest): UrlDocumentRequest {
  const { name, url, reprocess, url_regex_filters, generate_qa } = request;
  return { name, url, reprocess, url_regex_filters: [...url_regex_filters], generate_qa };
}

function crawlRequest(request: UrlCrawlDocumentRequest): UrlCrawlDocumentRequest {
  return { ...urlRequest(request), get_urls_with_cloud_scraper: request.get_urls_with_cloud_scraper };
}

/**
 * The server's spelling of a status we send (docs/decisions/knowledge-base.md, 'Status spelling'):
 * upper case, as the enum reads in the spec's second spelling; the reader accepts both.
 */
export function toWireStatus(status: Exclude<DocumentStatus, 'processing'>): string {
  return status.toUpperCase();
}
