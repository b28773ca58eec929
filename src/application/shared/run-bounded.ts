/**
 * Runs `task` over every item with at most `limit` running at once (ARCHITECTURE §8: fan-out
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
  const width = Math.max(1, Math.min(Math.trunc(limit) || 1, items.length));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      let result: R;
      try {
        result = await task(item);
      } catch (error) {
        onError(item, error);
        continue;
      }
      onResult(item, result);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}
