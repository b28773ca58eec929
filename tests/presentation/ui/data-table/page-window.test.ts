import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from '../../../../src/presentation/ui/data-table/page-window';

describe('pageWindow (spec 1 §2: numbered page buttons)', () => {
  it('spec 1 §2: every page number when there are few pages', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('first, last and the current neighbourhood with gaps for many pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('property: ascending, unique, includes first, last and current, never a gap for one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pageCount, raw) => {
        const current = Math.min(raw, pageCount);
        const slots = pageWindow(current, pageCount);
        const numbers = slots.filter((slot): slot is number => slot !== 'gap');
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(pageCount);
        expect(numbers).toContain(current);
        for (let index = 1; index < numbers.length; index += 1) {
          expect(numbers[index]).toBeGreaterThan(numbers[index - 1] as number);
        }
        slots.forEach((slot, index) => {
          if (slot !== 'gap') return;
          const before = slots[index - 1] as number;
          const after = slots[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(slots.length).toBeLessThanOrEqual(9);
      }),
      { numRuns: 1000, seed: 11 },
    );
  });
});
