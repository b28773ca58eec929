import { inject, injectable } from 'inversify';
import { AddAgentsUseCase } from '../../application/agents/add-agents.use-case';
import { ChangeAgentUseCase } from '../../application/agents/change-agent.use-case';
import { LoadAgentsUseCase } from '../../application/agents/load-agents.use-case';
import { Clock } from '../../application/shared/clock.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
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
import { TypedSearch } from '../shared/typed-search';
import { I18nInstance } from '../shared/i18n-instance';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { AgentActions, AGENTS_TRACKING_ORIGIN } from './agent-actions';
import { toAgentRow, type AgentRow } from './agent-row';
import { AgentsListState } from './agents-list.state';
import { makeObservableState } from '../shared/observable-state';

export type AgentsStatus = LoadStatus;

/** What shows instead of rows: nothing (there are rows), or the reason the list is empty. */
export type AgentsEmptyState = 'none' | AgentsEmptyReason;

/** The agents page (spec 1 §2 'Agents page'): summary, search, list and its actions. */
@injectable()
export class AgentsPresenter {
  searchTerm = '';
  onlyTriggered = false;
  readonly list = new AgentsListState();
  readonly actions: AgentActions;
  private readonly loads = new AsyncLoad<readonly Agent[]>();
  private readonly search = new TypedSearch((text) => this.searchSettled(text));

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
    makeObservableState(this);
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

  /** spec 1 §2: 'Add agent' shows for editors while the search is empty. */
  get showAddButton(): boolean {
    return this.canEdit && this.searchText === '';
  }

  /** The agents and this month's consumption, then each agent's bots as they arrive. */
  async load(): Promise<void> {
    const tenantId = this.tenantId;
    if (tenantId === '') return;
    const current = await this.loads.run(
      () => this.loadAgents.execute(tenantId),
      (agents) => this.list.replace(agents),
      { keepShown: true, failed: (error) => this.logger.error('Agents failed to load', error) },
    );
    const agents = this.loads.data;
    if (current === undefined || agents === undefined) return;
    await this.loadAgents.loadBots(
      tenantId,
      agents.map((agent) => agent.userIdentity),
      (identity, bots) => {
        if (current()) this.list.setBots(identity, bots);
      },
    );
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

  /** The view is gone: pending searches and loads are dropped. */
  dispose(): void {
    this.search.dispose();
    this.loads.drop();
  }

  private searchSettled(text: string): void {
    this.searchTerm = text;
    if (text.trim() !== '') void this.tracker.track('agents-searched', AGENTS_TRACKING_ORIGIN);
  }
}
