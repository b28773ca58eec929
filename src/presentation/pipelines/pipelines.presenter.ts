import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { LoadPipelinesUseCase } from '../../application/pipelines/load-pipelines.use-case';
import { PipelineActionsUseCase } from '../../application/pipelines/pipeline-actions.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { toPipeline, type Pipeline } from '../../domain/pipelines/pipeline.entity';
import {
  DEFAULT_PIPELINE_PAGE_SIZE,
  searchPipelines,
  type PipelinePageSize,
} from '../../domain/pipelines/pipeline-search.rule';
import { clampPage, pageCount } from '../../domain/shared/paging.rule';
import type { PortalAction } from '../../domain/pipelines/portal-paths.rule';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { TypedSearch } from '../shared/typed-search.presenter';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { SessionStore } from '../shell/session.store';
import { confirmDeletion } from '../shared/confirm-deletion';
import { pipelineToast } from './pipeline-feedback';
import { makeObservableState } from '../shared/observable-state';

export type PipelinesStatus = LoadStatus;
type Applications = Awaited<ReturnType<LoadPipelinesUseCase['listPipelines']>>;
export type PipelinesEmptyState = 'none' | 'noPipelines' | 'noResults';

/**
 * The pipeline list (spec 2 §2.13, §4, §5, §8): rows as soon as the applications are listed, each
 * filled in when its builder configuration arrives; client-side search settled 500 ms after
 * typing; top-window navigation to the portal; delete after confirmation, then reload.
 */
@injectable()
export class PipelinesPresenter {
  pipelines: readonly Pipeline[] = [];
  /** Ids whose configuration is still being read: their tasks and status show a placeholder. */
  pending: ReadonlySet<string> = new Set();
  term = '';
  pageSize: PipelinePageSize = DEFAULT_PIPELINE_PAGE_SIZE;
  /** The page asked for; `shownPage` is it within the pages the rows fill. */
  page = 1;
  private readonly loads = new AsyncLoad<Applications>();
  private readonly search = new TypedSearch((text) => this.searchSettled(text));

  constructor(
    @inject(LoadPipelinesUseCase) private readonly loader: LoadPipelinesUseCase,
    @inject(PipelineActionsUseCase) private readonly actions: PipelineActionsUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Texts) private readonly texts: Texts,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeObservableState(this, {
      pipelines: observableRef,
      pending: observableRef,
    });
  }

  /** What is typed; `term` follows it 500 ms after typing stops. */
  get searchText(): string {
    return this.search.text;
  }

  get status(): PipelinesStatus {
    return this.loads.status;
  }

  /**
   * Spec 2 §6: the pipeline list needs the members permission; creating or deleting a pipeline
   * needs it read/write (a role that only reads gets neither control).
   */
  get canWrite(): boolean {
    return this.sessionStore.canEdit('tenant-members');
  }

  get tenantId(): string {
    return this.sessionStore.session?.tenant.id ?? '';
  }

  /** spec 2 §5: the settled term, matched on name or pipeline_id. */
  get rows(): readonly Pipeline[] {
    return searchPipelines(this.pipelines, this.term);
  }

  get emptyState(): PipelinesEmptyState {
    if (this.rows.length > 0) return 'none';
    return this.term.trim() === '' ? 'noPipelines' : 'noResults';
  }

  /** A new search or page size starts the table on page 1 (spec 2 §2.3 reading for lists). */
  get tableKey(): string {
    return `${this.term}\u0000${this.pageSize}`;
  }

  get shownPage(): number {
    return clampPage(this.page, pageCount(this.rows.length, this.pageSize));
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  async load(): Promise<void> {
    const tenantId = this.tenantId;
    if (tenantId === '') return;
    const current = await this.loads.run(
      () => this.loader.listPipelines(tenantId),
      (applications) => {
        this.pipelines = applications.map((application) => toPipeline(application));
        this.pending = new Set(applications.filter((a) => a.hasPermission).map((a) => a.id));
      },
      { failed: (error) => this.logger.error('Pipelines failed to load', error) },
    );
    const applications = this.loads.data;
    if (current === undefined || applications === undefined) return;
    const user = this.sessionStore.session?.user;
    await this.loader.loadConfigurations(
      applications,
      { email: user?.email ?? '', localNode: user?.localNode ?? '' },
      (pipeline) => {
        if (current()) this.configurationArrived(pipeline);
      },
    );
  }

  searchChanged(text: string): void {
    this.search.typed(text);
  }

  searchCleared(): void {
    this.search.replaced('');
    this.term = '';
    this.page = 1;
  }

  pageSizeChanged(pageSize: PipelinePageSize): void {
    this.pageSize = pageSize;
    this.page = 1;
  }

  pageChanged(page: number): void {
    this.page = page;
  }

  /** A search, page and page size from the URL, applied at once (no typing to wait for). */
  restored(state: {
    readonly search: string;
    readonly page: number;
    readonly pageSize: PipelinePageSize;
  }): void {
    this.search.replaced(state.search);
    this.term = state.search.trim();
    this.page = state.page;
    this.pageSize = state.pageSize;
  }

  createClicked(): Promise<void> {
    return this.canWrite ? this.navigate('create') : Promise.resolve();
  }

  /** Open, Team and Logs of a row (spec 2 §2.13); rows without permission have no menu. */
  rowActionClicked(action: Exclude<PortalAction, 'create'>, id: string): Promise<void> {
    return this.navigate(action, id);
  }

  async deleteClicked(id: string): Promise<void> {
    const pipeline = this.pipelines.find((candidate) => candidate.id === id);
    if (pipeline === undefined || !pipeline.hasPermission || !this.canWrite) return;
    if (
      !(await confirmDeletion(this.host, this.logger, (key) =>
        this.texts.t(`pipelines:confirmDelete.${key}`),
      ))
    )
      return;
    try {
      await this.actions.delete(id);
    } catch (error) {
      this.logger.error('Pipeline delete failed', error);
      this.feedback.show(pipelineToast(this.texts, 'danger', 'deleteFailed'));
      return;
    }
    this.feedback.show(pipelineToast(this.texts, 'success', 'deleted'));
    await this.load();
  }

  /** The view is gone: a pending search and load are dropped. */
  dispose(): void {
    this.search.dispose();
    this.loads.drop();
  }

  private async navigate(action: PortalAction, id?: string): Promise<void> {
    let sent = false;
    try {
      sent = await this.actions.navigate(this.tenantId, action, id);
    } catch (error) {
      this.logger.error('Tenant URL unavailable', error);
    }
    if (!sent) {
      this.feedback.error(this.texts.t('pipelines:toasts.navigationFailed'));
    }
  }

  private configurationArrived(pipeline: Pipeline): void {
    this.pipelines = this.pipelines.map((row) => (row.id === pipeline.id ? pipeline : row));
    const pending = new Set(this.pending);
    pending.delete(pipeline.id);
    this.pending = pending;
  }

  private searchSettled(text: string): void {
    const term = text.trim();
    if (term !== this.term) this.page = 1;
    this.term = term;
  }
}
