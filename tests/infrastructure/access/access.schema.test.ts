import { describe, expect, it } from 'vitest';
import { AGENT_PLAN, USER_ROLE } from '../../../src/infrastructure/access/access.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toAgentPlanStatus = (answer: unknown) => readAnswer(AGENT_PLAN, answer, 'agent plan');
const toUserRole = (answer: unknown) => readAnswer(USER_ROLE, answer, 'tenant user');

describe('issue 36 §3: access answer schemas (spec 1 §7)', () => {
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
