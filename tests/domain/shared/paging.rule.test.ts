import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  hasNextPage,
  pageCount,
  pageOf,
  pageOffset,
  pageQuery,
  pageRange,
} from '../../../src/domain/shared/paging.rule';

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('backend paging of agents and members (spec 1 §5 Other, §7, §8)', () => {
  it('spec 1 §5: paging continues while the accumulated count is an exact multiple of the page size', () => {
    expect(hasNextPage(20, 20, 20)).toBe(true);
    expect(hasNextPage(40, 20, 20)).toBe(true);
    expect(hasNextPage(35, 15, 20)).toBe(false);
    expect(hasNextPage(7, 7, 20)).toBe(false);
  });

  it('an empty page ends paging (a multiple of anything, but nothing more to ask)', () => {
    expect(hasNextPage(40, 0, 20)).toBe(false);
    expect(hasNextPage(0, 0, 20)).toBe(false);
  });

  it('a page size that is not a positive integer never asks for more', () => {
    expect(hasNextPage(20, 20, 0)).toBe(false);
    expect(hasNextPage(20, 20, -5)).toBe(false);
    expect(hasNextPage(20, 20, 2.5)).toBe(false);
  });

  it('spec 1 §7: $skip is (page-1)*pageSize', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('spec 1 §5: a backend of N agents in full pages is read in exactly ⌊N/size⌋+1 requests (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        let fetched = 0;
        let requests = 0;
        for (let page = 1; ; page += 1) {
          const skip = pageOffset(page, size);
          const count = Math.max(0, Math.min(size, total - skip));
          requests += 1;
          fetched += count;
          if (!hasNextPage(fetched, count, size)) break;
        }
        expect(fetched).toBe(total);
        expect(requests).toBe(Math.floor(total / size) + 1);
      }),
      RUNS,
    );
  });
});

describe('one paging rule (issue 36 §2)', () => {
  it('issue 36 §2: a page of a list held in memory is the page the backend would answer', () => {
    fc.assert(
      fc.property(
        fc.nat(300),
        fc.integer({ min: -3, max: 40 }),
        fc.integer({ min: 1, max: 50 }),
        (total, page, size) => {
          const items = Array.from({ length: total }, (_, index) => index);
          const shown = pageOf(items, page, size);
          const range = pageRange(total, page, size);
          const { skip, take } = pageQuery(range.page, size);
          expect(shown).toEqual(items.slice(skip, skip + take));
          expect(shown.length).toBe(total === 0 ? 0 : range.to - range.from + 1);
          expect(range.pageCount).toBe(pageCount(total, size));
        },
      ),
      RUNS,
    );
  });

  it('issue 36 §2: a page is clamped into 1…pageCount, and a page of nothing is page 1 of 1', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(pageOf(['a', 'b', 'c'], 7, 2)).toEqual(['c']);
  });
});
