import { describe, expect, it } from 'vitest';
import { isBulkSuccess, memberActionMessage } from '../../../src/domain/members/member-action.rule';

const ok = (count: number) => ({ succeeded: Array.from({ length: count }, (_, i) => `m${i}`), failed: [] });
const failed = (good: number, bad: number) => ({
  succeeded: Array.from({ length: good }, (_, i) => `m${i}`),
  failed: Array.from({ length: bad }, (_, i) => `f${i}`),
});

describe('member action messages (spec 1 §8 Members and pending)', () => {
  it("spec 1 §8: role changes: 'Member(s) successfully updated' / 'Failed to update member(s)'", () => {
    expect(memberActionMessage('changeRole', ok(1))).toEqual({ type: 'success', code: 'membersUpdated' });
    expect(memberActionMessage('changeRole', ok(3))).toEqual({ type: 'success', code: 'membersUpdated' });
    expect(memberActionMessage('changeRole', failed(2, 1))).toEqual({
      type: 'danger',
      code: 'membersUpdateFailed',
    });
  });

  it("spec 1 §8: deletes: 'Member(s) deleted(s)' / 'Failed to delete member(s)'", () => {
    expect(memberActionMessage('remove', ok(2))).toEqual({ type: 'success', code: 'membersDeleted' });
    expect(memberActionMessage('remove', failed(0, 1))).toEqual({
      type: 'danger',
      code: 'membersDeleteFailed',
    });
  });

  it('spec 1 §8: pending accept, singular for one request and plural for several', () => {
    expect(memberActionMessage('accept', ok(1)).code).toBe('memberApproved');
    expect(memberActionMessage('accept', ok(2)).code).toBe('membersApproved');
    expect(memberActionMessage('accept', failed(0, 1)).code).toBe('memberApproveFailed');
    expect(memberActionMessage('accept', failed(1, 1)).code).toBe('membersApproveFailed');
  });

  it('spec 1 §8: pending reject, singular for one request and plural for several', () => {
    expect(memberActionMessage('reject', ok(1)).code).toBe('memberRejected');
    expect(memberActionMessage('reject', ok(4)).code).toBe('membersRejected');
    expect(memberActionMessage('reject', failed(0, 1)).code).toBe('memberRejectFailed');
    expect(memberActionMessage('reject', failed(0, 2))).toEqual({
      type: 'danger',
      code: 'membersRejectFailed',
    });
  });

  it('any failed member makes the whole action a failure', () => {
    expect(isBulkSuccess(ok(5))).toBe(true);
    expect(isBulkSuccess(failed(4, 1))).toBe(false);
  });
});
