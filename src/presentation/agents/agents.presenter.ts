import { inject, injectable } from 'inversify';
import { AddAgentsUseCase } from '../../application/agents/add-agents.use-case';
import { ChangeAgentUseCase } from '../../application/agents/change-agent.use-case';
import { LoadAgentsUseCase } from '../../application/agents/load-agents.use-case';
import { Clock } from '../../application/shared/clock.port';
import { HostGateway } from '../../application/shared/host.port';
import { Feedback } from '../shared/feedback.port';
import { UndoOfferPresenter } from '../shared/undo/undo-offer.presenter';
import { Logger } from '../../application/shared/logger.port';
import type { PriorityReads } from '../../application/shared/priority-reads';
import { canEdit } from '../../domain/access/permission.rule';
import { agentPlanLimit, type AgentPlanLimit } from '../../domain/agents/agent-limit.rule';
import {
  emptyReasonOf,
  filterAgents,
  type AgentFilter,
  type AgentsEmptyReason,
} from '../../domain/agents/agent-search.rule';
import type { Agent } from '../../domain/agents/agent.entity';
import { agentsSummary, type AgentsSummary } from '../../domain/agents/agents-summary.rule';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.rule';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { TypedSearch } from '../shared/typed-search.presenter';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { AgentActions, AGENTS_TRACKING_ORIGIN } from './agent-actions.presenter';
import { toAgentRow, type AgentRow } from './agent-row';
import { AgentsListPresenter } from './agents-list.presenter';
import { makeObservableState } from '../shared/observable-state';
import type { TextKey } from '../i18n/texts';

export type AgentsStatus = LoadStatus;

/** What shows instead of rows: nothing (there are rows), or the reason the list is empty. */
export type AgentsEmptyState = 'none' | AgentsEmptyReason;

/** The agents page (spec 1 §2 'Agents page'): summary, search, list and its actions. */
@injectable()
export class AgentsPresenter {
  searchTerm = '';
  onlyTriggered = false;
  readonly list = new AgentsListPresenter();
  /** Whether the listing has every page yet: counts, search and filter say they are partial until then. */
  listing: 'partial' | 'complete' = 'partial';
  /** The desk lookups of the latest load; a newer load or leaving the page aborts them. */
  private botReads: PriorityReads<string> | undefined = undefined;
  readonly actions: AgentActions;
  /** Issue 38 §2: Undo after the 'Is triggerable?' switch. */
  readonly undo: UndoOfferPresenter;
  private readonly loads = new AsyncLoad<readonly Agent[]>();
  private readonly search = new TypedSearch((text) => this.searchSettled(text));

  constructor(
    @inject(LoadAgentsUseCase) private readonly loadAgents: LoadAgentsUseCase,
    @inject(ChangeAgentUseCase) change: ChangeAgentUseCase,
    @inject(AddAgentsUseCase) add: AddAgentsUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) host: HostGateway,
    @inject(Texts) texts: Texts,
    @inject(Clock) clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(Feedback) feedback: Feedback,
  ) {
    const t = (key: TextKey<'agents'>, values?: Readonly<Record<string, unknown>>) =>
      texts.t(`agents:${key}`, { ...values });
    this.undo = new UndoOfferPresenter(texts, logger);
    this.actions = new AgentActions(
      { change, add, host, feedback, undo: this.undo, texts, clock, logger, tracker, t },
      this.list,
      () => ({ tenantId: this.tenantId, language: this.language, limit: this.limit }),
      () => this.load(),
    );
    makeObservableState(this, { botReads: false });
  }

  /** What is typed; the list follows it once typing settles (spec 1 §9). */
  get searchText(): string {
    return this.search.text;
  }

  get status(): AgentsStatus {
    return this.loads.status;
  }

  get tenantId(): string {
    return this.sessionStore.session?.tenant.id ?? '';
  }

  get tenantName(): string {
    return this.sessionStore.session?.tenant.name ?? '';
  }

  get language(): Language {
    return this.sessionStore.session?.language ?? DEFAULT_LANGUAGE;
  }

  /** spec 1 §6: edit on tenant-members enables the switch, delete and add. */
  get canEdit(): boolean {
    return canEdit(this.sessionStore.session?.user.roleId, 'tenant-members');
  }

  get limit(): AgentPlanLimit | undefined {
    return agentPlanLimit(this.sessionStore.session?.subscription ?? []);
  }

  get summary(): AgentsSummary {
    return agentsSummary(this.sessionStore.session?.planName, this.limit, this.list.agents);
  }

  get filter(): AgentFilter {
    return { term: this.searchTerm, onlyTriggered: this.onlyTriggered };
  }

  get rows(): readonly AgentRow[] {
    const agents = this.list.agents.map((agent) => this.list.current(agent));
    return filterAgents(agents, this.filter).map((agent) =>
      toAgentRow(agent, this.list.isBusy(agent.userIdentity)),
    );
  }

  get emptyState(): AgentsEmptyState {
    if (this.status !== 'ready' || this.rows.length > 0) return 'none';
    return emptyReasonOf(this.filter);
  }

  /**
   * spec 1 §2: 'Add agent' shows for editors while the search is empty: nothing typed, not even
   * a space (the list is searched with the term as typed, spec 1 §5; issue 37 §4).
   */
  get showAddButton(): boolean {
    return this.canEdit && this.searchText === '';
  }

  /**
   * The agents and this month's consumption, then each agent's bots as they arrive. A first load
   * shows each page as it comes (issue 34 §2); a reload keeps the rows shown until the whole new
   * list is in. The desk lookups ask for the rows on screen first.
   */
  async load(): Promise<void> {
    const tenantId = this.tenantId;
    if (tenantId === '') return;
    const reload = this.list.agents.length > 0;
    this.listing = 'partial';
    const current = await this.loads.run(
      (signal) => {
        const reads = this.loadAgents.botReads(
          tenantId,
          (identity, bots) => this.list.setBots(identity, bots),
          signal,
        );
        this.botReads = reads;
        const pageLoaded = (page: readonly Agent[]) => {
          this.list.append(page);
          reads.add(page.map((agent) => agent.userIdentity));
        };
        return this.loadAgents.execute(tenantId, reload ? undefined : { pageLoaded }, signal);
      },
      (agents) => {
        if (reload) this.list.replace(agents);
        else this.list.completed(agents);
        this.listing = 'complete';
      },
      {
        keepShown: true,
        failed: (error) => {
          this.logger.error('Agents failed to load', error);
          // A first load's pages are not the list: the retry starts anew, page by page.
          if (!reload) this.list.replace([]);
        },
      },
    );
    const agents = this.loads.data;
    if (current === undefined || agents === undefined) return;
    const reads = this.botReads;
    if (reads === undefined) return;
    reads.add(agents.map((agent) => agent.userIdentity));
    reads.close();
    await reads.settled;
  }

  /** The table's rows on screen changed: their desk lookups go first (issue 34 §2). */
  visibleRowsChanged(ids: readonly string[]): void {
    this.botReads?.prioritize(ids);
  }

  retryClicked(): Promise<void> {
    return this.load();
  }

  searchChanged(text: string): void {
    this.search.typed(text);
  }

  searchCleared(): void {
    this.search.replaced('');
    this.searchTerm = '';
  }

  onlyTriggeredChanged(onlyTriggered: boolean): void {
    this.onlyTriggered = onlyTriggered;
    void this.tracker.track('agents-only-triggered-changed', AGENTS_TRACKING_ORIGIN, { onlyTriggered });
  }

  /** A search and switch from the URL, applied at once (no typing to wait for, nothing tracked). */
  restored(state: { readonly search: string; readonly onlyTriggered: boolean }): void {
    this.search.replaced(state.search);
    this.searchTerm = state.search;
    this.onlyTriggered = state.onlyTriggered;
  }

  /** The view is gone: pending searches, loads and desk lookups are dropped. */
  dispose(): void {
    this.search.dispose();
    this.loads.drop();
    this.botReads?.abort();
    this.undo.dispose();
  }

  /** Agents listed so far, while the listing is partial (issue 34 §2's progress line). */
  get loadedSoFar(): number | undefined {
    return this.listing === 'partial' && this.list.agents.length > 0 ? this.list.agents.length : undefined;
  }

  /** A search or the 'View only triggered' filter over a partial list says so. */
  get filtersPartialList(): boolean {
    return this.loadedSoFar !== undefined && (this.searchTerm !== '' || this.onlyTriggered);
  }

  private searchSettled(text: string): void {
    this.searchTerm = text;
    if (text !== '') void this.tracker.track('agents-searched', AGENTS_TRACKING_ORIGIN);
  }
}
