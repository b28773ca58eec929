import type { Browser, Page } from '@playwright/test';
import { ratiosOf, ratiosTable, type Ratios } from './budget-ratios';
import { coldStartVsReactFloor, type ColdStartRatio } from './cold-start-ratio.measure';
import { typeIntoMembers, type TypingFigures } from './members.measure';
import { inFreshContexts, median, p95, round1 } from './perf-context';
import { reportTableAtScale, type ReportTableFigures } from './report-table.measure';
import { loadRoute, startupWithLatency, type RouteLoad } from './startup.measure';

/** Routes whose first load is measured; the report routes are the ones allowed to load ECharts. */
export const MEASURED_ROUTES = [
  { route: '/', report: false },
  { route: '/members', report: false },
  { route: '/agent', report: false },
  { route: '/mtls', report: false },
  { route: '/copilot', report: false },
  { route: '/calls', report: false },
  { route: '/knowledge-base', report: false },
  { route: '/pipeline', report: false },
  { route: '/data-consumption', report: true },
  { route: '/dau-consumption', report: true },
  { route: '/session-consumption', report: true },
  { route: '/revenue', report: true },
] as const;

export interface BenchOptions {
  readonly runs: number;
  readonly members: number;
  readonly reportRows: number;
  readonly routes: readonly { readonly route: string; readonly report: boolean }[];
  /** Command latency for the round-trip count (answers slower than the module's own work). */
  readonly tripLatencyMs: number;
}

export interface BenchReport {
  readonly runs: number;
  /** The module's cold starts beside the bare React page's, alternating. */
  readonly coldStart: ColdStartRatio;
  /** Issue 23 §1's budgets, each a ratio to its same-run baseline. */
  readonly ratios: Ratios;
  readonly firstLoad: readonly (RouteLoad & { readonly report: boolean })[];
  readonly startup: Awaited<ReturnType<typeof startupWithLatency>>;
  readonly members: {
    readonly members: number;
    readonly keystrokeToPaintP95Ms: number;
    readonly keystrokeEventTimingMaxMs: number | null;
    readonly filterToPaintMedianMs: number;
    readonly maxRowsInDom: number;
    readonly jsHeapMedianBytes: number;
    readonly runs: readonly TypingFigures[];
  };
  readonly reportTable: {
    readonly rows: number;
    readonly renderToPaintMedianMs: number;
    readonly answerToPaintMedianMs: number;
    readonly naiveRenderToPaintMedianMs: number;
    readonly naiveToVirtualRatio: number;
    readonly maxRowsInDom: number;
    readonly jsHeapMedianBytes: number;
    readonly runs: readonly ReportTableFigures[];
  };
}

const measureIn = <T>(browser: Browser, baseURL: string, runs: number, measure: (page: Page) => Promise<T>) =>
  inFreshContexts(browser, baseURL, runs, measure);

export async function runBench(
  browser: Browser,
  baseURL: string,
  options: BenchOptions,
): Promise<BenchReport> {
  const { runs } = options;
  const coldStart = await coldStartVsReactFloor(browser, baseURL, runs);
  const firstLoad = [];
  for (const { route, report } of options.routes) {
    const [load] = await measureIn(browser, baseURL, 1, (page) => loadRoute(page, route, 'en'));
    firstLoad.push({ ...load!, report });
  }
  const [startup] = await measureIn(browser, baseURL, 1, (page) =>
    startupWithLatency(page, options.tripLatencyMs),
  );
  const typing = await measureIn(browser, baseURL, runs, (page) => typeIntoMembers(page, options.members));
  const tables = await measureIn(browser, baseURL, runs, (page) =>
    reportTableAtScale(page, options.reportRows),
  );
  const eventTimings = typing.flatMap((run) => run.eventTimingMs);
  const virtual = median(tables.map((run) => run.renderToPaintMs));
  const naive = median(tables.map((run) => run.naiveRenderToPaintMs));
  return {
    runs,
    coldStart,
    ratios: ratiosOf(coldStart, typing, tables),
    firstLoad,
    startup: startup!,
    members: {
      members: typing[0]?.members ?? 0,
      keystrokeToPaintP95Ms: round1(p95(typing.flatMap((run) => run.keystrokeToPaintMs))),
      keystrokeEventTimingMaxMs: eventTimings.length === 0 ? null : round1(Math.max(...eventTimings)),
      filterToPaintMedianMs: round1(median(typing.map((run) => run.filterToPaintMs))),
      maxRowsInDom: Math.max(...typing.map((run) => run.rowsInDom)),
      jsHeapMedianBytes: median(typing.map((run) => run.jsHeapBytes)),
      runs: typing,
    },
    reportTable: {
      rows: options.reportRows,
      renderToPaintMedianMs: round1(virtual),
      answerToPaintMedianMs: round1(median(tables.map((run) => run.answerToPaintMs))),
      naiveRenderToPaintMedianMs: round1(naive),
      naiveToVirtualRatio: round1(naive / virtual),
      maxRowsInDom: Math.max(...tables.map((run) => run.maxRowsInDom)),
      jsHeapMedianBytes: median(tables.map((run) => run.jsHeapBytes)),
      runs: tables,
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The report as a plain text table, one figure a line. */
export function benchTable(report: BenchReport): string {
  const lines: [string, string][] = [
    [`cold start → usable home (median of ${report.runs})`, `${report.coldStart.moduleMedianMs} ms`],
    ['  a bare React page, same server and frame (median)', `${report.coldStart.floorMedianMs} ms`],
    ...report.firstLoad.map((load): [string, string] => [
      `first load ${load.route}`,
      `${kb(load.jsGzipBytes)} gzip, ${load.jsFiles} files${load.charts ? ', ECharts' : ''}, texts: ${load.languages.join('+')}`,
    ]),
    ['host round trips until the home is usable', String(report.startup.roundTrips)],
    [
      'their critical-path depth',
      `${report.startup.criticalPathDepth} (${report.startup.criticalPath.join(' → ')})`,
    ],
    [
      `keystroke → paint p95 (${report.members.members} members)`,
      `${report.members.keystrokeToPaintP95Ms} ms`,
    ],
    [
      'keystroke Event Timing, longest reported (≥ 16 ms only)',
      report.members.keystrokeEventTimingMaxMs === null
        ? 'none reported'
        : `${report.members.keystrokeEventTimingMaxMs} ms`,
    ],
    ['debounced filter → rows painted (median)', `${report.members.filterToPaintMedianMs} ms`],
    ['members: rows in the DOM (most)', String(report.members.maxRowsInDom)],
    ['members: JS heap (median)', mb(report.members.jsHeapMedianBytes)],
    [
      `report table ${report.reportTable.rows} rows: render → paint (median)`,
      `${report.reportTable.renderToPaintMedianMs} ms`,
    ],
    ['  from the host answer arriving (median)', `${report.reportTable.answerToPaintMedianMs} ms`],
    [
      '  the same rows rendered naively (median)',
      `${report.reportTable.naiveRenderToPaintMedianMs} ms (× ${report.reportTable.naiveToVirtualRatio})`,
    ],
    ['report table: rows in the DOM (most)', String(report.reportTable.maxRowsInDom)],
    ['report table: JS heap (median)', mb(report.reportTable.jsHeapMedianBytes)],
  ];
  const width = Math.max(...lines.map(([name]) => name.length));
  const table = lines.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n');
  return `${table}\n\nbudgets (same-run ratios):\n${ratiosTable(report.ratios)}`;
}
