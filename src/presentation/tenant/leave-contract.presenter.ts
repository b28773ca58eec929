import { inject, injectable } from 'inversify';
import type { AlertRequest } from '../../application/shared/host.port';
import { Feedback } from '../shared/feedback.port';
import { Logger } from '../../application/shared/logger.port';
import { LeaveContractUseCase, type LeaveAlerts } from '../../application/tenant/leave-contract.use-case';
import { canLeaveContract } from '../../domain/tenant/leave-contract.rule';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { CONTRACT_CARD_ORIGIN } from './contract-card.presenter';
import { makeObservableState } from '../shared/observable-state';
import { PromptLocks } from '../shared/prompt-locks';

/** The leave alerts: each has its title, body and confirm under leave.<key> (issue 36 §4). */
type LeaveAlertKey = 'ownsChatbots' | 'onlyContract' | 'leave';

/** The 'Leave contract' link (spec 1 'Leave contract flow'): hidden for the owner, one run at a time. */
@injectable()
export class LeaveContractPresenter {
  isLeaving = false;
  private readonly prompts = new PromptLocks<'leave'>((_, leaving) => this.setLeaving(leaving));

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LeaveContractUseCase) private readonly leaveContract: LeaveContractUseCase,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Texts) private readonly texts: Texts,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    makeObservableState(this);
  }

  get isVisible(): boolean {
    const session = this.sessionStore.session;
    return session !== undefined && canLeaveContract(session.user.identity, session.tenant.ownerIdentity);
  }

  /**
   * One run at a time; while only the portal's alert is awaited the link is disabled for at most
   * PROMPT_LOCK_MS (issue 35 §8): a click after that asks again, and a late answer still counts.
   */
  async leaveClicked(): Promise<void> {
    const session = this.sessionStore.session;
    if (session === undefined || this.isLeaving || !this.isVisible) return;
    void this.tracker.track('contract-leave-clicked', CONTRACT_CARD_ORIGIN);
    await this.prompts.run('leave', async (ask) => {
      try {
        const outcome = await this.leaveContract.execute(
          session.user,
          session.tenant,
          this.alerts(session.tenant.name),
          ask,
        );
        if (outcome.kind === 'failed') this.failed();
      } catch (error) {
        this.logger.error('Leaving the contract failed', error);
        this.failed();
      }
    });
  }

  private setLeaving(leaving: boolean): void {
    this.isLeaving = leaving;
  }

  private failed(): void {
    this.feedback.error(this.texts.t('tenant:leave.failed'));
  }

  private alerts(contractName: string): LeaveAlerts {
    const alert = (key: LeaveAlertKey, variant: AlertRequest['variant']): AlertRequest => ({
      variant,
      title: this.texts.t(`tenant:leave.${key}.title`),
      body: this.texts.t(`tenant:leave.${key}.body`, { name: contractName }),
      confirm: this.texts.t(`tenant:leave.${key}.confirm`),
      cancel: this.texts.t('tenant:leave.cancel'),
    });
    return {
      'owns-chatbots': alert('ownsChatbots', 'warning'),
      'only-contract': alert('onlyContract', 'delete'),
      leave: alert('leave', 'delete'),
    };
  }
}
