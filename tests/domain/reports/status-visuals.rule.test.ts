import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_STATUSES, planStatusFromRate } from '../../../src/domain/reports/plan-status.rule';
import {
  PLAN_STATUS_MESSAGE_KEYS,
  planStatusMessageKey,
  planStatusVisual,
  usageColorFromRate,
} from '../../../src/domain/reports/status-visuals.rule';

describe('spec 3 §4.1 status illustration, usage colour and banner variant', () => {
  it('spec 3 §4.1: nearLimit is orange with the system banner', () => {
    expect(planStatusVisual('nearLimit')).toMatchObject({ usageColor: 'orange', bannerVariant: 'system' });
  });

  it('spec 3 §4.1: exceeded is red with the warning banner', () => {
    expect(planStatusVisual('exceeded')).toMatchObject({ usageColor: 'red', bannerVariant: 'warning' });
  });

  it('spec 3 §4.1: error → error banner, empty → system, unlimited and normal → info', () => {
    expect(planStatusVisual('error').bannerVariant).toBe('error');
    expect(planStatusVisual('empty').bannerVariant).toBe('system');
    expect(planStatusVisual('unlimited').bannerVariant).toBe('info');
    expect(planStatusVisual('normal').bannerVariant).toBe('info');
  });

  it('spec 3 §4.1: each status has its own illustration', () => {
    const illustrations = PLAN_STATUSES.map((status) => planStatusVisual(status).illustration);
    expect(new Set(illustrations).size).toBe(PLAN_STATUSES.length);
  });

  it('spec 3 §2.3: the doughnut colour comes from the usage rate through the status lookup', () => {
    expect(usageColorFromRate(50)).toBe('primary');
    expect(usageColorFromRate(85)).toBe('orange');
    expect(usageColorFromRate(100)).toBe('red');
    fc.assert(
      fc.property(fc.double(), (rate) => {
        expect(usageColorFromRate(rate)).toBe(planStatusVisual(planStatusFromRate(rate)).usageColor);
      }),
      { numRuns: 1000, seed: 20260303 },
    );
  });
});

describe('spec 3 §4.1 overall status message keys', () => {
  it('spec 3 §4.1: the six messages pair with the statuses in ascending priority, error first', () => {
    expect(PLAN_STATUS_MESSAGE_KEYS).toEqual([
      'error',
      'empty',
      'unlimited',
      'normal',
      'nearLimit',
      'exceeded',
    ]);
  });

  it('spec 3 §4.1: every status has its message key', () => {
    for (const status of PLAN_STATUSES) expect(planStatusMessageKey(status)).toBe(status);
  });
});
