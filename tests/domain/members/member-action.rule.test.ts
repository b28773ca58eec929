import { describe, expect, it } from 'vitest';
import { isBulkSuccess, memberActionMessage } from '../../../src/domain/members/member-action.rule';

const ok = (count: number) => ({ succeeded: Array.from({ length: count }, (_, i) => `m${i}`), failed: [] });
const failed = (good: number, bad: number) => ({
  succeeded: Array.from({ length: good }, (_, i) => `m${i}`),
  failed: Array.from({ length: bad }, (_, i) => `f${i}`),
});

describe('member action messages (spec 1 §8 Members and pending)', () => {
  it("spec 1 §8: role changes: 'Member(s) successfully updated' / 'Failed to update member(s)'", () => {
    expect(memberActionMessage('changeRole', ok(1))).toEqual({ type: 'success', code: 'updated', count: 1 });
    expect(memberActionMessage('changeRole', ok(3))).toEqual({ type: 'success', code: 'updated', count: 3 });
    expect(memberActionMessage('changeRole', failed(2, 1))).toEqual({
      type: 'danger',
      code: 'updateFailed',
      count: 3,
    });
  });

  it("spec 1 §8: deletes: 'Member(s) deleted(s)' / 'Failed to delete member(s)'", () => {
    expect(memberActionMessage('remove', ok(2))).toEqual({ type: 'success', code: 'deleted', count: 2 });
    expect(memberActionMessage('remove', failed(0, 1))).toEqual({
      type: 'danger',
      code: 'deleteFailed',
      count: 1,
    });
  });

  it('spec 1 §8, issue 36 §4: pending accept: one code, the count of requests picks the singular or plural text', () => {
    expect(memberActionMessage('accept', ok(1))).toMatchObject({ code: 'approved', count: 1 });
    expect(memberActionMessage('accept', ok(2))).toMatchObject({ code: 'approved', count: 2 });
    expect(memberActionMessage('accept', failed(0, 1))).toMatchObject({ code: 'approveFailed', count: 1 });
    expect(memberActionMessage('accept', failed(1, 1))).toMatchObject({ code: 'approveFailed', count: 2 });
  });

  it('spec 1 §8, issue 36 §4: pending reject: one code, the count of requests picks the singular or plural text', () => {
    expect(memberActionMessage('reject', ok(1))).toMatchObject({ code: 'rejected', count: 1 });
    expect(memberActionMessage('reject', ok(4))).toMatchObject({ code: 'rejected', count: 4 });
    expect(memberActionMessage('reject', failed(0, 1))).toMatchObject({ code: 'rejectFailed', count: 1 });
    expect(memberActionMessage('reject', failed(0, 2))).toEqual({
      type: 'danger',
      code: 'rejectFailed',
      count: 2,
    });
  });

  it('any failed member makes the whole action a failure', () => {
    expect(isBulkSuccess(ok(5))).toBe(true);
    expect(isBulkSuccess(failed(4, 1))).toBe(false);
  });
});
