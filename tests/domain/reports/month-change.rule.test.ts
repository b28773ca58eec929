import { describe, expect, it } from 'vitest';
import { previousMonthValue } from '../../../src/domain/reports/calendar-month';
import { monthChange } from '../../../src/domain/reports/month-change.rule';

describe('issue 24 §2 month over month', () => {
  it('issue 24 §2: change = current − previous, the percentage against the previous month', () => {
    expect(monthChange(150, 120)).toEqual({ absolute: 30, percent: 25, direction: 'up' });
    expect(monthChange(90, 120)).toEqual({ absolute: -30, percent: -25, direction: 'down' });
    expect(monthChange(120, 120)).toEqual({ absolute: 0, percent: 0, direction: 'same' });
  });

  it('issue 24 §2: a previous month of 0 gives the absolute change but no percentage', () => {
    expect(monthChange(40, 0)).toEqual({ absolute: 40, percent: undefined, direction: 'up' });
    expect(monthChange(0, 0)).toEqual({ absolute: 0, percent: undefined, direction: 'same' });
  });

  it('issue 24 §2: an unlimited or missing figure on either side gives no comparison', () => {
    expect(monthChange(-1, 10)).toBeUndefined();
    expect(monthChange(10, -1)).toBeUndefined();
    expect(monthChange(undefined, 10)).toBeUndefined();
    expect(monthChange(10, undefined)).toBeUndefined();
    expect(monthChange(Number.NaN, 10)).toBeUndefined();
  });

  it("issue 24 §2: the previous month of 'YYYY-MM', across a year; none for a value that is no month", () => {
    expect(previousMonthValue('2026-11')).toBe('2026-10');
    expect(previousMonthValue('2026-01')).toBe('2025-12');
    expect(previousMonthValue('soon')).toBeUndefined();
  });
});
