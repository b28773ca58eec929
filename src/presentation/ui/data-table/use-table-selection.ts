import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

const NO_IDS: ReadonlySet<string> = new Set();

export interface TableSelection {
  readonly selected: ReadonlySet<string>;
  readonly allSelected: boolean;
  readonly someSelected: boolean;
  /** Stable across renders, so memoized rows do not re-render when another row changes. */
  readonly toggleRow: (id: string, checked: boolean) => void;
  readonly toggleAll: (checked: boolean) => void;
}

/** Selection of a table: controlled when `selectedIds` is given, otherwise kept here. */
export function useTableSelection(
  rowIds: readonly string[],
  selectedIds: ReadonlySet<string> | undefined,
  onSelectionChange: ((ids: ReadonlySet<string>) => void) | undefined,
): TableSelection {
  const [internal, setInternal] = useState<ReadonlySet<string>>(NO_IDS);
  const selected = selectedIds ?? internal;
  const latest = useRef({ selected, rowIds, controlled: selectedIds !== undefined, onSelectionChange });
  useLayoutEffect(() => {
    latest.current = { selected, rowIds, controlled: selectedIds !== undefined, onSelectionChange };
  });

  const commit = useCallback((next: ReadonlySet<string>) => {
    latest.current.selected = next;
    if (!latest.current.controlled) setInternal(next);
    latest.current.onSelectionChange?.(next);
  }, []);

  const toggleRow = useCallback(
    (id: string, checked: boolean) => {
      const next = new Set(latest.current.selected);
      if (checked) next.add(id);
      else next.delete(id);
      commit(next);
    },
    [commit],
  );

  const toggleAll = useCallback(
    (checked: boolean) => {
      const next = new Set(latest.current.selected);
      for (const id of latest.current.rowIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      commit(next);
    },
    [commit],
  );

  const { allSelected, someSelected } = useMemo(() => {
    let count = 0;
    for (const id of rowIds) if (selected.has(id)) count += 1;
    return { allSelected: rowIds.length > 0 && count === rowIds.length, someSelected: count > 0 };
  }, [rowIds, selected]);

  return { selected, allSelected, someSelected, toggleRow, toggleAll };
}
