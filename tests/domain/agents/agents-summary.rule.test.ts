import { describe, expect, it } from 'vitest';
import { agentsSummary, DEFAULT_AGENT_PLAN_NAME } from '../../../src/domain/agents/agents-summary.rule';
import { agent } from './agent-fixtures';

describe('agents summary card (spec 1 §2 Agents page)', () => {
  const agents = [agent({ triggered: true }), agent({ email: 'b@acme.com', triggered: false })];

  it("spec 1 §2: the plan name defaults to 'Standard'", () => {
    expect(DEFAULT_AGENT_PLAN_NAME).toBe('Standard');
    expect(agentsSummary(undefined, undefined, []).planName).toBe('Standard');
    expect(agentsSummary('  ', undefined, []).planName).toBe('Standard');
    expect(agentsSummary('Business', undefined, []).planName).toBe('Business');
  });

  it('spec 1 §2: the quantity and the agents activated this month', () => {
    expect(agentsSummary('Pro', { quantity: 10, additionalItemValue: 1 }, agents)).toEqual({
      planName: 'Pro',
      quantity: 10,
      activatedThisMonth: 1,
      showExpected: true,
    });
  });

  it("spec 1 §2: 'Expected in the Plan' shows only when the quantity is above 0", () => {
    expect(agentsSummary('Pro', { quantity: 0, additionalItemValue: 1 }, agents).showExpected).toBe(false);
    expect(agentsSummary('Pro', { quantity: -1, additionalItemValue: 1 }, agents).showExpected).toBe(false);
    expect(agentsSummary('Pro', undefined, agents).showExpected).toBe(false);
  });
});
