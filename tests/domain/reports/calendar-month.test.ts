import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  monthValue,
  parseMonthValue,
  previousMonth,
} from '../../../src/domain/reports/calendar-month';

describe('spec 3 §5.1 calendar months of the reports', () => {
  it("spec 3 §5.1: the month is sent as 'YYYY-MM' with a two-digit month", () => {
    expect(monthValue({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthValue({ year: 987, month: 12 })).toBe('0987-12');
  });

  it("reads 'YYYY-MM' and the month of a full date; rejects the rest", () => {
    expect(parseMonthValue('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthValue(' 2026-03-01T00:00:00Z ')).toEqual({ year: 2026, month: 3 });
    for (const bad of ['2026-3', '2026-00', '2026-13', '26-03', '0000-01', 'March 2026', '']) {
      expect(parseMonthValue(bad)).toBeUndefined();
    }
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 1900, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
    expect(daysInMonth({ year: 50, month: 1 })).toBe(31);
  });

  it('steps back across a year', () => {
    expect(previousMonth({ year: 2026, month: 1 })).toEqual({ year: 2025, month: 12 });
  });
});
