import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deuByBotTotal,
  deuDailyTotal,
  monthlyUserRowTotals,
} from '../../../src/domain/reports/report-rows.rule';

describe('spec 3 §3.6 DEU rows', () => {
  it("spec 3 §3.6: the daily total is the 'DailyEngagedUser' entry's total", () => {
    expect(
      deuDailyTotal([
        { metricId: 'ExchangedMessage', total: 9 },
        { metricId: 'DailyEngagedUser', total: 42 },
      ]),
    ).toBe(42);
  });

  it('spec 3 §3.2/§3.6: the metric id is matched in either case', () => {
    expect(deuDailyTotal([{ metricId: 'dailyEngagedUser', total: 7 }])).toBe(7);
    expect(deuDailyTotal([{ metricId: 'DAILYENGAGEDUSER', total: 8 }])).toBe(8);
  });

  it('spec 3 §3.6: 0 without such an entry', () => {
    expect(deuDailyTotal([])).toBe(0);
    expect(deuDailyTotal([{ metricId: 'DailyActiveUser', total: 5 }])).toBe(0);
  });

  it("spec 3 §3.6: the by-bot total is the first entry's total, 0 if none", () => {
    expect(
      deuByBotTotal([
        { metricId: 'Whatever', total: 3 },
        { metricId: 'DailyEngagedUser', total: 4 },
      ]),
    ).toBe(3);
    expect(deuByBotTotal([])).toBe(0);
  });

  it('a total that is not a finite number reads 0', () => {
    expect(deuByBotTotal([{ metricId: 'DailyEngagedUser', total: Number.NaN }])).toBe(0);
  });
});

describe('spec 3 §3.5 MIU/MEU derived totals', () => {
  it('spec 3 §3.5: totalMiu/totalMeu is the metric that is not exchangedMessage; totalMsg the messages', () => {
    expect(
      monthlyUserRowTotals([
        { metricId: 'exchangedMessage', total: 300 },
        { metricId: 'monthlyActiveUser', total: 12 },
      ]),
    ).toEqual({ totalUsers: 12, totalMsg: 300 });
    expect(
      monthlyUserRowTotals([
        { metricId: 'MonthlyEngagedUser', total: 5 },
        { metricId: 'ExchangedMessage', total: 50 },
      ]),
    ).toEqual({ totalUsers: 5, totalMsg: 50 });
  });

  it('spec 3 §3.5: a missing metric reads 0', () => {
    expect(monthlyUserRowTotals([])).toEqual({ totalUsers: 0, totalMsg: 0 });
    expect(monthlyUserRowTotals([{ metricId: 'ExchangedMessage', total: 8 }])).toEqual({
      totalUsers: 0,
      totalMsg: 8,
    });
  });

  it('spec 3 §3.5: the order of the entries does not matter (property)', () => {
    const entry = (metricId: string) => fc.record({ metricId: fc.constant(metricId), total: fc.nat() });
    fc.assert(
      fc.property(entry('MonthlyActiveUser'), entry('ExchangedMessage'), (users, messages) => {
        const expected = { totalUsers: users.total, totalMsg: messages.total };
        expect(monthlyUserRowTotals([users, messages])).toEqual(expected);
        expect(monthlyUserRowTotals([messages, users])).toEqual(expected);
      }),
      { numRuns: 1000, seed: 20260308 },
    );
  });
});
