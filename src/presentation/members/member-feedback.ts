import type { HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import {
  memberActionMessage,
  type BulkOutcome,
  type MemberAction,
} from '../../domain/members/member-action.rule';
import type { Feedback } from '../shared/feedback.port';
import type { Texts } from '../shared/texts.port';
import type { Tracker } from '../shared/tracker.service';
import { rejectAlertBody } from './member-texts';

export const MEMBERS_TRACKING_ORIGIN = 'members-page';

const TRACKED_ACTIONS: Readonly<Record<MemberAction, string>> = {
  changeRole: 'members-role-changed',
  remove: 'members-deleted',
  accept: 'members-request-accepted',
  reject: 'members-request-rejected',
};

/**
 * What the members page says to the user: toasts through the Feedback port (issue 36 §2), the
 * reject alert through the host, tracking.
 */
export class MemberFeedback {
  constructor(
    private readonly host: HostGateway,
    private readonly feedback: Feedback,
    private readonly texts: Texts,
    private readonly tracker: Tracker,
    private readonly logger: Logger,
  ) {}

  /** Spec 1 §8: the message of an action's outcome. */
  report(action: MemberAction, outcome: BulkOutcome): void {
    const message = memberActionMessage(action, outcome);
    this.feedback.show({
      type: message.type,
      message: this.texts.t(`members:messages.${message.code}`, { count: message.count }),
    });
    this.track(TRACKED_ACTIONS[action], { count: outcome.succeeded.length, failed: outcome.failed.length });
  }

  /** Spec 1 §8 'Failed to load members'. */
  loadFailed(): void {
    this.feedback.error(this.texts.t('members:messages.loadFailed'));
  }

  /** Spec 1 §8: loss of access, cannot be undone; 'Go back' / 'Reject'. A broken host means no. */
  confirmReject(emails: readonly string[]): Promise<boolean> {
    return this.host
      .showAlert({
        variant: 'delete',
        title: this.texts.t('members:reject.title', { count: emails.length }),
        body: rejectAlertBody(emails, (key, options) => this.texts.t(`members:${key}`, { ...options })),
        confirm: this.texts.t('members:reject.confirm'),
        cancel: this.texts.t('members:reject.cancel'),
      })
      .catch((error: unknown) => {
        this.logger.error('The reject confirmation failed', error);
        return false;
      });
  }

  track(action: string, extra?: Record<string, unknown>): void {
    void this.tracker.track(action, MEMBERS_TRACKING_ORIGIN, extra);
  }
}
