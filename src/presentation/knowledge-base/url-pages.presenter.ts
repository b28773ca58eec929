import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import type { DocumentRef } from '../../application/knowledge-base/documents.port';
import { UrlPagesUseCase } from '../../application/knowledge-base/url-pages.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { toggledStatus } from '../../domain/knowledge-base/document-status.rule';
import type { DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { AsyncLoad } from '../shared/async-load';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { SessionStore } from '../shell/session.store';
import type { LoadStatus } from '../shared/async-load';
import { KNOWLEDGE_BASE_AREA } from '../../domain/knowledge-base/knowledge-base-access.rule';
import type { UrlPathsNavigationState } from './document-rows';
import { KnowledgeBaseToasts } from './knowledge-base-toasts';
import { PagedQuery } from './paged-query.presenter';
import { confirmDeletion } from '../shared/confirm-deletion';
import { makeObservableState } from '../shared/observable-state';

type UrlPagesPage = Awaited<ReturnType<UrlPagesUseCase['page']>>;

/**
 * The URL pages of a URL document (spec 2 §2.12, §8 'URL pages'): names for the breadcrumb
 * (from the navigation, or fetched), one server page of pages, each with its active switch
 * and a delete after confirmation.
 */
@injectable()
export class UrlPagesPresenter {
  catalogId = '';
  documentId = '';
  catalogName = '';
  documentName = '';
  pages: readonly DocumentVersion[] = [];
  /** The page a switch or delete is running on. */
  busyId: string | undefined = undefined;
  readonly query: PagedQuery;
  private readonly toasts: KnowledgeBaseToasts;
  private readonly loads = new AsyncLoad<UrlPagesPage>();

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(UrlPagesUseCase) private readonly urlPages: UrlPagesUseCase,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Feedback) feedback: Feedback,
    @inject(Logger) private readonly logger: Logger,
    @inject(Texts) texts: Texts,
  ) {
    this.toasts = new KnowledgeBaseToasts(feedback, texts);
    this.query = new PagedQuery(() => void this.load());
    makeObservableState(this, {
      pages: observableRef,
    });
  }

  get hasTenant(): boolean {
    return this.ref !== undefined;
  }

  async open(
    catalogId: string,
    documentId: string,
    state: Partial<UrlPathsNavigationState> | null,
  ): Promise<void> {
    this.catalogId = catalogId;
    this.documentId = documentId;
    const catalogName = state?.catalogName ?? '';
    const documentName = state?.documentName ?? '';
    this.catalogName = catalogName;
    this.documentName = documentName;
    const names = catalogName !== '' && documentName !== '' ? Promise.resolve() : this.fetchNames();
    await Promise.all([names, this.load()]);
  }

  async load(): Promise<void> {
    const ref = this.ref;
    if (ref === undefined) return;
    const { page, pageSize, term } = this.query;
    const current = await this.loads.run(
      () => this.urlPages.page(ref, page, pageSize, term),
      (result) => {
        this.pages = result.items;
      },
      {
        keepShown: true,
        failed: (error) => {
          this.logger.error('Knowledge-base URL pages failed to load', error);
          this.pages = [];
        },
      },
    );
    const result = this.loads.data;
    if (current !== undefined && result !== undefined) this.query.loaded(result.total, result.items.length);
  }

  /** Spec 2 §6: the switch and the delete need read/write on the workspace (a guest only reads). */
  get canWrite(): boolean {
    return this.sessionStore.canEdit(KNOWLEDGE_BASE_AREA);
  }

  get status(): LoadStatus {
    return this.loads.status;
  }

  /** Spec 2 §4 'URL page (version) status': active ↔ inactive by the row switch. */
  async switchToggled(page: DocumentVersion): Promise<void> {
    const status = toggledStatus(page.status);
    const ref = this.ref;
    if (status === undefined || ref === undefined || this.busyId !== undefined || !this.canWrite) return;
    this.busyId = page.version_id;
    try {
      await this.urlPages.setStatus(ref, page.version_id, status);
      this.toasts.show('success', 'urlPages.toasts.updated');
      await this.load();
    } catch (error) {
      this.logger.error('Knowledge-base URL page status could not be changed', error);
      this.toasts.show('danger', 'urlPages.toasts.updateFailed');
    }
    runInAction(() => {
      this.busyId = undefined;
    });
  }

  /** Spec 2 §2.12, §8: 'Delete page' confirmation, then the delete, its toast and a reload. */
  async deleteClicked(page: DocumentVersion): Promise<void> {
    const ref = this.ref;
    if (
      ref === undefined ||
      this.busyId !== undefined ||
      !this.canWrite ||
      !(await confirmDeletion(this.host, this.logger, (key) =>
        this.toasts.text(`urlPages.deleteConfirm.${key}`),
      ))
    )
      return;
    runInAction(() => {
      this.busyId = page.version_id;
    });
    try {
      await this.urlPages.remove(ref, page.version_id);
      this.toasts.show('success', 'urlPages.toasts.deleted');
      await this.load();
    } catch (error) {
      this.logger.error('Knowledge-base URL page could not be deleted', error);
      this.toasts.show('danger', 'urlPages.toasts.deleteFailed');
    }
    runInAction(() => {
      this.busyId = undefined;
    });
  }

  dispose(): void {
    this.query.dispose();
    this.loads.drop();
  }

  private get ref(): DocumentRef | undefined {
    const tenantId = this.sessionStore.session?.tenant.id ?? '';
    if (tenantId === '' || this.catalogId === '' || this.documentId === '') return undefined;
    return { tenantId, catalogId: this.catalogId, documentId: this.documentId };
  }

  private async fetchNames(): Promise<void> {
    const ref = this.ref;
    if (ref === undefined) return;
    try {
      const names = await this.urlPages.names(ref);
      runInAction(() => {
        this.catalogName = names.catalogName;
        this.documentName = names.documentName;
      });
    } catch (error) {
      this.logger.error('Knowledge-base URL pages: names could not be read', error);
    }
  }
}
