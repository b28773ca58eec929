import { describe, expect, it } from 'vitest';
import {
  dayCount,
  dayText,
  monthsAfter,
  readYearMonth,
  weekdayIn,
  weeksOf,
  yearMonthOf,
  yearMonthText,
} from '../../../../simulator/fake-host/backend/calendar';

/** The weeks written out by hand from a printed calendar: [start day, end day] pairs. */
const weeks = (year: number, month: number, days: [number, number][]) =>
  days.map(([start, end], weekNumber) => ({
    weekNumber,
    start: dayText({ year, month }, start),
    end: dayText({ year, month }, end),
  }));

describe("the fake backend's own calendar (independent of the module's domain rules)", () => {
  it('a month starting on a Sunday: September 2024, five weeks, the last two days alone', () => {
    expect(weekdayIn({ year: 2024, month: 9 }, 1)).toBe(0);
    expect(weeksOf({ year: 2024, month: 9 })).toEqual([
      { weekNumber: 0, start: '2024-09-01', end: '2024-09-07' },
      { weekNumber: 1, start: '2024-09-08', end: '2024-09-14' },
      { weekNumber: 2, start: '2024-09-15', end: '2024-09-21' },
      { weekNumber: 3, start: '2024-09-22', end: '2024-09-28' },
      { weekNumber: 4, start: '2024-09-29', end: '2024-09-30' },
    ]);
  });

  it('a month starting on a Saturday: June 2024, a one-day first week and a one-day last week', () => {
    expect(weekdayIn({ year: 2024, month: 6 }, 1)).toBe(6);
    expect(weeksOf({ year: 2024, month: 6 })).toEqual([
      { weekNumber: 0, start: '2024-06-01', end: '2024-06-01' },
      { weekNumber: 1, start: '2024-06-02', end: '2024-06-08' },
      { weekNumber: 2, start: '2024-06-09', end: '2024-06-15' },
      { weekNumber: 3, start: '2024-06-16', end: '2024-06-22' },
      { weekNumber: 4, start: '2024-06-23', end: '2024-06-29' },
      { weekNumber: 5, start: '2024-06-30', end: '2024-06-30' },
    ]);
  });

  it('February: 29 days in a leap year, 28 otherwise (2100 is no leap year); four weeks when it starts on a Sunday', () => {
    expect(dayCount({ year: 2024, month: 2 })).toBe(29);
    expect(weeksOf({ year: 2024, month: 2 })).toEqual(
      weeks(2024, 2, [
        [1, 3],
        [4, 10],
        [11, 17],
        [18, 24],
        [25, 29],
      ]),
    );
    expect(dayCount({ year: 2100, month: 2 })).toBe(28);
    expect(dayCount({ year: 2000, month: 2 })).toBe(29);
    expect(weeksOf({ year: 2026, month: 2 })).toEqual(
      weeks(2026, 2, [
        [1, 7],
        [8, 14],
        [15, 21],
        [22, 28],
      ]),
    );
  });

  it('December to January: each month its own weeks, the year turning in between', () => {
    expect(weeksOf({ year: 2024, month: 12 })).toEqual(
      weeks(2024, 12, [
        [1, 7],
        [8, 14],
        [15, 21],
        [22, 28],
        [29, 31],
      ]),
    );
    expect(weeksOf({ year: 2025, month: 1 })).toEqual([
      { weekNumber: 0, start: '2025-01-01', end: '2025-01-04' },
      { weekNumber: 1, start: '2025-01-05', end: '2025-01-11' },
      { weekNumber: 2, start: '2025-01-12', end: '2025-01-18' },
      { weekNumber: 3, start: '2025-01-19', end: '2025-01-25' },
      { weekNumber: 4, start: '2025-01-26', end: '2025-01-31' },
    ]);
    expect(monthsAfter({ year: 2025, month: 1 }, { year: 2024, month: 12 })).toBe(1);
    expect(monthsAfter({ year: 2024, month: 12 }, { year: 2025, month: 1 })).toBe(-1);
    expect(monthsAfter({ year: 2025, month: 1 }, { year: 2024, month: 1 })).toBe(12);
  });

  it("reads and writes 'YYYY-MM' only, and takes an instant's month in UTC", () => {
    expect(readYearMonth('2024-12')).toEqual({ year: 2024, month: 12 });
    for (const value of ['2024-13', '2024-00', '0000-01', '2024-5', '2024-05-01', ' 2024-05', ''])
      expect(readYearMonth(value), value).toBeUndefined();
    expect(yearMonthText({ year: 987, month: 3 })).toBe('0987-03');
    expect(dayText({ year: 2024, month: 3 }, 9)).toBe('2024-03-09');
    expect(yearMonthOf(new Date('2024-12-31T23:59:59.999Z'))).toEqual({ year: 2024, month: 12 });
    expect(yearMonthOf(new Date('2025-01-01T00:00:00.000Z'))).toEqual({ year: 2025, month: 1 });
  });
});
