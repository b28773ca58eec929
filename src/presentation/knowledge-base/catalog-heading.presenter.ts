import { runInAction } from 'mobx';
import type { LoadCatalogsUseCase } from '../../application/knowledge-base/load-catalogs.use-case';
import type { SaveCatalogUseCase } from '../../application/knowledge-base/save-catalog.use-case';
import type { Logger } from '../../application/shared/logger.port';
import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { makeObservableState } from '../shared/observable-state';
import type { KnowledgeBaseToasts } from './knowledge-base-toasts';
import type { TextKey } from '../i18n/texts';

/**
 * The catalog documents page's heading (spec 2 §2.5): the catalog's name, read when the page
 * opens, and its inline rename in the breadcrumb.
 */
export class CatalogHeading {
  name = '';
  /** The rename's field error (a text key), until the next try. */
  renameError: TextKey<'knowledgeBase'> | undefined = undefined;
  private readonly loads = new AsyncLoad<Catalog>();

  constructor(
    private readonly catalogs: LoadCatalogsUseCase,
    private readonly saveCatalog: SaveCatalogUseCase,
    private readonly toasts: KnowledgeBaseToasts,
    private readonly logger: Logger,
  ) {
    makeObservableState(this);
  }

  get status(): LoadStatus {
    return this.loads.status;
  }

  async load(where: { readonly tenantId: string; readonly catalogId: string } | undefined): Promise<void> {
    if (where === undefined) return;
    await this.loads.run(
      () => this.catalogs.one(where.tenantId, where.catalogId),
      (catalog) => {
        this.name = catalog.name;
      },
      { failed: (error) => this.logger.error('Knowledge-base catalog failed to load', error) },
    );
  }

  /** Spec 2 §2.5, §8: a failure keeps the field open to retry. */
  async rename(tenantId: string, catalogId: string, name: string): Promise<void> {
    // Spec 2 §5: a blank name is said under the field, which stays open; nothing is sent.
    if (name.trim() === '') {
      this.renameError = 'create.nameRequired';
      throw new Error('blank catalog name');
    }
    this.renameError = undefined;
    try {
      await this.saveCatalog.rename(tenantId, catalogId, name);
      runInAction(() => {
        this.name = name.trim();
      });
      this.toasts.show('success', 'toasts.renamed');
    } catch (error) {
      this.logger.error('Knowledge-base catalog could not be renamed', error);
      this.toasts.show('danger', 'toasts.renameFailed');
      throw error;
    }
  }
}
