import { toSortKey, type SortKey } from './cell-value';
import type { CellValue, SortDirection } from './data-table.types';

/**
 * Rows ordered by one column, stable (equal keys keep their input order in both directions).
 * Empty values go last whatever the direction; numbers come before text; text compares with
 * the language's collation (numeric-aware, case- and accent-insensitive first).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => CellValue,
  direction: SortDirection,
  collator: Intl.Collator,
): readonly Row[] {
  // Keys are computed once per row, not once per comparison: 10,000 rows sort in a few ms.
  const keys: SortKey[] = rows.map((row) => toSortKey(value(row)));
  const order = rows.map((_, index) => index);
  const sign = direction === 'ascending' ? 1 : -1;
  order.sort((a, b) => {
    const ka = keys[a] ?? null;
    const kb = keys[b] ?? null;
    if (ka === null || kb === null) {
      if (ka === kb) return a - b;
      return ka === null ? 1 : -1;
    }
    const byKey = compareKeys(ka, kb, collator) * sign;
    return byKey !== 0 ? byKey : a - b;
  });
  return order.map((index) => rows[index] as Row);
}

function compareKeys(a: number | string, b: number | string, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return typeof a === 'number' ? -1 : 1;
}
