import { useEffect, useRef } from 'react';
import { startHeightReporter } from './height-reporter';

/** Attach the returned ref to the content wrapper; heights go to `report`. */
export function useHeightReporter<T extends Element>(report: (heightPx: number) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    // Environments without ResizeObserver (old engines, test DOMs) simply do not report.
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    return startHeightReporter(element, report);
  }, [report]);
  return ref;
}
