import type { Frame } from '@playwright/test';
import { median } from './perf-context';

/**
 * Baselines measured in the same page, in the same run, just before or after the figure they are
 * held against: on a busy machine both slow down together, so a ratio holds where an absolute
 * number of milliseconds would not (architecture.md §8, issue 19 §1).
 */

/** How much faster than a plain table of the same rows a virtualized 10,000-row table must paint. */
export const FASTER_THAN_NAIVE = 3;
/**
 * A paged list (50 rows a page at most) must paint a page change no slower than a plain table of
 * every row: rendering the whole list would cost several times that. Its rows are richer than the
 * plain table's (switches, avatars, tooltips), so on a loaded machine the ratio came down to 1.6.
 */
export const PAGED_LIST_VS_NAIVE = 1;

/**
 * A plain `<table>` of `rows` rows of `cells` short text cells built into the frame's document with
 * no virtualization, timed to its paint, then removed: the least any unvirtualized render of those
 * rows costs. The median of `runs` builds.
 */
export async function naiveTablePaintMs(
  frame: Frame,
  rows: number,
  cells: number,
  runs = 3,
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(
      await frame.evaluate(
        async ({ rows, cells, run }) => {
          const start = performance.now();
          const table = document.createElement('table');
          const body = table.createTBody();
          for (let row = 0; row < rows; row += 1) {
            const line = body.insertRow();
            for (let cell = 0; cell < cells; cell += 1)
              line.insertCell().textContent = `r${run}-${row}-${cell}`;
          }
          document.body.append(table);
          // A task queued from a requestAnimationFrame callback runs once that frame is painted.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          const ms = performance.now() - start;
          table.remove();
          return ms;
        },
        { rows, cells, run },
      ),
    );
  }
  return median(times);
}

/**
 * One page of an unvirtualized-looking table, in the module's own members table: the table's
 * scrolling body moved down by its own height, until the next page of rows is painted; the median
 * of `runs` pages, then back to the top. What a filter shows is one page of rows, so a filter
 * must cost no more than this (issue 23 §1).
 */
export async function unfilteredPagePaintMs(frame: Frame, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(
      await frame.evaluate(async () => {
        const scroller = document
          .querySelector('table[aria-rowcount]')!
          .closest<HTMLElement>('.ui-table__scroll')!;
        const firstRow = () =>
          scroller.querySelector('tbody tr.ui-table__row')?.getAttribute('aria-rowindex');
        const before = firstRow();
        const start = performance.now();
        const moved = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (firstRow() === before) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(scroller, { childList: true, subtree: true, attributes: true });
        });
        scroller.scrollTop += scroller.clientHeight;
        await moved;
        // A task queued from a requestAnimationFrame callback runs once that frame is painted.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return performance.now() - start;
      }),
    );
  }
  await frame.evaluate(async () => {
    document.querySelector('table[aria-rowcount]')!.closest('.ui-table__scroll')!.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  return median(times);
}

/** The frame interval the page paints at (the median of 30 animation frames): one frame's budget. */
export function frameIntervalMs(frame: Frame): Promise<number> {
  return frame.evaluate(async () => {
    const stamps: number[] = [];
    await new Promise<void>((resolve) => {
      const tick = (at: number) => {
        stamps.push(at);
        if (stamps.length > 30) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const gaps = stamps.slice(1).map((at, index) => at - stamps[index]!);
    return gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  });
}
