import { runInAction } from 'mobx';
import type { UpdateContentUseCase } from '../../application/knowledge-base/update-content.use-case';
import type { Logger } from '../../application/shared/logger.port';
import { isStalled } from '../../domain/knowledge-base/document-resubmission.rule';
import type { Document } from '../../domain/knowledge-base/document.entity';
import type { KnowledgeBaseToasts } from './knowledge-base-toasts';
import { makeObservableState } from '../shared/observable-state';

export interface DocumentRetriesDeps {
  readonly update: UpdateContentUseCase;
  readonly toasts: KnowledgeBaseToasts;
  readonly logger: Logger;
  /** Tenant and catalog of the page; undefined before both are known. */
  readonly where: () => { readonly tenantId: string; readonly catalogId: string } | undefined;
  /** The document was sent again: poll it anew. */
  readonly resumed: (documentId: string) => void;
}

/**
 * Issue 14: documents stuck in processing past the polling limit ('Still synchronizing') and
 * their 'Retry', which sends the same content again (document-resubmission.rule). One retry per
 * document at a time, and only while it is stalled: a second click, or a click after the retry
 * went through, sends nothing. A failed retry shows the §8-mapped error and leaves the row
 * stalled, as the service still has it.
 */
export class DocumentRetries {
  /** The documents the last polling runs gave up on. */
  stalledIds: readonly string[] = [];
  /** The documents whose retry is on its way. */
  retryingIds: readonly string[] = [];

  constructor(private readonly deps: DocumentRetriesDeps) {
    makeObservableState(this, { deps: false });
  }

  isStalled(document: Pick<Document, 'id' | 'status'>): boolean {
    return isStalled(document, this.stalledIds);
  }

  isRetrying(documentId: string): boolean {
    return this.retryingIds.includes(documentId);
  }

  gaveUp(documentIds: readonly string[]): void {
    this.stalledIds = [...new Set([...this.stalledIds, ...documentIds])];
  }

  /** A list load polls every processing document again, with a fresh count: none is stalled. */
  reset(): void {
    this.stalledIds = [];
  }

  async retry(document: Document): Promise<void> {
    const where = this.deps.where();
    if (where === undefined || !this.isStalled(document) || this.isRetrying(document.id)) return;
    this.retryingIds = [...this.retryingIds, document.id];
    try {
      await this.deps.update.resubmit({ ...where, documentId: document.id }, document);
      runInAction(() => {
        this.stalledIds = this.stalledIds.filter((id) => id !== document.id);
      });
      this.deps.toasts.show('success', 'documents.toasts.retried');
      this.deps.resumed(document.id);
    } catch (error) {
      this.deps.logger.error('Knowledge-base document could not be submitted again', error);
      this.deps.toasts.contentFailed(error, 'documents.toasts.retryFailed');
    } finally {
      runInAction(() => {
        this.retryingIds = this.retryingIds.filter((id) => id !== document.id);
      });
    }
  }
}
