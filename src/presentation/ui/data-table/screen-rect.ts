import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/** The document is laid out for paper (a print, or print media emulated). */
function printing(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('print').matches;
}

/**
 * The virtualizer's view of its scrolling box, kept at the screen's while printing (issue 24 §4).
 * On paper the box has no height limit and grows with its rows; measured there, the list would
 * add rows to fill it, grow again, and so on to every row (measured: 10,000 rows, 1,500 added
 * within 2 s). So a print carries the rows that were in the DOM, and the table says which.
 */
export function observeScreenRect<T extends Element>(
  instance: Virtualizer<T, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  return observeElementRect(instance, (rect) => {
    if (!printing()) onRect(rect);
  });
}
