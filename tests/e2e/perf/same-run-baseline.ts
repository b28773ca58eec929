import type { Frame } from '@playwright/test';
import { median } from './perf-context';

/**
 * Baselines measured in the same page, in the same run, just before or after the figure they are
 * held against: on a busy machine both slow down together, so a ratio holds where an absolute
 * number of milliseconds would not (ARCHITECTURE §8, issue 19 §1).
 */

/** How much faster than the naive table a virtualized change to the rows must paint. */
export const FASTER_THAN_NAIVE = 3;
/** How many idle frames (next paint with nothing to do) a keystroke may take to paint. */
export const KEYSTROKE_IDLE_FRAMES = 4;

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

/** The median time from now to the next painted frame when nothing else is asked of the page. */
export function idleFrameMs(frame: Frame, samples = 15): Promise<number> {
  return frame
    .evaluate(async (samples) => {
      const times: number[] = [];
      for (let index = 0; index < samples; index += 1) {
        const start = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        times.push(performance.now() - start);
      }
      return times;
    }, samples)
    .then(median);
}
