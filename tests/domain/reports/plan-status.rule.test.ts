import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXCEEDED_RATE,
  NEAR_LIMIT_RATE,
  PLAN_STATUS_PRIORITY,
  PLAN_STATUSES,
  overallPlanStatus,
  planStatusFromRate,
  type PlanStatus,
} from '../../../src/domain/reports/plan-status.rule';

const RUNS = { numRuns: 1000, seed: 20260301 };
const statuses = fc.constantFrom<PlanStatus>(...PLAN_STATUSES);

describe('spec 3 §4.1 plan status priorities', () => {
  it('spec 3 §4.1: exceeded 5, nearLimit 4, normal 3, unlimited 2, empty 1, error 0', () => {
    expect(PLAN_STATUS_PRIORITY).toEqual({
      exceeded: 5,
      nearLimit: 4,
      normal: 3,
      unlimited: 2,
      empty: 1,
      error: 0,
    });
  });

  it('spec 3 §9: thresholds 80% near limit and 100% exceeded', () => {
    expect(NEAR_LIMIT_RATE).toBe(80);
    expect(EXCEEDED_RATE).toBe(100);
  });
});

describe('spec 3 §4.1 plan status from planUsageRate', () => {
  it.each<[number, PlanStatus]>([
    [0, 'empty'],
    [-0, 'empty'],
    [-1, 'unlimited'],
    [0.001, 'normal'],
    [1, 'normal'],
    [79.999, 'normal'],
    [80, 'nearLimit'],
    [99.99, 'nearLimit'],
    [100, 'exceeded'],
    [250, 'exceeded'],
    [Number.POSITIVE_INFINITY, 'exceeded'],
    [-0.5, 'error'],
    [-2, 'error'],
    [Number.NEGATIVE_INFINITY, 'error'],
    [Number.NaN, 'error'],
  ])('spec 3 §4.1: rate %d reads %s', (rate, expected) => {
    expect(planStatusFromRate(rate)).toBe(expected);
  });

  it('spec 3 §4.1: a value that is not a number reads error', () => {
    expect(planStatusFromRate('50' as unknown as number)).toBe('error');
    expect(planStatusFromRate(undefined as unknown as number)).toBe('error');
  });

  it('spec 3 §4.1: every number maps to exactly the band it falls in (property)', () => {
    fc.assert(
      fc.property(fc.double(), (rate) => {
        const status = planStatusFromRate(rate);
        if (Number.isNaN(rate)) expect(status).toBe('error');
        else if (rate === 0) expect(status).toBe('empty');
        else if (rate === -1) expect(status).toBe('unlimited');
        else if (rate < 0) expect(status).toBe('error');
        else if (rate < 80) expect(status).toBe('normal');
        else if (rate < 100) expect(status).toBe('nearLimit');
        else expect(status).toBe('exceeded');
      }),
      RUNS,
    );
  });

  it('spec 3 §4.1: above 0 a higher rate never gives a lower priority (property)', () => {
    const positive = fc.double({ min: Number.MIN_VALUE, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(positive, positive, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(PLAN_STATUS_PRIORITY[planStatusFromRate(low)]).toBeLessThanOrEqual(
          PLAN_STATUS_PRIORITY[planStatusFromRate(high)],
        );
      }),
      RUNS,
    );
  });
});

describe('spec 3 §4.1 overall status: highest priority, default error', () => {
  it('spec 3 §4.1: with no per-metric status the overall status is error', () => {
    expect(overallPlanStatus([])).toBe('error');
  });

  it.each<[PlanStatus[], PlanStatus]>([
    [['normal', 'exceeded', 'empty'], 'exceeded'],
    [['unlimited', 'nearLimit'], 'nearLimit'],
    [['empty', 'unlimited'], 'unlimited'],
    [['error', 'empty'], 'empty'],
    [['error', 'error'], 'error'],
    [['normal'], 'normal'],
  ])('spec 3 §4.1: %j reads %s', (list, expected) => {
    expect(overallPlanStatus(list)).toBe(expected);
  });

  it('spec 3 §4.1: the overall status is one of the list and outranks or equals each of them (property)', () => {
    fc.assert(
      fc.property(fc.array(statuses, { minLength: 1, maxLength: 12 }), (list) => {
        const overall = overallPlanStatus(list);
        expect(list).toContain(overall);
        for (const status of list) {
          expect(PLAN_STATUS_PRIORITY[overall]).toBeGreaterThanOrEqual(PLAN_STATUS_PRIORITY[status]);
        }
      }),
      RUNS,
    );
  });

  it('spec 3 §4.1: the order of the per-metric statuses does not matter (property)', () => {
    fc.assert(
      fc.property(fc.array(statuses, { maxLength: 12 }), (list) => {
        expect(overallPlanStatus([...list].reverse())).toBe(overallPlanStatus(list));
        expect(overallPlanStatus([...list, 'error'])).toBe(overallPlanStatus(list));
      }),
      RUNS,
    );
  });
});
