import type { Browser, Page } from '@playwright/test';
import { inFreshContexts, median, moduleFrameOf, REACT_FLOOR, round1, usableHome } from './perf-context';
import { coldStart } from './startup.measure';

/** The bare React page's cold start: framed by the simulator, timed by the module's own method. */
export async function reactFloorStart(page: Page): Promise<number> {
  await page.goto(`/?${new URLSearchParams({ lang: 'en', frame: REACT_FLOOR.path }).toString()}`);
  const { ms } = await usableHome(await moduleFrameOf(page, REACT_FLOOR.path));
  return ms;
}

export interface ColdStartRatio {
  readonly moduleMs: readonly number[];
  readonly floorMs: readonly number[];
  readonly moduleMedianMs: number;
  readonly floorMedianMs: number;
  /** The module's median cold start over the floor's: how many bare React pages it costs. */
  readonly ratio: number;
}

/**
 * The module's cold start and the bare React page's, `runs` of each, each in a fresh context.
 * They alternate (module then floor, then floor then module) so a burst of load on a shared
 * machine falls on both sides, and neither always runs second with a warmer disk cache.
 */
export async function coldStartVsReactFloor(
  browser: Browser,
  baseURL: string,
  runs: number,
): Promise<ColdStartRatio> {
  const moduleMs: number[] = [];
  const floorMs: number[] = [];
  const once = async (which: 'module' | 'floor') => {
    if (which === 'module') {
      const [start] = await inFreshContexts(browser, baseURL, 1, (page) => coldStart(page));
      moduleMs.push(round1(start!.usableMs));
    } else {
      const [ms] = await inFreshContexts(browser, baseURL, 1, reactFloorStart);
      floorMs.push(round1(ms!));
    }
  };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? (['module', 'floor'] as const) : (['floor', 'module'] as const);
    for (const which of order) await once(which);
  }
  const moduleMedianMs = median(moduleMs);
  const floorMedianMs = median(floorMs);
  return { moduleMs, floorMs, moduleMedianMs, floorMedianMs, ratio: round1(moduleMedianMs / floorMedianMs) };
}
