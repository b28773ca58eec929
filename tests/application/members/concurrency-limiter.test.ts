import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter, settleBounded } from '../../../src/application/members/concurrency-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ConcurrencyLimiter (ARCHITECTURE §8 bounded fan-out)', () => {
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
