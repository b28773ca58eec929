import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ConcurrencyLimiter,
  runBounded,
  settleBounded,
} from '../../../src/application/shared/concurrency-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ConcurrencyLimiter (architecture.md §8 bounded fan-out)', () => {
  it('runs at most `limit` tasks at once and starts the rest in order as slots free up', async () => {
    const limiter = new ConcurrencyLimiter(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const all = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(limiter.queued).toBe(3);
    gates[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    await expect(Promise.all(all)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
  });

  it('a failing task frees its slot and rejects only its own caller', async () => {
    const limiter = new ConcurrencyLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error('boom')));
    const next = limiter.run(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('refuses a limit below 1', () => {
    expect(() => new ConcurrencyLimiter(0)).toThrow(RangeError);
  });

  it('settleBounded reports which items succeeded and which failed, never more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const outcome = await settleBounded([1, 2, 3, 4, 5, 6, 7, 8], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await flush();
      running -= 1;
      if (n % 3 === 0) throw new Error(`no ${n}`);
    });
    expect(outcome).toEqual({ succeeded: [1, 2, 4, 5, 7, 8], failed: [3, 6] });
    expect(peak).toBe(3);
  });
});

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('runBounded (architecture.md §8: fan-out with bounded concurrency)', () => {
  it('architecture.md §8: never more than the limit at once, every item once, failures reported (property)', async () => {
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

describe('issue 21 §2: one limiter for the whole application layer', () => {
  it('issue 21 §2: runBounded never runs more than its bound at once and reports results in order of settling', async () => {
    let running = 0;
    let peak = 0;
    const results: number[] = [];
    await runBounded(
      [3, 1, 2, 0, 1],
      2,
      async (delay) => {
        running += 1;
        peak = Math.max(peak, running);
        for (let tick = 0; tick < delay; tick += 1) await Promise.resolve();
        running -= 1;
        return delay;
      },
      (_item, result) => results.push(result),
    );
    expect(peak).toBe(2);
    expect([...results].sort()).toEqual([0, 1, 1, 2, 3]);
  });
});
