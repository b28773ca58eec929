import type { HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import {
  memberActionMessage,
  type BulkOutcome,
  type MemberAction,
} from '../../domain/members/member-action.rule';
import type { TextKey } from '../i18n/texts';
import type { I18nInstance } from '../shared/i18n-instance';
import type { Tracker } from '../shared/tracker.service';
import { rejectAlertBody } from './member-texts';

export const MEMBERS_TRACKING_ORIGIN = 'members-page';

const TRACKED_ACTIONS: Readonly<Record<MemberAction, string>> = {
  changeRole: 'members-role-changed',
  remove: 'members-deleted',
  accept: 'members-request-accepted',
  reject: 'members-request-rejected',
};

/** What the members page says to the user through the host: toasts, the reject alert, tracking. */
export class MemberFeedback {
  constructor(
    private readonly host: HostGateway,
    private readonly i18n: I18nInstance,
    private readonly tracker: Tracker,
    private readonly logger: Logger,
  ) {}

  /** Spec 1 §8: the message of an action's outcome. */
  report(action: MemberAction, outcome: BulkOutcome): void {
    const message = memberActionMessage(action, outcome);
    this.host.toast({
      type: message.type,
      message: this.text(`messages.${message.code}`, { count: message.count }),
    });
    this.track(TRACKED_ACTIONS[action], { count: outcome.succeeded.length, failed: outcome.failed.length });
  }

  /** Spec 1 §8 'Failed to load members'. */
  loadFailed(): void {
    this.host.toast({ type: 'danger', message: this.text('messages.loadFailed') });
  }

  /** Spec 1 §8: loss of access, cannot be undone; 'Go back' / 'Reject'. A broken host means no. */
  confirmReject(emails: readonly string[]): Promise<boolean> {
    return this.host
      .showAlert({
        variant: 'delete',
        title: this.text('reject.title', { count: emails.length }),
        body: rejectAlertBody(emails, (key, options) => this.text(key, options)),
        confirm: this.text('reject.confirm'),
        cancel: this.text('reject.cancel'),
      })
      .catch((error: unknown) => {
        this.logger.error('The reject confirmation failed', error);
        return false;
      });
  }

  track(action: string, extra?: Record<string, unknown>): void {
    void this.tracker.track(action, MEMBERS_TRACKING_ORIGIN, extra);
  }

  private text(key: TextKey<'members'>, options?: Record<string, unknown>): string {
    return this.i18n.t(key, { ns: 'members', ...options });
  }
}
