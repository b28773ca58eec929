import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { DeleteCatalogUseCase } from '../../application/knowledge-base/delete-catalog.use-case';
import { LoadCatalogsUseCase } from '../../application/knowledge-base/load-catalogs.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import type { Catalog, CatalogPage } from '../../domain/knowledge-base/catalog.entity';
import type { CatalogPageSize } from '../../domain/knowledge-base/catalog-list.rule';
import { KNOWLEDGE_BASE_AREA } from '../../domain/knowledge-base/knowledge-base-access.rule';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { SessionStore } from '../shell/session.store';
import { CatalogDeletion } from './catalog-deletion.presenter';
import { toCatalogRow, type CatalogRow } from './catalog-rows';
import { catalogDocumentsPath, KNOWLEDGE_BASE_SECTION } from './content-section';
import { CreateCatalogPresenter } from './create-catalog.presenter';
import { PagedQuery } from './paged-query.presenter';
import { makeObservableState } from '../shared/observable-state';

/** Spec 2 §4 'Request state'. */

type Navigate = (path: string) => void;

/**
 * The catalog list (spec 2 §2.3): one server page at a time, filtered by exact name, with the
 * row menu's Open and Delete and the create modal. A later load wins over an earlier one.
 */
@injectable()
export class CatalogListPresenter {
  catalogs: readonly Catalog[] = [];
  /** Spec 2 §2.3/§9: page, page size and the search that settles 500 ms after typing. */
  readonly query: PagedQuery;
  /** The row whose menu is open (spec 2 §2.3: it is highlighted). */
  openMenuId: string | undefined = undefined;
  /** Spec 2 §2.3, §8: the row menu's delete (alert, delete, toast, reload). */
  readonly deletion: CatalogDeletion;
  private navigate: Navigate = () => undefined;
  private readonly loads = new AsyncLoad<CatalogPage>();

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LoadCatalogsUseCase) private readonly loadCatalogs: LoadCatalogsUseCase,
    @inject(DeleteCatalogUseCase) deleteCatalog: DeleteCatalogUseCase,
    @inject(HostGateway) host: HostGateway,
    @inject(Feedback) feedback: Feedback,
    @inject(Logger) private readonly logger: Logger,
    @inject(Texts) texts: Texts,
    @inject(CreateCatalogPresenter) readonly create: CreateCatalogPresenter,
  ) {
    this.deletion = new CatalogDeletion(deleteCatalog, host, feedback, logger, texts);
    this.query = new PagedQuery(() => void this.load());
    makeObservableState(this, {
      catalogs: observableRef,
    });
  }

  /** The catalog being deleted, if any. */
  get deletingId(): string | undefined {
    return this.deletion.deletingId;
  }

  /** Spec 2 §2.3: without a tenant id the screen renders nothing. */
  get hasTenant(): boolean {
    return (this.sessionStore.session?.tenant.id ?? '') !== '';
  }

  get rows(): readonly CatalogRow[] {
    const language = this.sessionStore.session?.language ?? 'pt';
    return this.catalogs.map((catalog) => toCatalogRow(catalog, language));
  }

  get page(): number {
    return this.query.page;
  }

  get pageSize(): CatalogPageSize {
    return this.query.pageSize;
  }

  get searchText(): string {
    return this.query.searchText;
  }

  get term(): string {
    return this.query.term;
  }

  get total(): number {
    return this.query.total;
  }

  get pageCount(): number {
    return this.query.pageCount;
  }

  /** 'No catalogs yet': nothing listed and nothing searched (a search with no match is not it). */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.total === 0 && this.term === '';
  }

  /** Spec 2 §6: create and delete need read/write on the workspace (a guest only reads). */
  get canWrite(): boolean {
    return this.sessionStore.canEdit(KNOWLEDGE_BASE_AREA);
  }

  /** Spec 2 §2.3: the header's 'Create catalog' shows when catalogs exist (and the role may write). */
  get showsCreateButton(): boolean {
    return this.canWrite && this.status === 'ready' && !this.isEmpty;
  }

  /** The view hands in the router's navigation (presenters know no router). */
  attach(navigate: Navigate): void {
    this.navigate = navigate;
  }

  async load(): Promise<void> {
    const tenantId = this.sessionStore.session?.tenant.id;
    if (tenantId === undefined || tenantId === '') return;
    const { page, pageSize, term } = this;
    const current = await this.loads.run(
      () => this.loadCatalogs.execute(tenantId, page, pageSize, term),
      (result) => {
        this.catalogs = result.items;
      },
      {
        keepShown: true,
        failed: (error) => {
          this.logger.error('Knowledge-base catalogs failed to load', error);
          this.catalogs = [];
        },
      },
    );
    const result = this.loads.data;
    // A delete can empty the last page: the query then asks for the page before it.
    if (current !== undefined && result !== undefined) this.query.loaded(result.total, result.items.length);
  }

  get status(): LoadStatus {
    return this.loads.status;
  }

  /** A reload with rows on screen: they stay (and keep focus) until the new page arrives. */
  get refreshing(): boolean {
    return this.loads.refreshing;
  }

  searchChanged(text: string): void {
    this.query.searchChanged(text);
  }

  searchCleared(): void {
    this.query.searchCleared();
  }

  pageChanged(page: number): void {
    this.query.pageChanged(page);
  }

  pageSizeChanged(pageSize: CatalogPageSize): void {
    this.query.pageSizeChanged(pageSize);
  }

  menuToggled(catalogId: string | undefined): void {
    this.openMenuId = this.openMenuId === catalogId ? undefined : catalogId;
  }

  openClicked(catalogId: string): void {
    this.openMenuId = undefined;
    this.navigate(catalogDocumentsPath(catalogId, KNOWLEDGE_BASE_SECTION));
  }

  createClicked(): void {
    if (this.canWrite) this.create.open();
  }

  /** Spec 2 §2.4: a created catalog opens at once. */
  async createSaved(): Promise<void> {
    const catalog = await this.create.saveClicked();
    if (catalog !== undefined) this.navigate(catalogDocumentsPath(catalog.id, KNOWLEDGE_BASE_SECTION));
  }

  /** Spec 2 §2.3, §8: the host's delete alert, then the delete, its toast and a reload. */
  async deleteClicked(catalogId: string): Promise<void> {
    const tenantId = this.sessionStore.session?.tenant.id;
    this.openMenuId = undefined;
    if (tenantId === undefined || !this.canWrite) return;
    await this.deletion.run(tenantId, catalogId, this.load);
  }

  /** The page leaves: a pending search or answer must not act on a page that is gone. */
  dispose(): void {
    this.query.dispose();
    this.loads.drop();
  }
}
