import { describe, expect, it } from 'vitest';
import { toAgentPlanStatus, toUserRole } from '../../../src/infrastructure/access/access.mapper';
import { malformedAnswerOf } from '../support/malformed-answer';

describe('access answers (spec 1 §7)', () => {
  it("spec 1 §7 'AI platform': the agent plan's flags are on only when sent as true; a blank reason is none", () => {
    expect(toAgentPlanStatus({ hasActivePaidPlan: true, isTrial: 'true', reason: 'trial' })).toEqual({
      hasActivePaidPlan: true,
      isTrial: false,
      reason: 'trial',
    });
    expect(toAgentPlanStatus({ reason: ' ' })).toEqual({
      hasActivePaidPlan: false,
      isTrial: false,
      reason: undefined,
    });
    expect(malformedAnswerOf(() => toAgentPlanStatus(null))).toMatchObject({
      kind: 'malformed',
      what: 'agent plan',
      field: '',
    });
  });

  it('spec 1 §7: the role is compared trimmed and without case; anything else is a MalformedAnswer naming roleId', () => {
    expect(toUserRole({ roleId: ' Admin ' })).toBe('admin');
    expect(toUserRole({ roleId: 'GUEST', fullName: 'Ana' })).toBe('guest');
    for (const answer of [{ roleId: 'owner' }, { roleId: 1 }, {}]) {
      expect(malformedAnswerOf(() => toUserRole(answer))).toMatchObject({
        kind: 'malformed',
        what: 'tenant user',
        field: 'roleId',
      });
    }
    expect(malformedAnswerOf(() => toUserRole('admin'))).toMatchObject({ field: '' });
  });
});
