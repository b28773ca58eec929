import { runInAction } from 'mobx';
import type { DeleteCatalogUseCase } from '../../application/knowledge-base/delete-catalog.use-case';
import type { HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import type { Feedback } from '../shared/feedback.port';
import type { Texts } from '../shared/texts.port';
import { confirmDeletion } from '../shared/confirm-deletion';
import { makeObservableState } from '../shared/observable-state';
import type { TextKey } from '../i18n/texts';

/**
 * The catalog list's delete (spec 2 §2.3, §8): the host's 'Delete catalog' alert, then the
 * delete, its toast and the list's reload. One delete at a time; an alert the host cannot show
 * counts as Cancel.
 */
export class CatalogDeletion {
  /** The catalog being deleted (from the confirmation until the reload is done). */
  deletingId: string | undefined = undefined;

  constructor(
    private readonly deleteCatalog: DeleteCatalogUseCase,
    private readonly host: HostGateway,
    private readonly feedback: Feedback,
    private readonly logger: Logger,
    private readonly texts: Texts,
  ) {
    makeObservableState(this);
  }

  /** Asks, deletes and reloads; nothing happens when cancelled or while a delete runs. */
  async run(tenantId: string, catalogId: string, reload: () => Promise<void>): Promise<void> {
    if (this.deletingId !== undefined) return;
    if (!(await confirmDeletion(this.host, this.logger, (key) => this.text(`deleteConfirm.${key}`)))) return;
    runInAction(() => {
      this.deletingId = catalogId;
    });
    try {
      await this.deleteCatalog.execute(tenantId, catalogId);
      this.toast('success', 'toasts.deleted');
    } catch (error) {
      this.logger.error('Knowledge-base catalog could not be deleted', error);
      this.toast('danger', 'toasts.deleteFailed');
    }
    await reload();
    runInAction(() => {
      this.deletingId = undefined;
    });
  }

  private toast(type: 'success' | 'danger', key: 'toasts.deleted' | 'toasts.deleteFailed'): void {
    this.feedback.show({ type, title: this.text(`${key}.title`), message: this.text(`${key}.message`) });
  }

  private text(key: TextKey<'knowledgeBase'>): string {
    return this.texts.t(`knowledgeBase:${key}`);
  }
}
