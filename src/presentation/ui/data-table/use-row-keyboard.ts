import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { clampRowIndex, isRowNavigationKey, nextRowIndex, rowsPerView } from './row-navigation';

export interface RowKeyboardOptions {
  /** Rows shown (one page). Each row is a `tr` of the body with `data-index` = its position. */
  readonly rowCount: number;
  /** Flips the selection of the row at a position; without it Space is left to the browser. */
  readonly onToggleRow?: ((index: number) => void) | undefined;
  /** Brings a row that is not in the DOM into it (a virtualized body); the focus follows it there. */
  readonly scrollToRow?: ((index: number) => void) | undefined;
}

export interface RowKeyboard {
  /** The row in the tab order: one row per table (roving tabindex). */
  readonly activeIndex: number;
  readonly bodyRef: RefObject<HTMLTableSectionElement | null>;
  readonly onKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void;
  readonly onFocus: (event: FocusEvent<HTMLTableSectionElement>) => void;
}

function rowAt(body: HTMLTableSectionElement | null, index: number): HTMLElement | null {
  return body?.querySelector<HTMLElement>(`:scope > tr[data-index="${index}"]`) ?? null;
}

/** The body row an element is in (or is), by its `data-index`. */
function rowOf(target: EventTarget, body: HTMLTableSectionElement): HTMLElement | undefined {
  const row = target instanceof Element ? target.closest<HTMLElement>('tr[data-index]') : null;
  return row !== null && row.parentElement === body ? row : undefined;
}

/**
 * Height of the rows' viewport: the table's scrolling box, cut to the window. The table's parent
 * is that box (every table is the kit's: issue 36 §2); without layout this is 0 (a fallback).
 */
function visibleBodyHeight(row: HTMLElement): number {
  const table = row.closest('table');
  const box = table?.parentElement?.clientHeight || Number.POSITIVE_INFINITY;
  return Math.min(box, window.innerHeight || Number.POSITIVE_INFINITY) - (table?.tHead?.offsetHeight ?? 0);
}

function focusRow(row: HTMLElement): void {
  // 'nearest' moves the view by one row per arrow press, instead of the browser's jump to centre.
  row.focus({ preventScroll: true });
  row.scrollIntoView({ block: 'nearest' });
}

/**
 * Keyboard-first rows (issue 14): ArrowUp/ArrowDown, Home/End and PageUp/PageDown move the focus
 * between rows, Space flips the focused row's selection. Keys count only when the row itself has
 * the focus, so the controls inside a row (checkbox, switch, menu, buttons) keep their own keys.
 */
export function useRowKeyboard({ rowCount, onToggleRow, scrollToRow }: RowKeyboardOptions): RowKeyboard {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const [active, setActive] = useState(0);
  /** A row asked for before it was rendered (virtualized): focused once it is. */
  const pending = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = pending.current;
    const body = bodyRef.current;
    if (index === null || body === null) return;
    // The person moved on (clicked or tabbed elsewhere) while the row was being brought in.
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && !body.contains(focused)) {
      pending.current = null;
      return;
    }
    const row = rowAt(body, index);
    if (row === null) return;
    pending.current = null;
    focusRow(row);
  });

  function moveTo(index: number) {
    setActive(index);
    const row = rowAt(bodyRef.current, index);
    if (row !== null) {
      pending.current = null;
      focusRow(row);
      return;
    }
    pending.current = index;
    scrollToRow?.(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const row = rowOf(event.target, event.currentTarget);
    if (row === undefined || row !== event.target) return;
    const index = Number(row.dataset['index']);
    if (isRowNavigationKey(event.key)) {
      event.preventDefault();
      const page = rowsPerView(visibleBodyHeight(row), row.offsetHeight);
      const next = nextRowIndex(event.key, index, rowCount, page);
      if (next !== index) moveTo(next);
      return;
    }
    // Enter is left alone: no table row has a primary action of its own.
    if (event.key === ' ' && onToggleRow !== undefined) {
      event.preventDefault();
      onToggleRow(index);
    }
  }

  // Focus that lands in a row (a click, Tab into one of its controls) makes it the row in the tab
  // order, so Shift+Tab back into the table returns to where the person was.
  function onFocus(event: FocusEvent<HTMLTableSectionElement>) {
    const row = rowOf(event.target, event.currentTarget);
    if (row !== undefined) setActive(Number(row.dataset['index']));
  }

  return { activeIndex: clampRowIndex(active, rowCount), bodyRef, onKeyDown, onFocus };
}
