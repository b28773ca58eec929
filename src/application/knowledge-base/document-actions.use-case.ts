import { inject, injectable } from 'inversify';
import type { Document, DocumentStatus } from '../../domain/knowledge-base/document.entity';
import { canDownload } from '../../domain/knowledge-base/document-actions.rule';
import { activationPayload } from '../../domain/knowledge-base/document-update.rule';
import { toDownloadUrl } from '../../domain/knowledge-base/download-link.rule';
import { LocalRun } from '../shared/local-run.port';
import { DocumentsGateway, KnowledgeMedia, type DocumentRef } from './documents.port';

/** Thrown when a document has no link to download, or the refreshed one is not an allowed address. */
export class NoDownloadLinkError extends Error {
  constructor() {
    super('The document has no downloadable link.');
    this.name = 'NoDownloadLinkError';
  }
}

/** Spec 2 §2.5 row menu: Download, Activate / Deactivate and Delete. */
@injectable()
export class DocumentActionsUseCase {
  constructor(
    @inject(DocumentsGateway) private readonly documents: DocumentsGateway,
    @inject(KnowledgeMedia) private readonly media: KnowledgeMedia,
    @inject(LocalRun) private readonly localRun: LocalRun,
  ) {}

  /**
   * The stored link may have expired: it is refreshed, then checked (the one download rule) before
   * anyone opens it.
   */
  async downloadUrl(document: Pick<Document, 'url'>): Promise<string> {
    if (!canDownload(document)) throw new NoDownloadLinkError();
    const url = toDownloadUrl(await this.media.refresh(document.url), this.localRun);
    if (url === undefined) throw new NoDownloadLinkError();
    return url;
  }

  setStatus(
    ref: DocumentRef,
    document: Pick<Document, 'version_id' | 'name'>,
    status: Exclude<DocumentStatus, 'processing'>,
  ): Promise<void> {
    return this.documents.update(ref, activationPayload(document, status));
  }

  remove(ref: DocumentRef): Promise<void> {
    return this.documents.remove(ref);
  }
}
