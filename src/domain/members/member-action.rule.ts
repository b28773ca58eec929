/** What the member commands do (spec 1 §2 Members page, §4 Member). */
export type MemberAction = 'changeRole' | 'remove' | 'accept' | 'reject';

/** How a command sent to several members ended: which identities succeeded, which failed. */
export interface BulkOutcome {
  readonly succeeded: readonly string[];
  readonly failed: readonly string[];
}

/**
 * Message codes of spec 1 §8, translated by the presentation. Any failed member makes the
 * action a failure. The outcome carries how many members the action touched: the text's
 * singular or plural form is the translator's choice (i18next's `count`, issue 36 §4), so
 * the domain never picks a singular or a plural code.
 */
export type MemberMessageCode =
  | 'updated'
  | 'updateFailed'
  | 'deleted'
  | 'deleteFailed'
  | 'approved'
  | 'approveFailed'
  | 'rejected'
  | 'rejectFailed';

const MESSAGES: Readonly<
  Record<MemberAction, { readonly ok: MemberMessageCode; readonly failed: MemberMessageCode }>
> = {
  changeRole: { ok: 'updated', failed: 'updateFailed' },
  remove: { ok: 'deleted', failed: 'deleteFailed' },
  accept: { ok: 'approved', failed: 'approveFailed' },
  reject: { ok: 'rejected', failed: 'rejectFailed' },
};

export function isBulkSuccess(outcome: BulkOutcome): boolean {
  return outcome.failed.length === 0;
}

export function memberActionMessage(
  action: MemberAction,
  outcome: BulkOutcome,
): { readonly type: 'success' | 'danger'; readonly code: MemberMessageCode; readonly count: number } {
  const success = isBulkSuccess(outcome);
  const messages = MESSAGES[action];
  return {
    type: success ? 'success' : 'danger',
    code: success ? messages.ok : messages.failed,
    count: outcome.succeeded.length + outcome.failed.length,
  };
}
