import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPrintMedia } from '../../../src/presentation/shared/print-media';

/** A 'print' media query the test flips, as Chromium does when printing or emulating print. */
function printQuery() {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => (media === 'print' ? query : { matches: false }));
  const flip = (matches: boolean) => {
    for (const listener of listeners) listener({ matches } as MediaQueryListEvent);
  };
  return { flip, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe('watchPrintMedia (issue 24 §4)', () => {
  it('issue 24 §4: hears a print start and end from the print events and from the print media query', () => {
    const { flip } = printQuery();
    const seen: boolean[] = [];
    const stop = watchPrintMedia((printing) => seen.push(printing));
    window.dispatchEvent(new Event('beforeprint'));
    flip(true);
    flip(false);
    window.dispatchEvent(new Event('afterprint'));
    expect(seen).toEqual([true, true, false, false]);
    stop();
  });

  it('issue 24 §4: after the unsubscribe nothing more is heard', () => {
    const { flip, listeners } = printQuery();
    const seen: boolean[] = [];
    watchPrintMedia((printing) => seen.push(printing))();
    window.dispatchEvent(new Event('beforeprint'));
    flip(true);
    expect(seen).toEqual([]);
    expect(listeners.size).toBe(0);
  });

  it('issue 24 §4: without matchMedia the print events alone are heard', () => {
    vi.stubGlobal('matchMedia', undefined);
    const seen: boolean[] = [];
    const stop = watchPrintMedia((printing) => seen.push(printing));
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect(seen).toEqual([true, false]);
    stop();
  });
});
