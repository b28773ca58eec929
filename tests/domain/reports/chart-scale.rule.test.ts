import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_HEADROOM,
  headroomChartScale,
  planChartScale,
} from '../../../src/domain/reports/chart-scale.rule';

const RUNS = { numRuns: 1000, seed: 20260306 };

describe('spec 3 §5.2 DAU/DEU/agent chart scale', () => {
  it('spec 3 §5.2: with data, a plan quantity ≥ 0 and a rate below 100 the axis ends at the quantity', () => {
    expect(planChartScale({ hasData: true, quantity: 1000, planUsageRate: 50 })).toEqual({
      min: 0,
      max: 1000,
    });
    expect(planChartScale({ hasData: true, quantity: 0, planUsageRate: 0 })).toEqual({ min: 0, max: 0 });
  });

  it('spec 3 §5.2: no data, an unlimited plan or a rate of 100 or more → only min 0', () => {
    expect(planChartScale({ hasData: false, quantity: 1000, planUsageRate: 50 })).toEqual({ min: 0 });
    expect(planChartScale({ hasData: true, quantity: -1, planUsageRate: 50 })).toEqual({ min: 0 });
    expect(planChartScale({ hasData: true, quantity: 1000, planUsageRate: 100 })).toEqual({ min: 0 });
    expect(planChartScale({ hasData: true, quantity: 1000, planUsageRate: Number.NaN })).toEqual({ min: 0 });
  });

  it('spec 3 §5.2: a max is set exactly when the three conditions hold (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: -5, max: 1e6 }),
        fc.double(),
        (hasData, quantity, planUsageRate) => {
          const scale = planChartScale({ hasData, quantity, planUsageRate });
          expect(scale.min).toBe(0);
          const fixed = hasData && quantity >= 0 && planUsageRate < 100;
          expect(scale).toEqual(fixed ? { min: 0, max: quantity } : { min: 0 });
        },
      ),
      RUNS,
    );
  });
});

describe('spec 3 §5.2 MIU/MEU/conversation chart scale: 1.25 × largest, at least 1', () => {
  it('spec 3 §9: the headroom factor is 1.25', () => {
    expect(CHART_HEADROOM).toBe(1.25);
  });

  it('spec 3 §5.2: with data max = Math.round(1.25 × largest value)', () => {
    expect(headroomChartScale(true, [10, 40, 20])).toEqual({ min: 0, max: 50 });
    expect(headroomChartScale(true, [3])).toEqual({ min: 0, max: 4 }); // 3.75
    expect(headroomChartScale(true, [2])).toEqual({ min: 0, max: 3 }); // 2.5 rounds up
  });

  it('spec 3 §5.2: at least 1, so an all-zero or empty month still has an axis', () => {
    expect(headroomChartScale(true, [0, 0])).toEqual({ min: 0, max: 1 });
    expect(headroomChartScale(true, [])).toEqual({ min: 0, max: 1 });
    expect(headroomChartScale(true, [Number.NaN])).toEqual({ min: 0, max: 1 });
  });

  it('spec 3 §5.2: without data only min 0', () => {
    expect(headroomChartScale(false, [10, 40])).toEqual({ min: 0 });
  });

  it('spec 3 §5.2: the max leaves room above every value (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1e9 }), { maxLength: 31 }), (values) => {
        const { max } = headroomChartScale(true, values);
        expect(max).toBeGreaterThanOrEqual(1);
        for (const value of values) expect(max).toBeGreaterThanOrEqual(value);
        expect(Number.isInteger(max)).toBe(true);
      }),
      RUNS,
    );
  });
});
