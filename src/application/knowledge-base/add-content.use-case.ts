import { inject, injectable } from 'inversify';
import { buildUrlDocumentRequest, toCrawlRequest } from '../../domain/knowledge-base/url-document.rule';
import type { UploadControl } from '../shared/upload-control.port';
import { InvalidDocumentUrlError, type ChosenFile } from './content-errors';
import { DocumentsGateway, KnowledgeMedia } from './documents.port';
import { uploadDocumentFile, withCrawlFallback } from './upload-document-file';

/** Spec 2 §2.6 'Import file' and §2.7 'Add URL': new documents in a catalog. */
@injectable()
export class AddContentUseCase {
  constructor(
    @inject(DocumentsGateway) private readonly documents: DocumentsGateway,
    @inject(KnowledgeMedia) private readonly media: KnowledgeMedia,
  ) {}

  /** Uploads the one file, then creates the document from what the upload stored. */
  async importFile(
    tenantId: string,
    catalogId: string,
    files: readonly ChosenFile[],
    control?: UploadControl,
  ): Promise<void> {
    const payload = await uploadDocumentFile(this.media, files, control);
    await this.documents.createFile(tenantId, catalogId, payload);
  }

  /** set …/url, and on failure set …/url/crawl with the crawl variant (spec 2 §7). */
  async addUrl(tenantId: string, catalogId: string, text: string): Promise<void> {
    const check = buildUrlDocumentRequest(text);
    if (!check.ok) throw new InvalidDocumentUrlError(check.error);
    const { request } = check;
    await withCrawlFallback(
      () => this.documents.createUrl(tenantId, catalogId, request),
      () => this.documents.createUrlCrawl(tenantId, catalogId, toCrawlRequest(request)),
    );
  }
}
