import { describe, expect, it } from 'vitest';
import {
  agentPlanLimit,
  countTriggered,
  needsLimitWarning,
} from '../../../src/domain/agents/agent-limit.rule';
import type { SubscriptionItem } from '../../../src/domain/billing/subscription.entity';
import { agent } from './agent-fixtures';

const item = (metricId: string, quantity: number, additionalItemValue = 119.9): SubscriptionItem => ({
  metricId,
  quantity,
  additionalItemValue,
  allowAdditionalItem: true,
});

const triggered = (n: number) =>
  Array.from({ length: n }, (_, i) => agent({ email: `t${i}@acme.com`, triggered: true }));

describe('agent plan limit (spec 1 §9)', () => {
  it("spec 1 §9: the limit is the subscription item with metricId 'Agent' (either spelling)", () => {
    expect(agentPlanLimit([item('Session', 9), item('Agent', 10, 49.5)])).toEqual({
      quantity: 10,
      additionalItemValue: 49.5,
    });
    expect(agentPlanLimit([item('agent', 3)])?.quantity).toBe(3);
    expect(agentPlanLimit([item('Session', 9)])).toBeUndefined();
  });

  it('counts the triggered agents', () => {
    expect(countTriggered([...triggered(3), agent()])).toBe(3);
  });

  const limit = { quantity: 3, additionalItemValue: 119.9 };
  const idle = agent({ email: 'idle@acme.com', enabled: false, isEnabled: false });

  it('spec 1 §9: enabling a non-triggered agent while triggered agents ≥ the quantity warns', () => {
    expect(needsLimitWarning(idle, true, [...triggered(3), idle], limit)).toBe(true);
    expect(needsLimitWarning(idle, true, [...triggered(4), idle], limit)).toBe(true);
  });

  it('spec 1 §9: below the limit there is no warning', () => {
    expect(needsLimitWarning(idle, true, [...triggered(2), idle], limit)).toBe(false);
  });

  it('spec 1 §9: no warning when disabling, for a triggered agent, or without a limit', () => {
    const enabled = agent({ email: 'on@acme.com' });
    expect(needsLimitWarning(enabled, false, [...triggered(5), enabled], limit)).toBe(false);
    const counted = agent({ email: 'c@acme.com', enabled: false, isEnabled: false, triggered: true });
    expect(needsLimitWarning(counted, true, [...triggered(5), counted], limit)).toBe(false);
    expect(needsLimitWarning(idle, true, triggered(5), undefined)).toBe(false);
    expect(needsLimitWarning(idle, true, triggered(5), { quantity: -1, additionalItemValue: 1 })).toBe(false);
  });
});
