/**
 * At most `limit` tasks run at once; the rest wait in order (architecture.md §8 bounded
 * fan-out). Shared by every caller that holds the same instance.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task, so `active` never dips below the limit.
      const next = this.waiting.shift();
      if (next === undefined) this.active -= 1;
      else next();
    }
  }
}

/** Runs `task` for every item, `limit` at a time, and reports which items succeeded. */
export async function settleBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<{ readonly succeeded: T[]; readonly failed: T[] }> {
  const limiter = new ConcurrencyLimiter(limit);
  const results = await Promise.allSettled(items.map((item) => limiter.run(() => task(item))));
  const succeeded: T[] = [];
  const failed: T[] = [];
  results.forEach((result, index) => {
    const item = items[index] as T;
    (result.status === 'fulfilled' ? succeeded : failed).push(item);
  });
  return { succeeded, failed };
}

/**
 * Runs `task` over every item with at most `limit` running at once (architecture.md §8: fan-out
 * with bounded concurrency). Tasks start in order; each outcome is handed to the caller as it
 * settles, so rows can be shown as they arrive. A failing task goes to `onError` and the
 * others carry on.
 */
export async function runBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
  onResult: (item: T, result: R) => void,
  onError: (item: T, error: unknown) => void = () => undefined,
): Promise<void> {
  const limiter = new ConcurrencyLimiter(Math.max(1, Math.trunc(limit) || 1));
  await Promise.all(
    items.map((item) =>
      limiter
        .run(() => task(item))
        .then(
          (result) => onResult(item, result),
          (error: unknown) => onError(item, error),
        ),
    ),
  );
}
