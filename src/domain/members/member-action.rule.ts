/** What the member commands do (spec 1 §2 Members page, §4 Member). */
export type MemberAction = 'changeRole' | 'remove' | 'accept' | 'reject';

/** How a command sent to several members ended: which identities succeeded, which failed. */
export interface BulkOutcome {
  readonly succeeded: readonly string[];
  readonly failed: readonly string[];
}

/**
 * Message codes of spec 1 §8, translated by the presentation. Any failed member makes the
 * action a failure. Pending texts come in the singular for one member and in the plural
 * forms of the spec for several; the Members tab texts are always '(s)' forms.
 */
export type MemberMessageCode =
  | 'membersUpdated'
  | 'membersUpdateFailed'
  | 'membersDeleted'
  | 'membersDeleteFailed'
  | 'memberApproved'
  | 'membersApproved'
  | 'memberApproveFailed'
  | 'membersApproveFailed'
  | 'memberRejected'
  | 'membersRejected'
  | 'memberRejectFailed'
  | 'membersRejectFailed';

const MESSAGES: Readonly<
  Record<
    MemberAction,
    {
      readonly ok: readonly [MemberMessageCode, MemberMessageCode];
      readonly failed: readonly [MemberMessageCode, MemberMessageCode];
    }
  >
> = {
  changeRole: {
    ok: ['membersUpdated', 'membersUpdated'],
    failed: ['membersUpdateFailed', 'membersUpdateFailed'],
  },
  remove: {
    ok: ['membersDeleted', 'membersDeleted'],
    failed: ['membersDeleteFailed', 'membersDeleteFailed'],
  },
  accept: {
    ok: ['memberApproved', 'membersApproved'],
    failed: ['memberApproveFailed', 'membersApproveFailed'],
  },
  reject: {
    ok: ['memberRejected', 'membersRejected'],
    failed: ['memberRejectFailed', 'membersRejectFailed'],
  },
};

export function isBulkSuccess(outcome: BulkOutcome): boolean {
  return outcome.failed.length === 0;
}

export function memberActionMessage(
  action: MemberAction,
  outcome: BulkOutcome,
): { readonly type: 'success' | 'danger'; readonly code: MemberMessageCode } {
  const count = outcome.succeeded.length + outcome.failed.length;
  const index = count > 1 ? 1 : 0;
  const success = isBulkSuccess(outcome);
  const messages = MESSAGES[action];
  return {
    type: success ? 'success' : 'danger',
    code: (success ? messages.ok : messages.failed)[index] as MemberMessageCode,
  };
}
