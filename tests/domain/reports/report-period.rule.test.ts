import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCurrentMonth,
  monthLabel,
  monthOptions,
  periodRange,
  trackingMonthOf,
} from '../../../src/domain/reports/report-period.rule';

const RUNS = { numRuns: 1000, seed: 20260307 };
const TODAY = new Date('2026-11-15T12:00:00Z');

describe('spec 3 §2.2/§9 period selector options', () => {
  it('spec 3 §9: from REVENUE_START_DATE to the current month, newest first', () => {
    expect(monthOptions('2026-08', TODAY)).toEqual([
      { value: '2026-11', year: 2026, month: 11 },
      { value: '2026-10', year: 2026, month: 10 },
      { value: '2026-09', year: 2026, month: 9 },
      { value: '2026-08', year: 2026, month: 8 },
    ]);
  });

  it('spec 3 §9: the options cross a year boundary', () => {
    expect(monthOptions('2025-11', new Date('2026-01-31T00:00:00Z')).map((option) => option.value)).toEqual([
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('a start given as a full date is read by its month', () => {
    expect(monthOptions('2026-10-15', TODAY).map((option) => option.value)).toEqual(['2026-11', '2026-10']);
  });

  it('a start in the current month, after today or unreadable gives only the current month', () => {
    for (const start of ['2026-11', '2026-12', '2030-01', '', 'soon', '2026-13']) {
      expect(monthOptions(start, TODAY).map((option) => option.value)).toEqual(['2026-11']);
    }
  });

  it('spec 3 §9: today is read in UTC', () => {
    expect(monthOptions('2026-01', new Date('2026-11-30T23:30:00-03:00'))[0]?.value).toBe('2026-12');
  });

  it('spec 3 §9: consecutive months, newest first, ending at the start (property)', () => {
    const month = fc.record({
      year: fc.integer({ min: 2000, max: 2030 }),
      month: fc.integer({ min: 1, max: 12 }),
    });
    // Spans up to four years cross every kind of year boundary; longer ones only add options to
    // check (a 30-year span checked 1,000 times took 15 s on a loaded 2-core machine). Each run
    // checks a whole list of options, so 300 runs (every start month ~25 times) are enough.
    const span = fc.integer({ min: 0, max: 48 });
    fc.assert(
      fc.property(month, span, (start, months) => {
        const index = start.year * 12 + start.month - 1 + months;
        const end = { year: Math.floor(index / 12), month: (index % 12) + 1 };
        const today = new Date(Date.UTC(end.year, end.month - 1, 10));
        const startValue = `${start.year}-${String(start.month).padStart(2, '0')}`;
        const options = monthOptions(startValue, today);
        expect(options).toHaveLength(end.year * 12 + end.month - (start.year * 12 + start.month) + 1);
        expect(options.at(-1)?.value).toBe(startValue);
        options.forEach((option, index) => {
          expect(option.value).toBe(`${option.year}-${String(option.month).padStart(2, '0')}`);
          const next = options[index + 1];
          if (next) expect(option.year * 12 + option.month - (next.year * 12 + next.month)).toBe(1);
        });
      }),
      { ...RUNS, numRuns: 300 },
    );
  });
});

describe("spec 3 §2.2 month labels 'Month Year'", () => {
  it("spec 3 §2.2: full month names, capitalised, without 'de'", () => {
    expect(monthLabel('2026-11', 'pt')).toBe('Novembro 2026');
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'es')).toBe('Noviembre 2026');
    expect(monthLabel('2027-03', 'pt')).toBe('Março 2027');
  });

  it('an unreadable value has no label', () => {
    expect(monthLabel('nope', 'en')).toBe('');
  });

  it('spec 3 §2.2: every label is one capitalised word and the year (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('pt', 'en', 'es' as const),
        (year, month, language) => {
          const label = monthLabel(`${year}-${String(month).padStart(2, '0')}`, language);
          expect(label).toMatch(new RegExp(`^\\p{Lu}\\p{Ll}+ ${year}$`, 'u'));
        },
      ),
      RUNS,
    );
  });
});

describe('spec 3 §4.3 current month and §2.2 period range', () => {
  it('spec 3 §4.3: the selected month and year equal today’s (UTC)', () => {
    expect(isCurrentMonth('2026-11', TODAY)).toBe(true);
    expect(isCurrentMonth('2026-10', TODAY)).toBe(false);
    expect(isCurrentMonth('2025-11', TODAY)).toBe(false);
    expect(isCurrentMonth('bad', TODAY)).toBe(false);
  });

  it('spec 3 §2.2: a past month runs from its first to its last day', () => {
    expect(periodRange('2026-02', TODAY)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodRange('2024-02', TODAY)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('spec 3 §2.2/§4.3: the current month ends today', () => {
    expect(periodRange('2026-11', TODAY)).toEqual({ start: '2026-11-01', end: '2026-11-15' });
  });

  it('an unreadable month has no range', () => {
    expect(periodRange('2026', TODAY)).toBeUndefined();
  });

  it("spec 3 §5.1/§3.10: the month is sent 'YYYY-MM' and tracked 'MM-YYYY'", () => {
    expect(trackingMonthOf('2026-03')).toBe('03-2026');
    expect(trackingMonthOf('x')).toBeUndefined();
  });
});
