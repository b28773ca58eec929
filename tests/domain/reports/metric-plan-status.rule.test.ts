import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversationsStatus,
  monthlyUsersStatus,
  ratedMetricStatus,
  type RequestState,
} from '../../../src/domain/reports/metric-plan-status.rule';
import { overallPlanStatus, planStatusFromRate } from '../../../src/domain/reports/plan-status.rule';

const RUNS = { numRuns: 1000, seed: 20260302 };

describe('spec 3 §4.1 per-metric status: DAU, DEU and agent', () => {
  it('spec 3 §4.1: the initial status (call not settled) is error', () => {
    expect(ratedMetricStatus({ state: 'loading', quantity: 100, planUsageRate: 50 })).toBe('error');
  });

  it('spec 3 §4.1: a failed call gives error, whatever the figures', () => {
    expect(ratedMetricStatus({ state: 'failure', quantity: -1, planUsageRate: 50 })).toBe('error');
    expect(ratedMetricStatus({ state: 'failure', quantity: 100, planUsageRate: 120 })).toBe('error');
  });

  it('spec 3 §4.1: on success an unlimited plan (quantity -1) is unlimited, whatever the rate', () => {
    expect(ratedMetricStatus({ state: 'success', quantity: -1, planUsageRate: 150 })).toBe('unlimited');
    expect(ratedMetricStatus({ state: 'success', quantity: -1, planUsageRate: 0 })).toBe('unlimited');
  });

  it('spec 3 §4.1: on success with a plan quantity the status comes from planUsageRate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.double(), (quantity, planUsageRate) => {
        expect(ratedMetricStatus({ state: 'success', quantity, planUsageRate })).toBe(
          planStatusFromRate(planUsageRate),
        );
      }),
      RUNS,
    );
  });
});

describe('spec 3 §4.1 per-metric status: MAU/MEU', () => {
  it.each<[RequestState, string]>([
    ['loading', 'normal'],
    ['success', 'unlimited'],
    ['failure', 'error'],
  ])('spec 3 §4.1: %s reads %s', (state, expected) => {
    expect(monthlyUsersStatus(state)).toBe(expected);
  });
});

describe('spec 3 §4.1 per-metric status: conversations', () => {
  it("spec 3 §4.1, issue 22 §3: on success, a month without conversations is 'empty', with any it is 'normal'", () => {
    expect(conversationsStatus('success', 0)).toBe('empty');
    expect(conversationsStatus('success', 1)).toBe('normal');
  });

  it('spec 3 §4.1: initial status and failure are error', () => {
    expect(conversationsStatus('loading', 5)).toBe('error');
    expect(conversationsStatus('failure', 5)).toBe('error');
  });

  // Which subscriptions then read 'No data to display for the chosen period.' (status 'empty').
  it.each([
    ['conversations only, none this month', ['session:0'], 'empty'],
    ['conversations only, some', ['session:12'], 'normal'],
    ['DAU at 0 % and no conversations', ['rate:0', 'session:0'], 'empty'],
    ['DAU unlimited and no conversations', ['unlimited', 'session:0'], 'unlimited'],
    ['MAU (always unlimited on success) and no conversations', ['mau', 'session:0'], 'unlimited'],
    ['DAU at 50 % and no conversations', ['rate:50', 'session:0'], 'normal'],
    ['a failed conversations call alone', ['session:failed'], 'error'],
  ] as const)('spec 3 §4.1, issue 22 §3: %s → %s', (_case, metrics, expected) => {
    const statuses = metrics.map((metric) => {
      if (metric === 'mau') return monthlyUsersStatus('success');
      if (metric === 'unlimited')
        return ratedMetricStatus({ state: 'success', quantity: -1, planUsageRate: -1 });
      if (metric === 'session:failed') return conversationsStatus('failure', 0);
      const [kind, value] = metric.split(':');
      const number = Number(value);
      return kind === 'session'
        ? conversationsStatus('success', number)
        : ratedMetricStatus({ state: 'success', quantity: 100, planUsageRate: number });
    });
    expect(overallPlanStatus(statuses)).toBe(expected);
  });
});
