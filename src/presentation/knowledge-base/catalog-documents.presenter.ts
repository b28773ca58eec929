import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import { AddContentUseCase } from '../../application/knowledge-base/add-content.use-case';
import { DocumentActionsUseCase } from '../../application/knowledge-base/document-actions.use-case';
import type { DocumentRef } from '../../application/knowledge-base/documents.port';
import { LoadCatalogsUseCase } from '../../application/knowledge-base/load-catalogs.use-case';
import { LoadDocumentsUseCase } from '../../application/knowledge-base/load-documents.use-case';
import { SaveCatalogUseCase } from '../../application/knowledge-base/save-catalog.use-case';
import { UpdateContentUseCase } from '../../application/knowledge-base/update-content.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import type { DocumentRowAction } from '../../domain/knowledge-base/document-actions.rule';
import type { Document } from '../../domain/knowledge-base/document.entity';
import { KNOWLEDGE_BASE_AREA } from '../../domain/knowledge-base/knowledge-base-access.rule';
import { mergePolled, processingDocumentIds } from '../../domain/knowledge-base/polled-documents.rule';
import type { Language } from '../../domain/shared/language.rule';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { SessionStore } from '../shell/session.store';
import { CatalogHeading } from './catalog-heading.presenter';
import { ContentModal } from './content-modal.presenter';
import { DocumentPoller } from './document-poller';
import { DocumentRetries } from './document-retries.presenter';
import { DocumentRowCommands } from './document-row-commands.presenter';
import { toDocumentRow, type DocumentRow, type DocumentsPageOutlets } from './document-rows';
import { KNOWLEDGE_BASE_SECTION, urlPathsPath, type ContentSection } from './content-section';
import { KnowledgeBaseToasts } from './knowledge-base-toasts';
import { PagedQuery } from './paged-query.presenter';
import { VersionTotals } from './version-totals.presenter';
import { makeObservableState } from '../shared/observable-state';

type DocumentsPage = Awaited<ReturnType<LoadDocumentsUseCase['page']>>;

/**
 * The catalog documents page (spec 2 §2.5): the catalog's name (breadcrumb, renamable), one
 * server page of documents, the row menu, the modals and the polling of processing documents.
 */
@injectable()
export class CatalogDocumentsPresenter {
  catalogId = '';
  /** Where the page is shown: 'Open' stays in it (spec 2 §2.1, the pipeline's documents). */
  section: ContentSection = KNOWLEDGE_BASE_SECTION;
  documents: readonly Document[] = [];
  openMenuId: string | undefined = undefined;
  readonly query: PagedQuery;
  readonly modal: ContentModal;
  readonly commands: DocumentRowCommands;
  readonly poller: DocumentPoller;
  readonly retries: DocumentRetries;
  /** The catalog's name in the breadcrumb: its load, its rename and the rename's error. */
  readonly heading: CatalogHeading;
  private readonly versionTotals: VersionTotals;
  private outlets: DocumentsPageOutlets = { navigate: () => undefined, openTab: () => false };
  private readonly loads = new AsyncLoad<DocumentsPage>();
  private readonly toasts: KnowledgeBaseToasts;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LoadCatalogsUseCase) catalogs: LoadCatalogsUseCase,
    @inject(SaveCatalogUseCase) saveCatalog: SaveCatalogUseCase,
    @inject(LoadDocumentsUseCase) private readonly loadDocuments: LoadDocumentsUseCase,
    @inject(AddContentUseCase) add: AddContentUseCase,
    @inject(UpdateContentUseCase) update: UpdateContentUseCase,
    @inject(DocumentActionsUseCase) actions: DocumentActionsUseCase,
    @inject(HostGateway) host: HostGateway,
    @inject(Feedback) feedback: Feedback,
    @inject(Logger) private readonly logger: Logger,
    @inject(Texts) texts: Texts,
  ) {
    this.toasts = new KnowledgeBaseToasts(feedback, texts);
    this.heading = new CatalogHeading(catalogs, saveCatalog, this.toasts, logger);
    this.query = new PagedQuery(() => void this.load());
    this.modal = new ContentModal({
      add,
      update,
      toasts: this.toasts,
      logger,
      where: () => this.where,
      saved: () => this.load(),
      versions: (ref) => this.loadDocuments.versions(ref),
    });
    this.versionTotals = new VersionTotals(logger);
    this.commands = new DocumentRowCommands(actions, host, this.toasts, logger);
    this.retries = new DocumentRetries({
      update,
      toasts: this.toasts,
      logger,
      where: () => this.where,
      // A fresh run for the document sent again, with the ones still being polled.
      resumed: (documentId) => this.poller.start([...this.poller.pollingIds, documentId]),
    });
    this.poller = new DocumentPoller(
      (ids) => this.loadDocuments.byIds(this.where?.tenantId ?? '', this.catalogId, ids),
      (documents) => this.polled(documents),
      (stalledIds) => this.retries.gaveUp(stalledIds),
    );
    makeObservableState(this, {
      outlets: false,
      section: observableRef,
      documents: observableRef,
    });
  }

  get hasTenant(): boolean {
    return this.tenantId !== '';
  }

  /** Spec 2 §6: every write control needs read/write on the workspace (a guest only reads). */
  get canWrite(): boolean {
    return this.sessionStore.canEdit(KNOWLEDGE_BASE_AREA);
  }

  get language(): Language {
    return this.sessionStore.session?.language ?? 'pt';
  }

  get rows(): readonly DocumentRow[] {
    return this.documents.map((document) =>
      toDocumentRow(document, this.language, {
        stalled: this.retries.isStalled(document),
        retrying: this.retries.isRetrying(document.id),
        versionTotal: this.versionTotals.of(document.id),
        canWrite: this.canWrite,
      }),
    );
  }

  /** Spec 2 §2.5: 'No content yet' only with no items and no search. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.query.total === 0 && this.query.term === '';
  }

  attach(outlets: DocumentsPageOutlets): void {
    this.outlets = outlets;
  }

  /** The page opens (or its route's catalog changes): the catalog's name and its first page. */
  async open(catalogId: string, section: ContentSection = KNOWLEDGE_BASE_SECTION): Promise<void> {
    this.catalogId = catalogId;
    this.section = section;
    await Promise.all([this.heading.load(this.where), this.load()]);
  }

  async load(): Promise<void> {
    const where = this.where;
    if (where === undefined) return;
    this.poller.stop();
    this.retries.reset();
    const { page, pageSize, term } = this.query;
    const current = await this.loads.run(
      () => this.loadDocuments.page(where.tenantId, where.catalogId, page, pageSize, term),
      (result) => {
        this.documents = result.items;
      },
      { keepShown: true, failed: (error) => this.failed(error) },
    );
    const result = this.loads.data;
    if (current === undefined || result === undefined) return;
    this.poller.start(processingDocumentIds(result.items));
    this.query.loaded(result.total, result.items.length);
    await this.versionTotals.refresh(result.items, (documentId) =>
      this.loadDocuments.versionTotal({ ...where, documentId }),
    );
  }

  /** Spec 2 §2.5, §8: the breadcrumb's inline edit. A failure keeps the field open to retry. */
  renameCatalog(name: string): Promise<void> {
    if (!this.canWrite) return Promise.resolve();
    return this.heading.rename(this.tenantId, this.catalogId, name);
  }

  get status(): LoadStatus {
    return this.loads.status;
  }

  /** A reload with rows on screen: they stay until the new page arrives. */
  get refreshing(): boolean {
    return this.loads.refreshing;
  }

  menuToggled(documentId: string | undefined): void {
    this.openMenuId = this.openMenuId === documentId ? undefined : documentId;
  }

  /** Spec 2 §2.5 row menu: one entry point; only what the row offers runs (§6: a guest, no write). */
  actionChosen(documentId: string, action: DocumentRowAction): void {
    this.openMenuId = undefined;
    const document = this.documents.find((candidate) => candidate.id === documentId);
    const where = this.where;
    const offered = this.rows.find((row) => row.id === documentId)?.actions.includes(action) === true;
    if (document === undefined || where === undefined || !offered) return;
    const ref: DocumentRef = { ...where, documentId };
    if (action === 'open') {
      this.outlets.navigate(urlPathsPath(this.catalogId, documentId, this.section), {
        catalogName: this.heading.name,
        documentName: document.name,
      });
    } else if (action === 'download') void this.commands.download(document, this.outlets.openTab);
    else if (action === 'update-url' || action === 'update-file' || action === 'restore') {
      this.modal.open(action, document);
    } else if (action === 'delete') void this.commands.remove(ref, this.load);
    else void this.commands.toggleStatus(ref, document, this.load);
  }

  /** Issue 14: 'Retry' on a row that is 'Still synchronizing'. */
  retryClicked(documentId: string): void {
    const document = this.documents.find((candidate) => candidate.id === documentId);
    if (document !== undefined && this.canWrite) void this.retries.retry(document);
  }

  /** The page leaves: no timer, pending search or answer may act on it any more. */
  dispose(): void {
    this.poller.stop();
    this.query.dispose();
    this.loads.drop();
    this.versionTotals.drop();
  }

  private failed(error: unknown): void {
    this.logger.error('Knowledge-base documents failed to load', error);
    this.documents = [];
  }

  private get tenantId(): string {
    return this.sessionStore.session?.tenant.id ?? '';
  }

  private get where(): { tenantId: string; catalogId: string } | undefined {
    if (this.tenantId === '' || this.catalogId === '') return undefined;
    return { tenantId: this.tenantId, catalogId: this.catalogId };
  }

  /**
   * Spec 2 §4: changed items replace listed ones; answers which listed ones still process,
   * less those an earlier run gave up on (issue 14: only a retry or a reload polls them again).
   */
  private polled(fetched: readonly Document[]): readonly string[] {
    runInAction(() => {
      this.documents = mergePolled(this.documents, fetched);
    });
    return processingDocumentIds(this.documents).filter((id) => !this.retries.stalledIds.includes(id));
  }
}
