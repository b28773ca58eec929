import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { SaveCatalogUseCase } from '../../application/knowledge-base/save-catalog.use-case';
import { Logger } from '../../application/shared/logger.port';
import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { validateCatalogName } from '../../domain/knowledge-base/catalog-name.rule';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { SessionStore } from '../shell/session.store';
import { makeObservableState } from '../shared/observable-state';

/**
 * The 'Create catalog' modal (spec 2 §2.4, §2.11, §4 'Modals'): idle → saving → success (toast,
 * closed, the caller opens the new catalog) or failure (toast, the modal stays as typed).
 */
@injectable()
export class CreateCatalogPresenter {
  isOpen = false;
  name = '';
  saving = false;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(SaveCatalogUseCase) private readonly saveCatalog: SaveCatalogUseCase,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Logger) private readonly logger: Logger,
    @inject(Texts) private readonly texts: Texts,
  ) {
    makeObservableState(this);
  }

  /** Spec 2 §5: Save is disabled while the trimmed name is empty, and while saving. */
  get isSaveDisabled(): boolean {
    return this.saving || validateCatalogName(this.name) !== null;
  }

  open(): void {
    this.name = '';
    this.isOpen = true;
  }

  nameChanged(name: string): void {
    if (!this.saving) this.name = name;
  }

  /** Spec 2 §2.11: cancel while saving is ignored; otherwise the typed name is dropped. */
  cancelClicked(): void {
    if (this.saving) return;
    this.isOpen = false;
    this.name = '';
  }

  /** Resolves with the created catalog, or undefined when nothing was created. */
  async saveClicked(): Promise<Catalog | undefined> {
    const tenantId = this.sessionStore.session?.tenant.id;
    if (tenantId === undefined || this.isSaveDisabled) return undefined;
    this.saving = true;
    try {
      const catalog = await this.saveCatalog.create(tenantId, this.name);
      runInAction(() => {
        this.saving = false;
        this.isOpen = false;
        this.name = '';
      });
      this.toast('success', 'toasts.created');
      return catalog;
    } catch (error) {
      this.logger.error('Knowledge-base catalog could not be created', error);
      runInAction(() => {
        this.saving = false;
      });
      this.toast('danger', 'toasts.createFailed');
      return undefined;
    }
  }

  private toast(type: 'success' | 'danger', key: 'toasts.created' | 'toasts.createFailed'): void {
    const t = (suffix: 'title' | 'message') => this.texts.t(`knowledgeBase:${key}.${suffix}`);
    this.feedback.show({ type, title: t('title'), message: t('message') });
  }
}
