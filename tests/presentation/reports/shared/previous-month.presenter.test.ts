import { describe, expect, it } from 'vitest';
import { PreviousMonth } from '../../../../src/presentation/reports/shared/previous-month.presenter';

/** A fetch whose answers the test releases one month at a time. */
function heldFetch() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: (value: number) => void; reject: (error: Error) => void }>();
  const fetch = (_tenantId: string, month: string) =>
    new Promise<number>((resolve, reject) => {
      asked.push(month);
      waiting.set(month, { resolve, reject });
    });
  return { asked, fetch, waiting };
}

describe('PreviousMonth (issue 24 §2)', () => {
  it('issue 24 §2: reads the month before the one shown, across a year', async () => {
    const { asked, fetch, waiting } = heldFetch();
    const previous = new PreviousMonth(fetch);
    const read = previous.read('t-1', '2026-01');
    expect(asked).toEqual(['2025-12']);
    expect(previous.value).toBeUndefined();
    waiting.get('2025-12')!.resolve(42);
    await read;
    expect(previous.value).toBe(42);
  });

  it('issue 24 §2: a new month hides the old comparison at once, and a late answer is dropped', async () => {
    const { fetch, waiting } = heldFetch();
    const previous = new PreviousMonth(fetch);
    const first = previous.read('t-1', '2026-03');
    waiting.get('2026-02')!.resolve(1);
    await first;
    const second = previous.read('t-1', '2026-05');
    const third = previous.read('t-1', '2026-06');
    expect(previous.value).toBeUndefined();
    waiting.get('2026-05')!.resolve(3);
    waiting.get('2026-04')!.resolve(2);
    await Promise.all([second, third]);
    expect(previous.value).toBe(3);
  });

  it('issue 24 §2: a rejection (or a value that is no month) leaves no value and never rejects', async () => {
    const { fetch, waiting } = heldFetch();
    const previous = new PreviousMonth(fetch);
    const read = previous.read('t-1', '2026-03');
    waiting.get('2026-02')!.reject(new Error('bridge down'));
    await expect(read).resolves.toBeUndefined();
    expect(previous.value).toBeUndefined();
    await expect(previous.read('t-1', 'soon')).resolves.toBeUndefined();
    expect(previous.value).toBeUndefined();
  });
});
