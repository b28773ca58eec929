import { useEffect, useRef } from 'react';

/**
 * Issue 34 §2: tells the table's owner which rows are on screen (the page's rows, or the
 * virtualized rows in the DOM), in display order, so per-row reads can ask for them first. Called
 * after a render whose visible ids differ from the last ones told, never during a render.
 */
export function useVisibleRows(
  ids: readonly string[],
  onVisibleRowsChange: ((ids: readonly string[]) => void) | undefined,
): void {
  const told = useRef<string | undefined>(undefined);
  const key = ids.join('\u0000');
  useEffect(() => {
    if (onVisibleRowsChange === undefined || told.current === key) return;
    told.current = key;
    onVisibleRowsChange(ids);
  });
}
