import { runBounded } from './concurrency-limiter';

/** Commands of one bulk action in flight at once (architecture.md §8: bounded fan-out). */
export const BULK_CONCURRENCY = 6;

/** Which items of a bulk action were saved and which failed, with each failure. */
export interface BulkOutcome<T> {
  readonly succeeded: readonly T[];
  readonly failed: readonly { readonly item: T; readonly error: unknown }[];
}

/** Runs `save` over every item, 6 at a time; every item is tried whatever the others do. */
export async function runBulk<T>(
  items: readonly T[],
  save: (item: T) => Promise<unknown>,
): Promise<BulkOutcome<T>> {
  const succeeded: T[] = [];
  const failed: { item: T; error: unknown }[] = [];
  await runBounded(
    items,
    BULK_CONCURRENCY,
    save,
    (item) => succeeded.push(item),
    (item, error) => failed.push({ item, error }),
  );
  return { succeeded, failed };
}
