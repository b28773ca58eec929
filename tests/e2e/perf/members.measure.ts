import type { Page } from '@playwright/test';
import { moduleFrameOf } from './perf-context';
import { frameIntervalMs, unfilteredPagePaintMs } from './same-run-baseline';

export interface TypingFigures {
  /** Per keystroke: the input event to the next painted frame. */
  readonly keystrokeToPaintMs: readonly number[];
  /** Event Timing's own durations (keydown/input → next paint) of the keystrokes it reported (≥ 16 ms). */
  readonly eventTimingMs: readonly number[];
  /** The debounce firing (the page's 'members:search-applied' mark) to the filtered rows painted. */
  readonly filterToPaintMs: number;
  readonly rowsInDom: number;
  readonly members: number;
  readonly jsHeapBytes: number;
  /** Same page, same run: the unfiltered table scrolled by one page, to that page painted. */
  readonly unfilteredPageMs: number;
  /** Same page, same run: the interval between two painted frames (one frame's budget). */
  readonly frameMs: number;
  /** The keystrokes typed while the member lookups were still running, to the next paint. */
  readonly keystrokeDuringLookupsMs: readonly number[];
}

/**
 * The members page at `members` members: real (trusted) keystrokes typed into the search box,
 * each timed to the next painted frame, then the debounced filter to the filtered rows painted.
 */
export async function typeIntoMembers(page: Page, members: number, term = 'maria'): Promise<TypingFigures> {
  await page.goto(`/?${new URLSearchParams({ lang: 'en', route: '/members', members: String(members) })}`);
  const frame = await moduleFrameOf(page);
  const table = frame.locator('table[aria-rowcount]').first();
  await table.waitFor({ timeout: 120_000 });
  await frame.waitForFunction(
    (expected) =>
      Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount')) > expected,
    members * 0.9,
    { timeout: 120_000 },
  );
  const unfilteredPageMs = await unfilteredPagePaintMs(frame);
  const frameMs = await frameIntervalMs(frame);
  await frame.getByRole('button', { name: 'Search members' }).click();
  await frame.locator('input[type=search]').waitFor();
  await frame.evaluate(() => {
    const record = window as unknown as { __typing: { keys: number[]; timings: number[]; during: number[] } };
    record.__typing = { keys: [], timings: [], during: [] };
    const input = document.querySelector<HTMLInputElement>('input[type=search]')!;
    input.addEventListener(
      'input',
      (event) => {
        const lookupsRunning = document.querySelector('[data-testid="members-lookups"]') !== null;
        // A task queued from a requestAnimationFrame callback runs once that frame is painted.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const ms = performance.now() - event.timeStamp;
            record.__typing.keys.push(ms);
            if (lookupsRunning) record.__typing.during.push(ms);
          }, 0),
        );
      },
      { capture: true },
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown' || entry.name === 'input') record.__typing.timings.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const unfiltered = await table.getAttribute('aria-rowcount');
  const filtered = frame.evaluate(
    (before) =>
      new Promise<{ paintedAt: number; rows: number; count: number }>((resolve) => {
        const element = document.querySelector('table[aria-rowcount]')!;
        const observer = new MutationObserver(() => {
          if (element.getAttribute('aria-rowcount') === before) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(
              () =>
                resolve({
                  paintedAt: performance.now(),
                  rows: element.querySelectorAll('tbody tr.ui-table__row').length,
                  count: Number(element.getAttribute('aria-rowcount')) - 1,
                }),
              0,
            ),
          );
        });
        observer.observe(element, { attributes: true, childList: true, subtree: true });
      }),
    unfiltered,
  );
  await page.keyboard.type(term, { delay: 80 });
  const { paintedAt, rows } = await filtered;
  const marks = await frame.evaluate(() => {
    const record = window as unknown as { __typing: { keys: number[]; timings: number[]; during: number[] } };
    const applied = performance.getEntriesByName('members:search-applied').at(-1)?.startTime ?? Number.NaN;
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return { ...record.__typing, applied, heap: memory?.usedJSHeapSize ?? 0 };
  });
  return {
    keystrokeToPaintMs: marks.keys,
    eventTimingMs: marks.timings,
    filterToPaintMs: paintedAt - marks.applied,
    rowsInDom: rows,
    members: Number(unfiltered) - 1,
    jsHeapBytes: marks.heap,
    unfilteredPageMs,
    frameMs,
    keystrokeDuringLookupsMs: marks.during,
  };
}
