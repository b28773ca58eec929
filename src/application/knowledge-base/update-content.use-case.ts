import { inject, injectable } from 'inversify';
import type { Document, UrlDocumentRequest } from '../../domain/knowledge-base/document.entity';
import { documentResubmission } from '../../domain/knowledge-base/document-resubmission.rule';
import { restorePayload } from '../../domain/knowledge-base/document-update.rule';
import { canRestoreVersion } from '../../domain/knowledge-base/restore-version.rule';
import { buildUrlDocumentRequest, toCrawlRequest } from '../../domain/knowledge-base/url-document.rule';
import type { UploadControl } from '../shared/upload-control.port';
import { InvalidDocumentUrlError, type ChosenFile } from './content-errors';
import { DocumentsGateway, KnowledgeMedia, type DocumentRef } from './documents.port';
import { uploadDocumentFile, withCrawlFallback } from './upload-document-file';

/** Thrown before any call when the version cannot be restored (spec 2 §5 'Restore'). */
export class InvalidRestoreError extends Error {
  constructor() {
    super('The selected version cannot be restored.');
    this.name = 'InvalidRestoreError';
  }
}

/** Thrown before any call when a stuck document has no content to send again (issue 14). */
export class NothingToResubmitError extends Error {
  constructor() {
    super('The document has no content to submit again.');
    this.name = 'NothingToResubmitError';
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
  async updateFile(ref: DocumentRef, files: readonly ChosenFile[], control?: UploadControl): Promise<void> {
    const payload = await uploadDocumentFile(this.media, files, control);
    await this.documents.createVersion(ref, payload);
  }

  /** merge …/url/{id}, and on failure …/url/{id}/crawl: it fails only when both fail. */
  async updateUrl(ref: DocumentRef, text: string): Promise<void> {
    const check = buildUrlDocumentRequest(text);
    if (!check.ok) throw new InvalidDocumentUrlError(check.error);
    await this.sendUrl(ref, check.request);
  }

  /**
   * Issue 14 'Retry': the document's own content again (document-resubmission.rule), through
   * the same calls as Update file / Update URL, the URL one with its crawl fallback.
   */
  async resubmit(ref: DocumentRef, document: Document): Promise<void> {
    const resubmission = documentResubmission(document);
    if (resubmission === undefined) throw new NothingToResubmitError();
    if (resubmission.kind === 'file') {
      await this.documents.createVersion(ref, resubmission.payload);
      return;
    }
    await this.sendUrl(ref, resubmission.request);
  }

  /** Switches the document's current version (the current one cannot be re-saved). */
  async restore(ref: DocumentRef, document: Document, versionId: string): Promise<void> {
    if (!canRestoreVersion(document, versionId)) throw new InvalidRestoreError();
    await this.documents.update(ref, restorePayload(document, versionId));
  }

  private sendUrl(ref: DocumentRef, request: UrlDocumentRequest): Promise<void> {
    return withCrawlFallback(
      () => this.documents.updateUrl(ref, request),
      () => this.documents.updateUrlCrawl(ref, toCrawlRequest(request)),
    );
  }
}
