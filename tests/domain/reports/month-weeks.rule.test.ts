import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthWeeks, monthWeeksOf } from '../../../src/domain/reports/month-weeks.rule';

const RUNS = { numRuns: 1000, seed: 20260304 };
const years = fc.integer({ min: 1, max: 9999 });
const months = fc.integer({ min: 1, max: 12 });

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function nextDay(iso: string): string {
  return new Date(utc(iso).getTime() + 86_400_000).toISOString().slice(0, 10);
}

function lastDayOf(year: number, month: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

describe('spec 3 §3.7/§9 weeks of a month end on Saturday or on the last day', () => {
  it('spec 3 §3.7: November 2026 (starts on a Sunday) has five weeks, numbered from 0', () => {
    expect(monthWeeks(2026, 11)).toEqual([
      { weekNumber: 0, start: '2026-11-01', end: '2026-11-07' },
      { weekNumber: 1, start: '2026-11-08', end: '2026-11-14' },
      { weekNumber: 2, start: '2026-11-15', end: '2026-11-21' },
      { weekNumber: 3, start: '2026-11-22', end: '2026-11-28' },
      { weekNumber: 4, start: '2026-11-29', end: '2026-11-30' },
    ]);
  });

  it('spec 3 §9: a month starting on a Saturday opens with a one-day week', () => {
    const weeks = monthWeeks(2026, 8); // 1 August 2026 is a Saturday
    expect(weeks[0]).toEqual({ weekNumber: 0, start: '2026-08-01', end: '2026-08-01' });
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)).toEqual({ weekNumber: 5, start: '2026-08-30', end: '2026-08-31' });
  });

  it('spec 3 §9: a 28-day February starting on a Sunday has exactly four weeks', () => {
    expect(monthWeeks(2015, 2).map((week) => [week.start, week.end])).toEqual([
      ['2015-02-01', '2015-02-07'],
      ['2015-02-08', '2015-02-14'],
      ['2015-02-15', '2015-02-21'],
      ['2015-02-22', '2015-02-28'],
    ]);
  });

  it('spec 3 §9: leap-year February ends on the 29th', () => {
    expect(monthWeeks(2024, 2).at(-1)?.end).toBe('2024-02-29');
  });

  it('an invalid month or year has no weeks', () => {
    expect(monthWeeks(2026, 0)).toEqual([]);
    expect(monthWeeks(2026, 13)).toEqual([]);
    expect(monthWeeks(2026.5, 1)).toEqual([]);
    expect(monthWeeks(Number.NaN, 1)).toEqual([]);
  });

  it('spec 3 §3.7: the default weeks are those of the UTC month of today', () => {
    expect(monthWeeksOf(new Date('2026-11-30T23:30:00-03:00'))[0]?.start).toBe('2026-12-01');
  });

  it('spec 3 §9: the weeks cover the month contiguously, without gaps or overlaps (property)', () => {
    fc.assert(
      fc.property(years, months, (year, month) => {
        const weeks = monthWeeks(year, month);
        expect(weeks[0]?.start).toBe(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
        expect(weeks.at(-1)?.end).toBe(lastDayOf(year, month));
        weeks.forEach((week, index) => {
          expect(week.weekNumber).toBe(index);
          expect(week.start <= week.end).toBe(true);
          const next = weeks[index + 1];
          if (next) expect(next.start).toBe(nextDay(week.end));
        });
      }),
      RUNS,
    );
  });

  it('spec 3 §9: every week but the last ends on a Saturday; no week is longer than 7 days (property)', () => {
    fc.assert(
      fc.property(years, months, (year, month) => {
        const weeks = monthWeeks(year, month);
        weeks.slice(0, -1).forEach((week) => expect(utc(week.end).getUTCDay()).toBe(6));
        weeks.forEach((week) => {
          const days = (utc(week.end).getTime() - utc(week.start).getTime()) / 86_400_000 + 1;
          expect(days).toBeGreaterThanOrEqual(1);
          expect(days).toBeLessThanOrEqual(7);
          // Only the first week may start on a day other than Sunday.
          if (week.weekNumber > 0) expect(utc(week.start).getUTCDay()).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it('spec 3 §9: a month has 4 to 6 weeks (property)', () => {
    fc.assert(
      fc.property(years, months, (year, month) => {
        const count = monthWeeks(year, month).length;
        expect(count).toBeGreaterThanOrEqual(4);
        expect(count).toBeLessThanOrEqual(6);
      }),
      RUNS,
    );
  });
});
