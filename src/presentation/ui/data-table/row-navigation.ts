/** The keys that move the focus between the rows of a table (issue 14: keyboard-first tables). */
export const ROW_NAVIGATION_KEYS = ['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;

export type RowNavigationKey = (typeof ROW_NAVIGATION_KEYS)[number];

/** Rows a PageUp/PageDown moves by when there is no layout to measure (jsdom, a hidden table). */
export const FALLBACK_ROWS_PER_VIEW = 10;

export function isRowNavigationKey(key: string): key is RowNavigationKey {
  return (ROW_NAVIGATION_KEYS as readonly string[]).includes(key);
}

/** An index kept inside the rows there are (0 when there are none). */
export function clampRowIndex(index: number, rowCount: number): number {
  return Math.min(Math.max(index, 0), Math.max(rowCount - 1, 0));
}

/**
 * The row the focus goes to. It never wraps and never leaves the rows shown: at the first or last
 * row of the page the focus stays where it is (paging is the pagination buttons' job).
 */
export function nextRowIndex(
  key: RowNavigationKey,
  current: number,
  rowCount: number,
  rowsPerView: number,
): number {
  const page = Math.max(1, Math.floor(rowsPerView));
  const from = clampRowIndex(current, rowCount);
  switch (key) {
    case 'ArrowUp':
      return clampRowIndex(from - 1, rowCount);
    case 'ArrowDown':
      return clampRowIndex(from + 1, rowCount);
    case 'Home':
      return 0;
    case 'End':
      return clampRowIndex(rowCount - 1, rowCount);
    case 'PageUp':
      return clampRowIndex(from - page, rowCount);
    case 'PageDown':
      return clampRowIndex(from + page, rowCount);
  }
}

/** Whole rows that fit in the visible height; the fallback when nothing can be measured. */
export function rowsPerView(visibleHeight: number, rowHeight: number): number {
  if (!(rowHeight > 0) || !(visibleHeight > 0) || !Number.isFinite(visibleHeight)) {
    return FALLBACK_ROWS_PER_VIEW;
  }
  return Math.max(1, Math.floor(visibleHeight / rowHeight));
}
