import { runInAction } from 'mobx';
import type { AddAgentsUseCase } from '../../application/agents/add-agents.use-case';
import type { ChangeAgentUseCase } from '../../application/agents/change-agent.use-case';
import type { Clock } from '../../application/shared/clock.port';
import type { AlertRequest, HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import type { AgentPlanLimit } from '../../domain/agents/agent-limit.rule';
import { needsLimitWarning } from '../../domain/agents/agent-limit.rule';
import { agentRemoval, withEnabled } from '../../domain/agents/agent-removal.rule';
import { limitWarningValues } from '../../domain/agents/billing-warning.rule';
import type { Language } from '../../domain/shared/language.rule';
import type { Tracker } from '../shared/tracker.service';
import {
  alreadyNonTriggerableAlert,
  deleteAlert,
  limitWarningAlert,
  triggeredAlert,
  type AgentsText,
} from './agent-alerts';
import type { AgentsListState } from './agents-list.state';
import { makeObservableState } from '../shared/observable-state';

export const AGENTS_TRACKING_ORIGIN = 'agents';

export interface AgentActionsDeps {
  readonly change: ChangeAgentUseCase;
  readonly add: AddAgentsUseCase;
  readonly host: HostGateway;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly tracker: Tracker;
  readonly t: AgentsText;
}

export interface AgentActionsContext {
  readonly tenantId: string;
  readonly language: Language;
  readonly limit: AgentPlanLimit | undefined;
}

/**
 * What a person does to agents (spec 1 §2, §4, §8): the 'Is triggerable?' switch with the
 * plan-limit warning, delete or the non-triggerable path, and 'Add agent'. A row is busy from
 * the click until the backend answered, so it cannot be changed twice at once.
 */
export class AgentActions {
  adding = false;

  constructor(
    private readonly deps: AgentActionsDeps,
    private readonly state: AgentsListState,
    private readonly context: () => AgentActionsContext,
    private readonly reload: () => Promise<void>,
  ) {
    makeObservableState(this, { deps: false });
  }

  /** The switch moves at once; a failed save puts it back (spec 1 §4, §8). */
  async enabledToggled(userIdentity: string, enabled: boolean): Promise<void> {
    const agent = this.state.find(userIdentity);
    if (agent === undefined || agent.enabled === enabled || this.state.isBusy(userIdentity)) return;
    const { t, change, clock } = this.deps;
    const { limit, language } = this.context();
    this.track('agents-triggerable-changed', { enabled });
    this.state.setBusy(userIdentity, true);
    try {
      if (needsLimitWarning(agent, enabled, this.state.agents, limit) && limit !== undefined) {
        const values = limitWarningValues(limit.additionalItemValue, clock.now(), language);
        if (!(await this.ask(limitWarningAlert(t, values)))) return;
      }
      // The portal's own record with only isEnabled changed: the desk's bots are for display,
      // and a failed desk lookup must not wipe the agent's bots (issue 35 §1).
      const before = agent;
      this.state.update(withEnabled(before, enabled));
      try {
        await change.setEnabled(before, enabled);
        this.toast('success', enabled ? 'toasts.enabled' : 'toasts.disabled');
      } catch (error) {
        this.deps.logger.error('Agent save failed', error);
        this.state.update(before);
        this.toast('danger', enabled ? 'toasts.enableFailed' : 'toasts.disableFailed');
      }
    } finally {
      this.state.setBusy(userIdentity, false);
    }
  }

  async deleteClicked(userIdentity: string): Promise<void> {
    const agent = this.state.find(userIdentity);
    if (agent === undefined || this.state.isBusy(userIdentity)) return;
    const removal = agentRemoval(agent);
    this.track('agents-delete-clicked', { removal });
    this.state.setBusy(userIdentity, true);
    try {
      if (removal === 'delete') await this.deleteAgent(userIdentity);
      else if (removal === 'make-non-triggerable') await this.makeNonTriggerable(userIdentity);
      else await this.ask(alreadyNonTriggerableAlert(this.deps.t, agent));
    } finally {
      this.state.setBusy(userIdentity, false);
    }
  }

  /** spec 1 §2: the host's invite-agent modal; on confirm the list reloads. */
  async addAgentClicked(): Promise<void> {
    if (this.adding) return;
    this.adding = true;
    this.track('agents-add-clicked');
    try {
      const outcome = await this.deps.add.execute(this.context().tenantId);
      if (outcome.kind === 'added') {
        this.toast('success', 'toasts.created');
        await this.reload();
      } else if (outcome.kind === 'invalid' && outcome.error === 'invalid-email') {
        this.toast('danger', 'toasts.invalidEmail');
      }
    } catch (error) {
      this.deps.logger.error('Adding agents failed', error);
      this.toast('danger', 'toasts.addFailed');
    } finally {
      runInAction(() => {
        this.adding = false;
      });
    }
  }

  private async deleteAgent(userIdentity: string): Promise<void> {
    const agent = this.state.find(userIdentity);
    if (agent === undefined || !(await this.ask(deleteAlert(this.deps.t, agent)))) return;
    try {
      await this.deps.change.delete(agent);
      this.state.remove(userIdentity);
      this.toast('success', 'toasts.deleted');
    } catch (error) {
      this.deps.logger.error('Agent delete failed', error);
      this.toast('danger', 'toasts.deleteFailed');
    }
  }

  /** spec 1 §4: on confirm, an enabled agent is disabled and its applications cleared. */
  private async makeNonTriggerable(userIdentity: string): Promise<void> {
    const agent = this.state.find(userIdentity);
    if (agent === undefined || !(await this.ask(triggeredAlert(this.deps.t, agent)))) return;
    try {
      const saved = await this.deps.change.makeNonTriggerable(agent);
      this.state.update(saved);
      // Its bots were cleared on purpose (spec 1 §4): the row shows none.
      this.state.setBots(userIdentity, saved.applications);
      this.toast('success', 'toasts.disabled');
    } catch (error) {
      this.deps.logger.error('Agent save failed', error);
      this.toast('danger', 'toasts.disableFailed');
    }
  }

  /** A host that cannot show the alert is a "no": nothing changes without a confirmation. */
  private async ask(alert: AlertRequest): Promise<boolean> {
    try {
      return await this.deps.host.showAlert(alert);
    } catch (error) {
      this.deps.logger.error('Alert unavailable', error);
      return false;
    }
  }

  private toast(type: 'success' | 'danger', key: string): void {
    this.deps.host.toast({ type, message: this.deps.t(key) });
  }

  private track(action: string, extra?: Readonly<Record<string, unknown>>): void {
    void this.deps.tracker.track(action, AGENTS_TRACKING_ORIGIN, extra);
  }
}
