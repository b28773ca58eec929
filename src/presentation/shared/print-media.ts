/**
 * Calls `onChange(true)` when the document starts printing and `onChange(false)` when it is
 * back on screen (issue 24 §4). Both signals are heard: `beforeprint`/`afterprint` (every print,
 * the button's and the browser's own) and the 'print' media query, which Chromium also flips
 * when print media is emulated and which, unlike `beforeprint`, fires once the print layout
 * applies. A print therefore may call `onChange(true)` twice: callers must be idempotent.
 * Returns the unsubscribe.
 */
export function watchPrintMedia(onChange: (printing: boolean) => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined;
  const started = () => onChange(true);
  const ended = () => onChange(false);
  const mediaChanged = (event: MediaQueryListEvent) => onChange(event.matches);
  window.addEventListener('beforeprint', started);
  window.addEventListener('afterprint', ended);
  // Old engines' MediaQueryList has only addListener; those print with the two events above.
  const listens = typeof query?.addEventListener === 'function';
  if (listens) query.addEventListener('change', mediaChanged);
  return () => {
    window.removeEventListener('beforeprint', started);
    window.removeEventListener('afterprint', ended);
    if (listens) query.removeEventListener('change', mediaChanged);
  };
}
