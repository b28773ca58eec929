import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runBounded } from '../../../src/application/shared/run-bounded';

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('runBounded (ARCHITECTURE §8: fan-out with bounded concurrency)', () => {
  it('ARCHITECTURE §8: never more than the limit at once, every item once, failures reported (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ delay: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }), {
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 8 }),
        async (items, limit) => {
          let running = 0;
          let peak = 0;
          const done: number[] = [];
          const failed: number[] = [];
          const indexed = items.map((item, index) => ({ ...item, index }));
          await runBounded(
            indexed,
            limit,
            async (item) => {
              running += 1;
              peak = Math.max(peak, running);
              for (let i = 0; i < item.delay; i += 1) await Promise.resolve();
              running -= 1;
              if (item.fails) throw new Error('nope');
              return item.index;
            },
            (_item, index) => done.push(index),
            (item) => failed.push(item.index),
          );
          expect(peak).toBeLessThanOrEqual(limit);
          expect([...done, ...failed].sort((a, b) => a - b)).toEqual(indexed.map((item) => item.index));
          expect(failed.sort((a, b) => a - b)).toEqual(
            indexed.filter((item) => item.fails).map((item) => item.index),
          );
        },
      ),
      RUNS,
    );
  });

  it('an empty list settles at once', async () => {
    await expect(
      runBounded(
        [],
        4,
        () => Promise.resolve(1),
        () => undefined,
      ),
    ).resolves.toBeUndefined();
  });
});
