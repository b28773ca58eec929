import { inject, injectable } from 'inversify';
import type { Document } from '../../domain/knowledge-base/document.entity';
import { restorePayload } from '../../domain/knowledge-base/document-update.rule';
import { canRestoreVersion } from '../../domain/knowledge-base/restore-version.rule';
import { buildUrlDocumentRequest, toCrawlRequest } from '../../domain/knowledge-base/url-document.rule';
import { InvalidDocumentUrlError, type ChosenFile } from './content-errors';
import { DocumentsGateway, KnowledgeMedia, type DocumentRef } from './documents.gateway';
import { uploadDocumentFile, withCrawlFallback } from './upload-document-file';

/** Thrown before any call when the version cannot be restored (spec 2 §5 'Restore'). */
export class InvalidRestoreError extends Error {
  constructor() {
    super('The selected version cannot be restored.');
    this.name = 'InvalidRestoreError';
  }
}

/** Spec 2 §2.8 'Update file', §2.9 'Update URL', §2.10 'Restore version'. */
@injectable()
export class UpdateContentUseCase {
  constructor(
    @inject(DocumentsGateway) private readonly documents: DocumentsGateway,
    @inject(KnowledgeMedia) private readonly media: KnowledgeMedia,
  ) {}

  /** A new version of the document from the uploaded file. */
  async updateFile(ref: DocumentRef, files: readonly ChosenFile[]): Promise<void> {
    const payload = await uploadDocumentFile(this.media, files);
    await this.documents.createVersion(ref, payload);
  }

  /** merge …/url/{id}, and on failure …/url/{id}/crawl: it fails only when both fail. */
  async updateUrl(ref: DocumentRef, text: string): Promise<void> {
    const check = buildUrlDocumentRequest(text);
    if (!check.ok) throw new InvalidDocumentUrlError(check.error);
    const { request } = check;
    await withCrawlFallback(
      () => this.documents.updateUrl(ref, request),
      () => this.documents.updateUrlCrawl(ref, toCrawlRequest(request)),
    );
  }

  /** Switches the document's current version (the current one cannot be re-saved). */
  async restore(ref: DocumentRef, document: Document, versionId: string): Promise<void> {
    if (!canRestoreVersion(document, versionId)) throw new InvalidRestoreError();
    await this.documents.update(ref, restorePayload(document, versionId));
  }
}
