/** Changes this small are layout jitter, not content: reporting them can loop the frame. */
export const HEIGHT_TOLERANCE_PX = 4;

export function shouldReportHeight(lastReported: number | undefined, next: number): boolean {
  if (!Number.isFinite(next) || next < 0) return false;
  if (lastReported === undefined) return true;
  return Math.abs(next - lastReported) > HEIGHT_TOLERANCE_PX;
}

function measuredHeight(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return box ? box.blockSize : entry.contentRect.height;
}

/**
 * Watches the content wrapper and reports its height (rounded up) to the host.
 * The wrapper must not size itself from the frame (no vh / 100%), or every resize
 * of the frame would feed back into a new height.
 */
export function startHeightReporter(
  element: Element,
  report: (heightPx: number) => void,
  ObserverImpl: typeof ResizeObserver = ResizeObserver,
): () => void {
  let last: number | undefined;
  const observer = new ObserverImpl((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    const next = Math.ceil(measuredHeight(entry));
    if (!shouldReportHeight(last, next)) return;
    last = next;
    report(next);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
