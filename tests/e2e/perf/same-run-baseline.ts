import type { Frame } from '@playwright/test';
import { median } from './perf-context';

/**
 * Baselines measured in the same page, in the same run, just before or after the figure they are
 * held against: on a busy machine both slow down together, so a ratio holds where an absolute
 * number of milliseconds would not (ARCHITECTURE §8, issue 19 §1).
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
 * A keystroke must paint at least 10× faster than a plain table of every listed row: one that
 * re-rendered the list would cost about that table. Measured 30× on a machine with a load of 16,
 * 100× quiet.
 */
export const KEYSTROKE_FASTER_THAN_NAIVE = 10;

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
