import { useCallback, useMemo, useState } from 'react';
import { displayLocale } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import type { Column, SortState } from './data-table.types';
import { sortRows } from './sort-rows';

export function isSortable<Row>(column: Column<Row>): boolean {
  return column.value !== undefined && column.sortable !== false;
}

export interface SortedRows<Row> {
  readonly rows: readonly Row[];
  readonly sort: SortState | null;
  readonly toggleSort: (columnId: string) => void;
}

/** Header clicks sort by a column, toggling ascending and descending (spec 1 §2). */
export function useSortedRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  language: Language,
): SortedRows<Row> {
  const [sort, setSort] = useState<SortState | null>(null);
  const collator = useMemo(
    () => new Intl.Collator(displayLocale(language), { numeric: true, sensitivity: 'base' }),
    [language],
  );
  const sortValue = sort ? columns.find((column) => column.id === sort.columnId)?.value : undefined;
  const direction = sort?.direction;

  const sorted = useMemo(
    () => (sortValue && direction ? sortRows(rows, sortValue, direction, collator) : rows),
    [rows, sortValue, direction, collator],
  );

  const toggleSort = useCallback((columnId: string) => {
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { columnId, direction: 'ascending' },
    );
  }, []);

  return { rows: sorted, sort: sortValue ? sort : null, toggleSort };
}
