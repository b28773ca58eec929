import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AddAgentsUseCase } from '../../application/agents/add-agents.use-case';
import { ChangeAgentUseCase } from '../../application/agents/change-agent.use-case';
import { LoadAgentsUseCase } from '../../application/agents/load-agents.use-case';
import { Clock } from '../../application/shared/clock.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { canEdit } from '../../domain/access/permission.rule';
import { agentPlanLimit, type AgentPlanLimit } from '../../domain/agents/agent-limit.rule';
import {
  AGENT_SEARCH_DEBOUNCE_MS,
  filterAgents,
  isFilterActive,
  type AgentFilter,
} from '../../domain/agents/agent-search.rule';
import { agentsSummary, type AgentsSummary } from '../../domain/agents/agents-summary.rule';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.rule';
import { I18nInstance } from '../shared/i18n-instance';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { AgentActions, AGENTS_TRACKING_ORIGIN } from './agent-actions';
import { toAgentRow, type AgentRow } from './agent-row';
import { AgentsListState } from './agents-list.state';

export type AgentsStatus = 'loading' | 'ready' | 'failed';

/** What shows instead of rows: nothing (there are rows), the search's own message, or the table's. */
export type AgentsEmptyState = 'none' | 'not-found' | 'no-agents';

/** The agents page (spec 1 §2 'Agents page'): summary, search, list and its actions. */
@injectable()
export class AgentsPresenter {
  status: AgentsStatus = 'loading';
  /** What is typed; the list follows it 500 ms later (spec 1 §9). */
  searchText = '';
  searchTerm = '';
  onlyTriggered = false;
  readonly list = new AgentsListState();
  readonly actions: AgentActions;
  private generation = 0;
  private searchTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    @inject(LoadAgentsUseCase) private readonly loadAgents: LoadAgentsUseCase,
    @inject(ChangeAgentUseCase) change: ChangeAgentUseCase,
    @inject(AddAgentsUseCase) add: AddAgentsUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) host: HostGateway,
    @inject(I18nInstance) i18n: I18nInstance,
    @inject(Clock) clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
      i18n.t(key, { ...values, ns: 'agents' });
    this.actions = new AgentActions(
      { change, add, host, clock, logger, tracker, t },
      this.list,
      () => ({ tenantId: this.tenantId, language: this.language, limit: this.limit }),
      () => this.load(),
    );
    makeAutoObservable<
      AgentsPresenter,
      'loadAgents' | 'sessionStore' | 'logger' | 'tracker' | 'generation' | 'searchTimer'
    >(
      this,
      {
        loadAgents: false,
        sessionStore: false,
        logger: false,
        tracker: false,
        list: false,
        actions: false,
        generation: false,
        searchTimer: false,
      },
      { autoBind: true },
    );
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
    return isFilterActive(this.filter) ? 'not-found' : 'no-agents';
  }

  /** spec 1 §2: 'Add agent' shows for editors while the search is empty. */
  get showAddButton(): boolean {
    return this.canEdit && this.searchText === '';
  }

  /** The agents and this month's consumption, then each agent's bots as they arrive. */
  async load(): Promise<void> {
    const tenantId = this.tenantId;
    if (tenantId === '') return;
    this.generation += 1;
    const generation = this.generation;
    if (this.status !== 'ready') this.status = 'loading';
    let agents;
    try {
      agents = await this.loadAgents.execute(tenantId);
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.error('Agents failed to load', error);
      runInAction(() => {
        this.status = 'failed';
      });
      return;
    }
    if (generation !== this.generation) return;
    runInAction(() => {
      this.list.replace(agents);
      this.status = 'ready';
    });
    await this.loadAgents.loadBots(
      tenantId,
      agents.map((agent) => agent.userIdentity),
      (identity, bots) => {
        if (generation === this.generation) this.list.setBots(identity, bots);
      },
    );
  }

  retryClicked(): Promise<void> {
    this.status = 'loading';
    return this.load();
  }

  searchChanged(text: string): void {
    this.searchText = text;
    this.clearSearchTimer();
    this.searchTimer = setTimeout(() => this.searchSettled(text), AGENT_SEARCH_DEBOUNCE_MS);
  }

  searchCleared(): void {
    this.clearSearchTimer();
    this.searchText = '';
    this.searchTerm = '';
  }

  onlyTriggeredChanged(onlyTriggered: boolean): void {
    this.onlyTriggered = onlyTriggered;
    void this.tracker.track('agents-only-triggered-changed', AGENTS_TRACKING_ORIGIN, { onlyTriggered });
  }

  /** A search and switch from the URL, applied at once (no typing to wait for, nothing tracked). */
  restored(state: { readonly search: string; readonly onlyTriggered: boolean }): void {
    this.clearSearchTimer();
    this.searchText = state.search;
    this.searchTerm = state.search;
    this.onlyTriggered = state.onlyTriggered;
  }

  /** The view is gone: pending searches and loads are dropped. */
  dispose(): void {
    this.clearSearchTimer();
    this.generation += 1;
  }

  private searchSettled(text: string): void {
    this.searchTimer = undefined;
    this.searchTerm = text;
    if (text.trim() !== '') void this.tracker.track('agents-searched', AGENTS_TRACKING_ORIGIN);
  }

  private clearSearchTimer(): void {
    if (this.searchTimer !== undefined) clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
  }
}
