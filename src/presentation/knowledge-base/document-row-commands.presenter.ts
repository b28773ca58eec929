import { runInAction } from 'mobx';
import type { DocumentActionsUseCase } from '../../application/knowledge-base/document-actions.use-case';
import type { DocumentRef } from '../../application/knowledge-base/documents.port';
import type { HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import { toggledStatus } from '../../domain/knowledge-base/document-status.rule';
import type { Document } from '../../domain/knowledge-base/document.entity';
import type { KnowledgeBaseToasts } from './knowledge-base-toasts';
import { confirmDeletion } from '../shared/confirm-deletion';
import { makeObservableState } from '../shared/observable-state';

/** A download whose new tab the browser blocked: the page offers its link instead. */
export interface BlockedDownload {
  readonly name: string;
  readonly url: string;
}

/**
 * Spec 2 §2.5 row menu and §8: Download (refreshed link, new tab), Activate / Deactivate and
 * Delete (after the host's confirmation; an alert the host cannot show counts as Cancel).
 * One command per document at a time; the list reloads after a change.
 */
export class DocumentRowCommands {
  /** The document a command is running on. */
  busyId: string | undefined = undefined;
  /** Issue 37 §9: the last download the browser kept from opening, until it is dismissed. */
  blockedDownload: BlockedDownload | undefined = undefined;

  constructor(
    private readonly actions: DocumentActionsUseCase,
    private readonly host: HostGateway,
    private readonly toasts: KnowledgeBaseToasts,
    private readonly logger: Logger,
  ) {
    makeObservableState(this);
  }

  /**
   * `openTab` answers whether the tab opened. 'Content downloaded' only then (issue 37 §9): a
   * blocked tab downloaded nothing, so the page says so and offers the link to open by hand.
   */
  async download(document: Document, openTab: (url: string) => boolean): Promise<void> {
    this.blockedDownload = undefined;
    await this.running(document.id, async () => {
      try {
        const url = await this.actions.downloadUrl(document);
        if (openTab(url)) this.toasts.show('success', 'documents.toasts.downloaded');
        else {
          runInAction(() => {
            this.blockedDownload = { name: document.name, url };
          });
        }
      } catch (error) {
        this.logger.error('Knowledge-base document could not be downloaded', error);
        this.toasts.show('danger', 'documents.toasts.downloadFailed');
      }
    });
  }

  /** The user opened the offered link or closed the notice. */
  blockedDownloadDismissed(): void {
    this.blockedDownload = undefined;
  }

  async toggleStatus(ref: DocumentRef, document: Document, reload: () => Promise<void>): Promise<void> {
    const status = toggledStatus(document.status);
    if (status === undefined) return;
    const verb = status === 'active' ? 'activated' : 'deactivated';
    await this.running(document.id, async () => {
      try {
        await this.actions.setStatus(ref, document, status);
        this.toasts.show('success', `documents.toasts.${verb}`);
        await reload();
      } catch (error) {
        this.logger.error(`Knowledge-base document could not be ${verb}`, error);
        this.toasts.show(
          'danger',
          `documents.toasts.${status === 'active' ? 'activate' : 'deactivate'}Failed`,
        );
      }
    });
  }

  async remove(ref: DocumentRef, reload: () => Promise<void>): Promise<void> {
    if (
      this.busyId !== undefined ||
      !(await confirmDeletion(this.host, this.logger, (key) =>
        this.toasts.text(`documents.deleteConfirm.${key}`),
      ))
    )
      return;
    await this.running(ref.documentId, async () => {
      try {
        await this.actions.remove(ref);
        this.toasts.show('success', 'documents.toasts.deleted');
        await reload();
      } catch (error) {
        this.logger.error('Knowledge-base document could not be deleted', error);
        this.toasts.show('danger', 'documents.toasts.deleteFailed');
      }
    });
  }

  private async running(documentId: string, command: () => Promise<void>): Promise<void> {
    if (this.busyId !== undefined) return;
    this.busyId = documentId;
    try {
      await command();
    } finally {
      runInAction(() => {
        this.busyId = undefined;
      });
    }
  }
}
