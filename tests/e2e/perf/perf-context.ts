import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';

/** A framed page that counts as started once it shows `selector`. */
export interface UsableTarget {
  /** The frame's path, or the start of it. */
  readonly path: string;
  readonly selector: string;
}

/** The module's home, usable once it shows a card. */
export const MODULE_HOME: UsableTarget = { path: '/module', selector: '.home__card' };
/**
 * The cold-start floor: a bare React 19 page with one component, built only into the simulator
 * (simulator/bench/react-floor.tsx), framed from the module origin as the module is.
 */
export const REACT_FLOOR: UsableTarget = {
  path: '/simulator/bench/react-floor.html',
  selector: '.floor__card',
};

/**
 * Runs in every frame of a measured page, before the page's own scripts (Playwright's init
 * scripts reach cross-origin frames too). In a frame of `targets` it records when the frame first
 * shows the target's element and that frame is painted, on the frame's own clock (0 = its
 * navigation): the module and the floor it is held against are timed by the same code.
 */
function markUsable(targets: readonly UsableTarget[]): void {
  const target = targets.find((candidate) => location.pathname.startsWith(candidate.path));
  if (target === undefined) return;
  const marks = window as unknown as { __perfUsableHomeAt?: number; __perfUsableHomeWallClock?: number };
  const observer = new MutationObserver(() => {
    if (document.querySelector(target.selector) === null) return;
    observer.disconnect();
    // A task queued from a requestAnimationFrame callback runs once that frame is painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.__perfUsableHomeAt = performance.now();
        marks.__perfUsableHomeWallClock = Date.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** A fresh browser context per run (no cache, no warm JIT of an earlier run's pages). */
export async function freshPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(markUsable, [MODULE_HOME, REACT_FLOOR]);
  const page = await context.newPage();
  return { context, page };
}

/** The framed module (or the page framed at `path`), once the simulator has framed it. */
export async function moduleFrameOf(page: Page, path = MODULE_HOME.path): Promise<Frame> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const frame = page
      .frames()
      .find((candidate) => new URL(candidate.url(), 'http://x').pathname.startsWith(path));
    if (frame !== undefined) return frame;
    await page.waitForTimeout(25);
  }
  throw new Error(`the frame ${path} never appeared`);
}

interface UsableMarks {
  readonly __perfUsableHomeAt?: number;
  readonly __perfUsableHomeWallClock?: number;
}

/**
 * When the module frame's home was painted with a card (or a framed target with its element):
 * milliseconds since the frame's navigation, and the wall clock then (to compare with the
 * simulator's protocol log).
 */
export async function usableHome(frame: Frame): Promise<{ ms: number; wallClock: number }> {
  await frame.waitForFunction(() => (window as UsableMarks).__perfUsableHomeAt !== undefined, undefined, {
    timeout: 30_000,
  });
  return frame.evaluate(() => ({
    ms: (window as UsableMarks).__perfUsableHomeAt!,
    wallClock: (window as UsableMarks).__perfUsableHomeWallClock!,
  }));
}

/** Bytes of JavaScript the page's live JS heap holds, as the renderer reports them. */
export function usedHeapBytes(frame: Frame): Promise<number> {
  return frame.evaluate(
    () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
}

/** The nearest-rank 95th percentile. */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Runs `measure` `runs` times, each in a fresh context, and closes every context. */
export async function inFreshContexts<T>(
  browser: Browser,
  baseURL: string,
  runs: number,
  measure: (page: Page) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await freshPage(browser, baseURL);
    try {
      results.push(await measure(page));
    } finally {
      await context.close();
    }
  }
  return results;
}
