import type { AddAgentsUseCase } from '../../application/agents/add-agents.use-case';
import type { ChangeAgentUseCase } from '../../application/agents/change-agent.use-case';
import type { Clock } from '../../application/shared/clock.port';
import type { AlertRequest, AwaitPrompt, HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import type { AgentPlanLimit } from '../../domain/agents/agent-limit.rule';
import { needsLimitWarning } from '../../domain/agents/agent-limit.rule';
import type { Agent } from '../../domain/agents/agent.entity';
import { agentRemoval, withEnabled } from '../../domain/agents/agent-removal.rule';
import { limitWarningValues } from '../../domain/agents/billing-warning.rule';
import type { Language } from '../../domain/shared/language.rule';
import type { UndoOutcome } from '../../domain/undo/bulk-undo.rule';
import type { Feedback } from '../shared/feedback.port';
import type { Texts } from '../shared/texts.port';
import type { UndoOfferPresenter } from '../shared/undo/undo-offer.presenter';
import type { Tracker } from '../shared/tracker.service';
import type { TextKey } from '../i18n/texts';
import {
  alreadyNonTriggerableAlert,
  deleteAlert,
  limitWarningAlert,
  triggeredAlert,
  type AgentsText,
} from './agent-alerts';
import type { AgentsListPresenter } from './agents-list.presenter';
import { makeObservableState } from '../shared/observable-state';
import { PromptLocks } from '../shared/prompt-locks';

export const AGENTS_TRACKING_ORIGIN = 'agents';

export interface AgentActionsDeps {
  readonly change: ChangeAgentUseCase;
  readonly add: AddAgentsUseCase;
  readonly host: HostGateway;
  readonly feedback: Feedback;
  /** Issue 38 §2: Undo after the switch, with its texts. */
  readonly undo: UndoOfferPresenter;
  readonly texts: Texts;
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
 * the click until the backend answered, so it cannot be changed twice at once; while only the
 * portal's alert or modal is awaited, for at most PROMPT_LOCK_MS (issue 35 §8): a late answer
 * still counts, on the agent as it is then.
 */
export class AgentActions {
  adding = false;
  private readonly rows: PromptLocks<string>;
  private readonly addButton: PromptLocks<'add'>;

  constructor(
    private readonly deps: AgentActionsDeps,
    private readonly state: AgentsListPresenter,
    private readonly context: () => AgentActionsContext,
    private readonly reload: () => Promise<void>,
  ) {
    this.rows = new PromptLocks((userIdentity, busy) => this.state.setBusy(userIdentity, busy));
    this.addButton = new PromptLocks((_, adding) => this.setAdding(adding));
    makeObservableState(this, { deps: false });
  }

  /** The switch moves at once; a failed save puts it back (spec 1 §4, §8). */
  async enabledToggled(userIdentity: string, enabled: boolean): Promise<void> {
    const clicked = this.state.find(userIdentity);
    if (clicked === undefined || clicked.enabled === enabled || this.state.isBusy(userIdentity)) return;
    const { t, change, clock } = this.deps;
    const { limit, language } = this.context();
    this.track('agents-triggerable-changed', { enabled });
    await this.rows.run(userIdentity, async (ask) => {
      if (needsLimitWarning(clicked, enabled, this.state.agents, limit) && limit !== undefined) {
        const values = limitWarningValues(limit.additionalItemValue, clock.now(), language);
        if (!(await ask(() => this.ask(limitWarningAlert(t, values)), false))) return;
      }
      // The portal's own record with only isEnabled changed: the desk's bots are for display,
      // and a failed desk lookup must not wipe the agent's bots (issue 35 §1).
      const before = this.state.find(userIdentity);
      if (before === undefined || before.enabled === enabled) return;
      this.state.update(withEnabled(before, enabled));
      try {
        await change.setEnabled(before, enabled);
        this.toast('success', enabled ? 'toasts.enabled' : 'toasts.disabled');
        this.offerUndo(before, enabled);
      } catch (error) {
        this.deps.logger.error('Agent save failed', error);
        this.state.update(before);
        this.toast('danger', enabled ? 'toasts.enableFailed' : 'toasts.disableFailed');
      }
    });
  }

  /** Issue 38 §2: the switch back, offered for a few seconds after a saved change. */
  private offerUndo(agent: Agent, enabled: boolean): void {
    const name = agent.fullName;
    this.deps.undo.offer({
      message: this.deps.texts.t(enabled ? 'undo:offer.agentEnabled' : 'undo:offer.agentDisabled', { name }),
      names: [name],
      undo: () => this.switchBack(agent.userIdentity, !enabled, name),
    });
  }

  /**
   * The same save as the switch, back to the state the agent had, on the agent as it is now; the
   * list is not reloaded, as after the switch. No cost warning: the state put back is the one
   * the agent had a moment ago, not a new activation (docs/decisions/undo.md).
   */
  private async switchBack(userIdentity: string, enabled: boolean, name: string): Promise<UndoOutcome> {
    const agent = this.state.find(userIdentity);
    if (agent === undefined || this.state.isBusy(userIdentity))
      return { kind: 'partial', notRestored: [name] };
    if (agent.enabled === enabled) return { kind: 'restored', count: 1 };
    this.state.setBusy(userIdentity, true);
    this.state.update(withEnabled(agent, enabled));
    try {
      await this.deps.change.setEnabled(agent, enabled);
      return { kind: 'restored', count: 1 };
    } catch (error) {
      this.deps.logger.error('Agent undo failed', error);
      this.state.update(agent);
      return { kind: 'partial', notRestored: [name] };
    } finally {
      this.state.setBusy(userIdentity, false);
    }
  }

  async deleteClicked(userIdentity: string): Promise<void> {
    const agent = this.state.find(userIdentity);
    if (agent === undefined || this.state.isBusy(userIdentity)) return;
    const removal = agentRemoval(agent);
    this.track('agents-delete-clicked', { removal });
    await this.rows.run(userIdentity, async (ask) => {
      if (removal === 'delete') await this.deleteAgent(userIdentity, ask);
      else if (removal === 'make-non-triggerable') await this.makeNonTriggerable(userIdentity, ask);
      else await ask(() => this.ask(alreadyNonTriggerableAlert(this.deps.t, agent)), false);
    });
  }

  /** spec 1 §2: the host's invite-agent modal; on confirm the list reloads. */
  async addAgentClicked(): Promise<void> {
    if (this.adding) return;
    this.track('agents-add-clicked');
    await this.addButton.run('add', async (ask) => {
      try {
        const outcome = await this.deps.add.execute(this.context().tenantId, ask);
        if (outcome.kind === 'added') {
          this.toast('success', 'toasts.created');
          await this.reload();
        } else if (outcome.kind === 'invalid' && outcome.error === 'invalid-email') {
          this.toast('danger', 'toasts.invalidEmail');
        }
      } catch (error) {
        this.deps.logger.error('Adding agents failed', error);
        this.toast('danger', 'toasts.addFailed');
      }
    });
  }

  private setAdding(adding: boolean): void {
    this.adding = adding;
  }

  private async deleteAgent(userIdentity: string, ask: AwaitPrompt): Promise<void> {
    const shown = this.state.find(userIdentity);
    if (shown === undefined || !(await ask(() => this.ask(deleteAlert(this.deps.t, shown)), false))) return;
    // The agent as it is when the answer comes (a late answer may follow a reload).
    const agent = this.state.find(userIdentity);
    if (agent === undefined) return;
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
  private async makeNonTriggerable(userIdentity: string, ask: AwaitPrompt): Promise<void> {
    const shown = this.state.find(userIdentity);
    if (shown === undefined || !(await ask(() => this.ask(triggeredAlert(this.deps.t, shown)), false)))
      return;
    const agent = this.state.find(userIdentity);
    if (agent === undefined) return;
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

  private toast(type: 'success' | 'danger', key: TextKey<'agents'>): void {
    this.deps.feedback.show({ type, message: this.deps.t(key) });
  }

  private track(action: string, extra?: Readonly<Record<string, unknown>>): void {
    void this.deps.tracker.track(action, AGENTS_TRACKING_ORIGIN, extra);
  }
}
