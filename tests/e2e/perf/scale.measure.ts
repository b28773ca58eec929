import type { Browser, Page } from '@playwright/test';
import { text } from '../simulator.helpers';
import { inFreshContexts, median, MODULE_HOME, moduleFrameOf, round1 } from './perf-context';

/** Issue 34 §4: the contract sizes every page is loaded at (simulator query `members=`, `bots=`). */
export const CONTRACT_SIZES = {
  small: { members: 20, bots: 20 },
  large: { members: 10_000, bots: 2_000 },
} as const;
export type ContractSize = keyof typeof CONTRACT_SIZES;

/** A real portal's latency, the headline: every backend command and every host answer held this long. */
export const PORTAL_LATENCY_MS = 150;
/** Each latency the matrix runs at (simulator query `latency=` and `hostLatency=`). */
export const SCALE_LATENCIES_MS = [PORTAL_LATENCY_MS, 0] as const;

/** What one page of the matrix shows when its first rows are painted and when it is complete. */
export interface ScalePage {
  readonly name: string;
  readonly route: string;
  /** In the module frame: the first data row of the page's table (the home: a 'General settings' card). */
  readonly firstRows: string;
  /** A contract card fact that must show a number before the page is complete (the home's Members). */
  readonly countedFact: string | null;
}

const DATA_TABLE_ROW = '.ui-table__table tbody tr.ui-table__row';
// The bot list renders through the same DataTable (issue 36 §2).
const BOT_LIST_ROW = `.bot-list ${DATA_TABLE_ROW}`;

export const SCALE_PAGES: readonly ScalePage[] = [
  {
    name: 'home',
    route: '/',
    firstRows: 'section[aria-labelledby="home-section-generalSettings"] .home__card',
    countedFact: text('en', 'tenant', 'card.members'),
  },
  { name: 'members', route: '/members', firstRows: DATA_TABLE_ROW, countedFact: null },
  { name: 'agents', route: '/agent', firstRows: DATA_TABLE_ROW, countedFact: null },
  { name: 'Copilot', route: '/copilot', firstRows: BOT_LIST_ROW, countedFact: null },
  { name: 'Calls', route: '/calls', firstRows: BOT_LIST_ROW, countedFact: null },
];

/**
 * How long a page must stay complete before its complete time is taken: a list that pages its
 * rows in could, between two pages, look complete for a moment.
 */
const STABLE_MS = 2_000;
/** Per load: a large Calls at 150 ms took about 104 s before issue 34. */
export const SCALE_LOAD_TIMEOUT_MS = 5 * 60_000;

interface ScaleMarks {
  firstRowsAt?: number;
  completeAt?: number;
}

/**
 * Runs in every frame before its scripts; in the module frame it records, on the frame's own clock
 * (0 = its navigation), the first frame painted with the page's first rows, and the first frame
 * painted since the page last became complete: rows present, the counted fact showing a number,
 * and no `[data-load-progress]` line anywhere (issue 34 §2's mark of an incomplete list).
 */
function markScaleLoad(target: ScalePage & { readonly framePath: string }): void {
  if (!location.pathname.startsWith(target.framePath)) return;
  const marks: ScaleMarks = {};
  (window as unknown as { __scaleMarks: ScaleMarks }).__scaleMarks = marks;
  // A task queued from a requestAnimationFrame callback runs once that frame is painted.
  const atPaint = (record: (at: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => record(performance.now()), 0));
  const counted = () =>
    target.countedFact === null ||
    [...document.querySelectorAll('dt')].some(
      (label) =>
        label.textContent?.trim() === target.countedFact &&
        /\d/.test(label.nextElementSibling?.textContent ?? ''),
    );
  let firstRowsSeen = false;
  let complete = false;
  let transitions = 0;
  new MutationObserver(() => {
    const rows = document.querySelector(target.firstRows) !== null;
    if (rows && !firstRowsSeen) {
      firstRowsSeen = true;
      atPaint((at) => (marks.firstRowsAt = at));
    }
    const now = rows && counted() && document.querySelector('[data-load-progress]') === null;
    if (now === complete) return;
    complete = now;
    transitions += 1;
    delete marks.completeAt;
    const transition = transitions;
    if (!now) return;
    atPaint((at) => {
      if (transition === transitions) marks.completeAt = at;
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** One load of a page: ms from the module frame's navigation. */
export interface ScaleLoad {
  readonly firstRowsMs: number;
  readonly completeMs: number;
}

/** Opens the simulator on the page at that size and latency, until the page has been complete STABLE_MS. */
export async function loadAtScale(
  page: Page,
  target: ScalePage,
  size: ContractSize,
  latencyMs: number,
): Promise<ScaleLoad> {
  await page.addInitScript(markScaleLoad, { ...target, framePath: MODULE_HOME.path });
  const { members, bots } = CONTRACT_SIZES[size];
  const latency = String(latencyMs);
  const query = { lang: 'en', route: target.route, members: String(members), bots: String(bots) };
  await page.goto(`/?${new URLSearchParams({ ...query, latency, hostLatency: latency }).toString()}`, {
    timeout: SCALE_LOAD_TIMEOUT_MS,
  });
  const frame = await moduleFrameOf(page);
  const marks = () => (window as unknown as { __scaleMarks?: ScaleMarks }).__scaleMarks;
  try {
    await frame.waitForFunction(
      (stableMs) => {
        const { firstRowsAt, completeAt } =
          (window as unknown as { __scaleMarks?: ScaleMarks }).__scaleMarks ?? {};
        return (
          firstRowsAt !== undefined && completeAt !== undefined && performance.now() - completeAt >= stableMs
        );
      },
      STABLE_MS,
      { timeout: SCALE_LOAD_TIMEOUT_MS, polling: 250 },
    );
  } catch (error) {
    const seen = await frame.evaluate(marks).catch(() => undefined);
    throw new Error(`${target.name} ${size} at ${latencyMs} ms never completed (${JSON.stringify(seen)})`, {
      cause: error,
    });
  }
  const { firstRowsAt, completeAt } = (await frame.evaluate(marks))!;
  return { firstRowsMs: round1(firstRowsAt!), completeMs: round1(completeAt!) };
}

export interface ScaleCell {
  readonly page: string;
  readonly route: string;
  readonly size: ContractSize;
  readonly latencyMs: number;
  readonly firstRowsMedianMs: number;
  readonly completeMedianMs: number;
  readonly runs: readonly ScaleLoad[];
}

/** Large ÷ small for one page at one latency: of the medians, and of each run's pair of loads. */
export interface ScaleRatio {
  readonly page: string;
  readonly latencyMs: number;
  readonly firstRows: number;
  readonly complete: number;
  readonly firstRowsPerRun: readonly number[];
  readonly completePerRun: readonly number[];
}

export interface ScaleReport {
  readonly runs: number;
  readonly sizes: typeof CONTRACT_SIZES;
  readonly clock: string;
  readonly cells: readonly ScaleCell[];
  readonly ratios: readonly ScaleRatio[];
}

const ratio = (large: number, small: number) => Math.round((large / small) * 100) / 100;

/**
 * Every page × contract size × latency, `runs` times, each load in a fresh browser context. In a
 * run, a page's small and large loads follow each other (their order alternating from run to run),
 * so a burst of load on a shared machine falls on both sides of their ratio.
 */
export async function runScaleMatrix(browser: Browser, baseURL: string, runs: number): Promise<ScaleReport> {
  const cells: ScaleCell[] = [];
  const ratios: ScaleRatio[] = [];
  const loads = new Map<string, ScaleLoad[]>();
  const key = (page: ScalePage, size: ContractSize, latencyMs: number) =>
    `${page.route} ${size} ${latencyMs}`;
  for (let run = 0; run < runs; run += 1) {
    const sizes: readonly ContractSize[] = run % 2 === 0 ? ['small', 'large'] : ['large', 'small'];
    for (const latencyMs of SCALE_LATENCIES_MS) {
      for (const page of SCALE_PAGES) {
        for (const size of sizes) {
          const [load] = await inFreshContexts(browser, baseURL, 1, (tab) =>
            loadAtScale(tab, page, size, latencyMs),
          );
          loads.set(key(page, size, latencyMs), [...(loads.get(key(page, size, latencyMs)) ?? []), load!]);
        }
      }
    }
  }
  for (const latencyMs of SCALE_LATENCIES_MS) {
    for (const page of SCALE_PAGES) {
      const bySize = {} as Record<ContractSize, ScaleCell>;
      for (const size of ['small', 'large'] as const) {
        const runsOf = loads.get(key(page, size, latencyMs)) ?? [];
        bySize[size] = {
          page: page.name,
          route: page.route,
          size,
          latencyMs,
          firstRowsMedianMs: median(runsOf.map((load) => load.firstRowsMs)),
          completeMedianMs: median(runsOf.map((load) => load.completeMs)),
          runs: runsOf,
        };
        cells.push(bySize[size]);
      }
      const { small, large } = bySize;
      ratios.push({
        page: page.name,
        latencyMs,
        firstRows: ratio(large.firstRowsMedianMs, small.firstRowsMedianMs),
        complete: ratio(large.completeMedianMs, small.completeMedianMs),
        firstRowsPerRun: large.runs.map((load, run) => ratio(load.firstRowsMs, small.runs[run]!.firstRowsMs)),
        completePerRun: large.runs.map((load, run) => ratio(load.completeMs, small.runs[run]!.completeMs)),
      });
    }
  }
  return {
    runs,
    sizes: CONTRACT_SIZES,
    clock: "ms from the module frame's navigation to the frame painted",
    cells,
    ratios,
  };
}
