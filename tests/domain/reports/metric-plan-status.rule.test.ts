import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_SUCCESS_STATUS,
  conversationsStatus,
  monthlyUsersStatus,
  ratedMetricStatus,
  type RequestState,
} from '../../../src/domain/reports/metric-plan-status.rule';
import { planStatusFromRate } from '../../../src/domain/reports/plan-status.rule';

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
  it("spec 3 §4.1: the success value is 'unlimited' (no plan rate to measure against)", () => {
    expect(CONVERSATIONS_SUCCESS_STATUS).toBe('unlimited');
    expect(conversationsStatus('success')).toBe('unlimited');
  });

  it('spec 3 §4.1: initial status and failure are error', () => {
    expect(conversationsStatus('loading')).toBe('error');
    expect(conversationsStatus('failure')).toBe('error');
  });
});
