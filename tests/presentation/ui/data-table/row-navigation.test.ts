import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FALLBACK_ROWS_PER_VIEW,
  ROW_NAVIGATION_KEYS,
  clampRowIndex,
  isRowNavigationKey,
  nextRowIndex,
  rowsPerView,
} from '../../../../src/presentation/ui/data-table/row-navigation';

describe('row navigation (issue 14: keyboard-first tables)', () => {
  it('issue 14: ArrowDown/ArrowUp move one row, Home/End go to the first and last row', () => {
    expect(nextRowIndex('ArrowDown', 3, 10, 4)).toBe(4);
    expect(nextRowIndex('ArrowUp', 3, 10, 4)).toBe(2);
    expect(nextRowIndex('Home', 7, 10, 4)).toBe(0);
    expect(nextRowIndex('End', 2, 10, 4)).toBe(9);
  });

  it('issue 14: PageDown/PageUp move by the rows in view, stopping at the first and last row', () => {
    expect(nextRowIndex('PageDown', 1, 20, 8)).toBe(9);
    expect(nextRowIndex('PageUp', 9, 20, 8)).toBe(1);
    expect(nextRowIndex('PageDown', 15, 20, 8)).toBe(19);
    expect(nextRowIndex('PageUp', 3, 20, 8)).toBe(0);
    // A fractional or empty view still moves at least one row.
    expect(nextRowIndex('PageDown', 0, 20, 0)).toBe(1);
    expect(nextRowIndex('PageDown', 0, 20, 2.9)).toBe(2);
  });

  it('issue 14: at the end of the page the focus stays (no wrap, no next page)', () => {
    expect(nextRowIndex('ArrowDown', 9, 10, 4)).toBe(9);
    expect(nextRowIndex('ArrowUp', 0, 10, 4)).toBe(0);
    expect(nextRowIndex('PageDown', 9, 10, 4)).toBe(9);
    expect(nextRowIndex('End', 0, 1, 4)).toBe(0);
  });

  it('a position left over from a longer page is brought back inside the rows there are', () => {
    expect(clampRowIndex(12, 5)).toBe(4);
    expect(clampRowIndex(-3, 5)).toBe(0);
    expect(clampRowIndex(4, 0)).toBe(0);
    expect(nextRowIndex('ArrowUp', 12, 5, 4)).toBe(3);
  });

  it('only the six navigation keys move the focus (Space, Enter and Tab are not among them)', () => {
    expect(ROW_NAVIGATION_KEYS.every(isRowNavigationKey)).toBe(true);
    for (const key of [' ', 'Enter', 'Tab', 'ArrowLeft', 'ArrowRight', 'a']) {
      expect(isRowNavigationKey(key)).toBe(false);
    }
  });

  it('issue 14: a page is the whole rows that fit in view; unmeasurable layouts fall back', () => {
    expect(rowsPerView(400, 48)).toBe(8);
    expect(rowsPerView(40, 48)).toBe(1);
    expect(rowsPerView(400, 0)).toBe(FALLBACK_ROWS_PER_VIEW);
    expect(rowsPerView(0, 48)).toBe(FALLBACK_ROWS_PER_VIEW);
    expect(rowsPerView(Number.POSITIVE_INFINITY, 48)).toBe(FALLBACK_ROWS_PER_VIEW);
  });

  it('property: the next row is always a row of the page, and a move never goes the wrong way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROW_NAVIGATION_KEYS),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (key, current, rowCount, page) => {
          const from = clampRowIndex(current, rowCount);
          const next = nextRowIndex(key, current, rowCount, page);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(rowCount);
          if (key === 'ArrowDown' || key === 'PageDown') expect(next).toBeGreaterThanOrEqual(from);
          if (key === 'ArrowUp' || key === 'PageUp') expect(next).toBeLessThanOrEqual(from);
        },
      ),
    );
  });
});
