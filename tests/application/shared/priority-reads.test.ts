import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PriorityReads } from '../../../src/application/shared/priority-reads';

/** Reads that stay unanswered until the test answers them, so the order is deterministic. */
function heldReads(width: number, signal?: AbortSignal) {
  const sent: string[] = [];
  const answers = new Map<string, () => void>();
  const reads = new PriorityReads<string>({
    width,
    signal,
    read: (key) =>
      new Promise<void>((resolve) => {
        sent.push(key);
        answers.set(key, resolve);
      }),
  });
  const answer = async (key: string) => {
    answers.get(key)?.();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { reads, sent, answer };
}

const keys = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `b${from + i}`);

describe('PriorityReads (issue 34 §2: per-row reads, rows on screen first, bounded, abortable)', () => {
  it('issue 34 §2: never more than `width` reads in flight, list order in the background', async () => {
    const { reads, sent, answer } = heldReads(3);
    reads.add(keys(1, 10));
    expect(sent).toEqual(['b1', 'b2', 'b3']);
    await answer('b2');
    expect(sent).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(reads.done).toBe(1);
    expect(reads.total).toBe(10);
  });

  it('issue 34 §2: a page change asks for the newly visible rows first, ahead of the background', async () => {
    const { reads, sent, answer } = heldReads(2);
    reads.add(keys(1, 100));
    reads.prioritize(['b51', 'b52', 'b53']);
    await answer('b1');
    await answer('b2');
    expect(sent).toEqual(['b1', 'b2', 'b51', 'b52']);
    await answer('b51');
    expect(sent.at(-1)).toBe('b53');
    await answer('b52');
    // The front is used up: the background goes on where it was, skipping what was read.
    expect(sent.at(-1)).toBe('b3');
  });

  it('issue 34 §2: a newer priority replaces the older one (the user moved on)', async () => {
    const { reads, sent, answer } = heldReads(1);
    reads.add(keys(1, 30));
    reads.prioritize(['b10', 'b11']);
    reads.prioritize(['b20']);
    await answer('b1');
    expect(sent).toEqual(['b1', 'b20']);
  });

  it('issue 34 §2: leaving the page aborts: nothing more is sent and settled resolves', async () => {
    const page = new AbortController();
    const { reads, sent, answer } = heldReads(2, page.signal);
    reads.add(keys(1, 10));
    reads.close();
    page.abort();
    await answer('b1');
    await answer('b2');
    expect(sent).toEqual(['b1', 'b2']);
    await expect(reads.settled).resolves.toBeUndefined();
    reads.prioritize(['b9']);
    expect(sent).toEqual(['b1', 'b2']);
  });

  it('issue 34 §2: settled waits for close (more pages may come), then for the last read', async () => {
    const { reads, answer } = heldReads(4);
    let settled = false;
    void reads.settled.then(() => (settled = true));
    reads.add(['a']);
    await answer('a');
    expect(settled).toBe(false);
    reads.add(['b']);
    reads.close();
    await answer('b');
    expect(settled).toBe(true);
    expect(reads.complete).toBe(true);
  });

  it('issue 34 §2: a failing read is reported and counted; the others carry on', async () => {
    const failed: string[] = [];
    const reads = new PriorityReads<string>({
      width: 2,
      read: async (key) => {
        if (key === 'x') throw new Error('boom');
      },
      onError: (key) => failed.push(key),
    });
    reads.add(['x', 'y', 'z']);
    reads.close();
    await reads.settled;
    expect(failed).toEqual(['x']);
    expect(reads.done).toBe(3);
  });

  it('issue 34 §2 (property): every key is read exactly once, whatever the priorities, within the width', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 45 }), { maxLength: 6 }), { maxLength: 5 }),
        async (count, width, priorities) => {
          const read: string[] = [];
          let inFlight = 0;
          let most = 0;
          const reads = new PriorityReads<string>({
            width,
            read: async (key) => {
              inFlight += 1;
              most = Math.max(most, inFlight);
              await Promise.resolve();
              read.push(key);
              inFlight -= 1;
            },
          });
          reads.add(keys(0, count - 1));
          for (const wanted of priorities) reads.prioritize(wanted.map((i) => `b${i}`));
          reads.close();
          await reads.settled;
          expect(new Set(read).size).toBe(read.length);
          expect(read.length).toBe(reads.total);
          expect(most).toBeLessThanOrEqual(width);
        },
      ),
    );
  });
});
