import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readWindowedPages } from '../../../src/infrastructure/shared/windowed-pages';

interface Held {
  readonly page: number;
  readonly resolve: (count: number) => void;
  readonly reject: (error: unknown) => void;
}

/** A backend whose pages answer only when the test says, in any order. */
function heldBackend() {
  const held = new Map<number, Held>();
  const asked: number[] = [];
  let inFlight = 0;
  let most = 0;
  const fetch = (page: number) =>
    new Promise<number>((resolve, reject) => {
      asked.push(page);
      inFlight += 1;
      most = Math.max(most, inFlight);
      const done = () => (inFlight -= 1);
      held.set(page, {
        page,
        resolve: (count) => (done(), resolve(count)),
        reject: (error) => (done(), reject(error)),
      });
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { held, asked, fetch, tick, most: () => most };
}

const NOT_FOUND = new Error('67');

describe('readWindowedPages (issue 34 §3: pages asked a bounded window ahead, taken in order)', () => {
  it('issue 34 §3: the first page is asked alone (a small contract costs one request)', async () => {
    const backend = heldBackend();
    const taken: number[] = [];
    const run = readWindowedPages({
      width: 4,
      fetch: backend.fetch,
      take: (count) => (taken.push(count), count < 100),
    });
    await backend.tick();
    expect(backend.asked).toEqual([1]);
    backend.held.get(1)!.resolve(20);
    await run;
    expect(taken).toEqual([20]);
    expect(backend.asked).toEqual([1]);
  });

  it('issue 34 §3: after a full first page, `width` pages are in flight; out-of-order answers are taken in page order', async () => {
    const backend = heldBackend();
    const taken: number[] = [];
    const run = readWindowedPages({
      width: 3,
      fetch: backend.fetch,
      take: (_count, page) => (taken.push(page), page === 4),
    });
    await backend.tick();
    backend.held.get(1)!.resolve(100);
    await backend.tick();
    expect(backend.asked).toEqual([1, 2, 3, 4]);
    backend.held.get(4)!.resolve(100);
    backend.held.get(3)!.resolve(100);
    await backend.tick();
    expect(taken).toEqual([1]);
    backend.held.get(2)!.resolve(100);
    await backend.tick();
    expect(taken).toEqual([1, 2, 3, 4]);
    await run;
    expect(backend.most()).toBeLessThanOrEqual(3);
  });

  it('issue 34 §3: a last page in the middle of the window ends paging; later answers are never taken', async () => {
    const backend = heldBackend();
    const taken: number[] = [];
    const run = readWindowedPages({
      width: 4,
      fetch: backend.fetch,
      take: (count, page) => (taken.push(page), count < 100),
    });
    await backend.tick();
    backend.held.get(1)!.resolve(100);
    await backend.tick();
    backend.held.get(3)!.resolve(100);
    backend.held.get(4)!.reject(new Error('boom'));
    backend.held.get(2)!.resolve(40);
    await run;
    expect(taken).toEqual([1, 2]);
  });

  it('spec 1 §8 (issue 34 §3): a not-found page ends with what was taken; another failure rejects', async () => {
    const ending = heldBackend();
    const taken: number[] = [];
    const ended = readWindowedPages({
      width: 2,
      fetch: ending.fetch,
      take: (_count, page) => (taken.push(page), false),
      endsPaging: (error) => error === NOT_FOUND,
    });
    await ending.tick();
    ending.held.get(1)!.resolve(100);
    await ending.tick();
    ending.held.get(2)!.reject(NOT_FOUND);
    await expect(ended).resolves.toBeUndefined();
    expect(taken).toEqual([1]);

    const failing = heldBackend();
    const failed = readWindowedPages({
      width: 2,
      fetch: failing.fetch,
      take: () => false,
      endsPaging: (error) => error === NOT_FOUND,
    });
    await failing.tick();
    failing.held.get(1)!.reject(new Error('timeout'));
    await expect(failed).rejects.toThrow('timeout');
  });

  it('issue 34 §3: an abort stops asking and takes nothing more', async () => {
    const backend = heldBackend();
    const controller = new AbortController();
    const taken: number[] = [];
    const run = readWindowedPages({
      width: 2,
      fetch: backend.fetch,
      take: (_count, page) => (taken.push(page), false),
      signal: controller.signal,
    });
    await backend.tick();
    backend.held.get(1)!.resolve(100);
    await backend.tick();
    controller.abort();
    backend.held.get(2)!.resolve(100);
    await run;
    expect(taken).toEqual([1]);
    expect(backend.asked).toEqual([1, 2, 3]);
  });

  it("issue 34 §3 (property): the pages taken are the sequential loop's, whatever the answer order and width", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        async (fullPages, width, seed) => {
          // Pages 1..fullPages are full, the next one short: the sequential loop takes fullPages + 1.
          const taken: number[] = [];
          await readWindowedPages({
            width,
            fetch: (page) =>
              new Promise<number>((resolve) =>
                setTimeout(() => resolve(page <= fullPages ? 100 : 7), Math.abs((seed * page) % 5)),
              ),
            take: (count, page) => (taken.push(page), count < 100),
          });
          expect(taken).toEqual(Array.from({ length: fullPages + 1 }, (_, i) => i + 1));
        },
      ),
      { numRuns: 40 },
    );
  });
});
