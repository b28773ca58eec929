import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topWeekIndex, topWeekOrdinal, weekOrdinal } from '../../../src/domain/reports/week-ordinal.rule';

describe('spec 3 §5.2 ordinal week labels', () => {
  it('spec 3 §5.2: en uses st/nd/rd/th', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => weekOrdinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
    ]);
  });

  it('spec 3 §5.2: en 11th, 12th and 13th take th; 21st, 22nd, 23rd, 101st, 111th follow the last digits', () => {
    expect([11, 12, 13, 21, 22, 23, 101, 111, 112].map((n) => weekOrdinal(n, 'en'))).toEqual([
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it("spec 3 §5.2: es appends 'a', pt appends 'ª'", () => {
    expect(weekOrdinal(1, 'es')).toBe('1a');
    expect(weekOrdinal(2, 'es')).toBe('2a');
    expect(weekOrdinal(1, 'pt')).toBe('1ª');
    expect(weekOrdinal(3, 'pt')).toBe('3ª');
  });

  it('spec 3 §5.2: every label is the number followed by its suffix (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        expect(weekOrdinal(n, 'pt')).toBe(`${n}ª`);
        expect(weekOrdinal(n, 'es')).toBe(`${n}a`);
        expect(weekOrdinal(n, 'en')).toMatch(new RegExp(`^${n}(st|nd|rd|th)$`));
      }),
      { numRuns: 1000, seed: 20260305 },
    );
  });
});

describe('spec 3 §2.3 top week: topWeekNumber is 1-based', () => {
  it("spec 3 §2.3: topWeekNumber 2 is the '2nd' week, index 1 of weekItems", () => {
    expect(topWeekOrdinal(2, 'en')).toBe('2nd');
    expect(topWeekIndex(2)).toBe(1);
    expect(topWeekIndex(1)).toBe(0);
  });

  it('spec 3 §3.4: the default 0 (and anything not a positive integer) has no top week', () => {
    for (const value of [0, -1, 1.5, Number.NaN]) {
      expect(topWeekOrdinal(value, 'pt')).toBeUndefined();
      expect(topWeekIndex(value)).toBeUndefined();
    }
  });
});
