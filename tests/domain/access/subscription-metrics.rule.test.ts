import { describe, expect, it } from 'vitest';
import {
  isAnyMetricAvailable,
  isMetricAvailable,
  subscriptionHasMetric,
} from '../../../src/domain/access/subscription-metrics.rule';
import { allOff, ctx, item, togglesOn } from './access-fixtures';

describe('subscription metrics (spec 1 §6, spec 3 §3.2)', () => {
  it('spec 3 §3.2: presence reads both spellings of a metric id', () => {
    expect(subscriptionHasMetric([item('session')], 'Session')).toBe(true);
    expect(subscriptionHasMetric([item('Session')], 'Session')).toBe(true);
    expect(subscriptionHasMetric([item('Session')], 'Agent')).toBe(false);
  });
  it("spec 1 §6: an unlimited Agent item counts only with 'billing-unlimited-agent-consumption'", () => {
    const unlimited = [item('agent', -1)];
    expect(isMetricAvailable(ctx({ subscription: unlimited, isToggleOn: allOff }), 'Agent')).toBe(false);
    const on = togglesOn('billing-unlimited-agent-consumption');
    expect(isMetricAvailable(ctx({ subscription: unlimited, isToggleOn: on }), 'Agent')).toBe(true);
  });
  it('spec 3 §9: quantity -1 on another metric is simply unlimited, and counts', () => {
    expect(
      isMetricAvailable(ctx({ subscription: [item('Session', -1)], isToggleOn: allOff }), 'Session'),
    ).toBe(true);
  });
  it('any of several metrics is enough', () => {
    const context = ctx({ subscription: [item('ExchangedMessage')], isToggleOn: allOff });
    expect(isAnyMetricAvailable(context, ['MonthlyActiveUser', 'ExchangedMessage'])).toBe(true);
    expect(isAnyMetricAvailable(context, ['MonthlyActiveUser'])).toBe(false);
  });
});
