/**
 * Issue 19 §1: how the time of a piece of work grows when its size is multiplied by four, as a
 * ratio of medians (three runs of each size, interleaved) taken in one run. Never milliseconds,
 * which a busy machine breaks: a busy machine slows both sizes. Work linear in its size gives
 * about 4 (n log n a little more); work that scans every record for each item gives about 16.
 */
export const LINEAR_GROWTH_AT_MOST = 10;

/** `prepare(size)` builds what the work needs (not timed) and returns the work to time. */
export function growthByFour(prepare: (size: number) => () => unknown, size: number): number {
  const timed = (n: number) => {
    const work = prepare(n);
    const started = performance.now();
    work();
    return performance.now() - started;
  };
  const small: number[] = [];
  const large: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    small.push(timed(size / 4));
    large.push(timed(size));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  // A floor of 1 ms: below it the small size's time is timer noise, not work.
  return median(large) / Math.max(median(small), 1);
}
