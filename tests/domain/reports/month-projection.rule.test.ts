import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyUsage,
  daysClosedBefore,
  projectMonthEnd,
  type ProjectionOutcome,
} from '../../../src/domain/reports/month-projection.rule';

const NOVEMBER = { year: 2026, month: 11 }; // 30 days
const FEBRUARY = { year: 2026, month: 2 }; // 28 days

/** A month's daily rows from a series of totals, day 1 first. */
const rows = (totals: readonly number[], month = NOVEMBER) =>
  totals.map((total, index) => ({
    dateReference: `${month.year}-${String(month.month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
    total,
  }));

/** The projection of a daily series in the current month, as the cards and alerts compute it. */
function projectSeries(totals: readonly number[], quantity: number, month = NOVEMBER): ProjectionOutcome {
  const usage = dailyUsage(rows(totals, month), month, '2026-12-31');
  return projectMonthEnd({ ...usage, month, quantity, current: true });
}

const projected = (outcome: ProjectionOutcome) => {
  if (outcome.kind !== 'projected') throw new Error(`no projection: ${outcome.reason}`);
  return outcome;
};

describe('projectMonthEnd (issue 24 §1: linear on the days covered)', () => {
  it('issue 24 §1: a flat month projects its daily figure times the days of the month', () => {
    const outcome = projected(projectSeries(new Array<number>(10).fill(100), 3000));
    expect(outcome.projected).toBe(3000);
    expect(outcome.rate).toBe(100);
    expect(outcome.lastDay).toBe('2026-11-30');
    // 100 a day reaches 3000 on the 30th.
    expect(outcome.crossingDay).toBe('2026-11-30');
  });

  it('issue 24 §1: a spike is spread over the days covered (linear, not extrapolated from the spike)', () => {
    const outcome = projected(projectSeries([100, 100, 100, 100, 1600], 6000));
    // 2000 over 5 days: 400 a day, 12000 by the 30th, 200 % of the plan, crossed on the 15th.
    expect(outcome.projected).toBe(12000);
    expect(outcome.rate).toBe(200);
    expect(outcome.crossingDay).toBe('2026-11-15');
  });

  it('issue 24 §1: a month start with one or two days of data has no projection (fewer than 3 days)', () => {
    expect(projectSeries([500], 1000)).toEqual({ kind: 'none', reason: 'fewDays' });
    expect(projectSeries([500, 20], 1000)).toEqual({ kind: 'none', reason: 'fewDays' });
    expect(projectSeries([], 1000)).toEqual({ kind: 'none', reason: 'fewDays' });
    expect(projectSeries([500, 20, 0], 1000).kind).toBe('projected');
  });

  it('issue 24 §1: no projection for a past month or an unlimited plan', () => {
    const input = { used: 500, daysCovered: 10, month: NOVEMBER, quantity: 1000 };
    expect(projectMonthEnd({ ...input, current: false })).toEqual({ kind: 'none', reason: 'pastMonth' });
    expect(projectMonthEnd({ ...input, quantity: -1, current: true })).toEqual({
      kind: 'none',
      reason: 'unlimited',
    });
    expect(projectMonthEnd({ ...input, quantity: 0, current: true })).toEqual({
      kind: 'none',
      reason: 'unlimited',
    });
  });

  it('issue 24 §1: 112 % of the plan by the last day of a short month; no crossing when already over', () => {
    // 28-day February: 40 a day over 7 days = 1120 by the 28th, 112 % of 1000.
    const outcome = projected(projectSeries(new Array<number>(7).fill(40), 1000, FEBRUARY));
    expect(outcome.rate).toBeCloseTo(112, 10);
    expect(outcome.lastDay).toBe('2026-02-28');
    expect(outcome.crossingDay).toBe('2026-02-25');
    expect(projected(projectSeries([600, 600, 600], 1000)).crossingDay).toBeUndefined();
    // Under the plan at month end: no crossing within the month.
    expect(projected(projectSeries([10, 10, 10], 1000)).crossingDay).toBeUndefined();
  });

  it('issue 24 §1: a held count (agents) is projected as it stands, crossing only when it is crossed', () => {
    const input = {
      used: 8,
      daysCovered: 5,
      month: NOVEMBER,
      quantity: 10,
      current: true,
      pace: 'held',
    } as const;
    expect(projectMonthEnd(input)).toEqual({
      kind: 'projected',
      projected: 8,
      rate: 80,
      lastDay: '2026-11-30',
      crossingDay: undefined,
    });
    expect(projectMonthEnd({ ...input, daysCovered: 2 })).toEqual({ kind: 'none', reason: 'fewDays' });
  });

  it('issue 24 §1 property: never projects below what is already used', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 100_000 }), { minLength: 3, maxLength: 31 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (totals, quantity) => {
          const used = totals.slice(0, 30).reduce((sum, value) => sum + value, 0);
          const outcome = projected(projectSeries(totals.slice(0, 30), quantity));
          expect(outcome.projected).toBeGreaterThanOrEqual(used);
          expect(outcome.rate).toBeGreaterThanOrEqual((used / quantity) * 100 - 1e-9);
        },
      ),
      { numRuns: 500, seed: 24 },
    );
  });

  it('issue 24 §1 property: monotonic in usage (more usage on any day never lowers the projection)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 100_000 }), { minLength: 3, maxLength: 30 }),
        fc.nat({ max: 29 }),
        fc.nat({ max: 100_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (totals, rawDay, extra, quantity) => {
          const day = rawDay % totals.length;
          const more = totals.map((value, index) => (index === day ? value + extra : value));
          const before = projected(projectSeries(totals, quantity));
          const after = projected(projectSeries(more, quantity));
          expect(after.projected).toBeGreaterThanOrEqual(before.projected);
          expect(after.rate).toBeGreaterThanOrEqual(before.rate);
        },
      ),
      { numRuns: 500, seed: 25 },
    );
  });
});

describe('dailyUsage and daysClosedBefore (issue 24 §1: what the projection is computed from)', () => {
  it('issue 24 §1: sums the rows of the month up to today; the days covered run to the latest row', () => {
    const series = [...rows([10, 0, 30]), { dateReference: '2026-11-06', total: 5 }];
    expect(dailyUsage(series, NOVEMBER, '2026-11-20')).toEqual({ used: 45, daysCovered: 6 });
    // Rows after today or outside the month are left out.
    const stray = [{ dateReference: '2026-10-31', total: 99 }, ...rows([10, 20, 30])];
    expect(dailyUsage(stray, NOVEMBER, '2026-11-02')).toEqual({ used: 30, daysCovered: 2 });
    expect(dailyUsage([], NOVEMBER, '2026-11-20')).toEqual({ used: 0, daysCovered: 0 });
  });

  it('issue 24 §1: the days closed before today, the whole month once it is past', () => {
    expect(daysClosedBefore(NOVEMBER, '2026-11-01')).toBe(0);
    expect(daysClosedBefore(NOVEMBER, '2026-11-12')).toBe(11);
    expect(daysClosedBefore(NOVEMBER, '2026-12-03')).toBe(30);
    expect(daysClosedBefore(NOVEMBER, '2026-10-03')).toBe(0);
  });
});
