import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchTable, MEASURED_ROUTES, runBench } from './bench-suite';
import {
  comparisonTable,
  compareWithCommitted,
  COMMITTED_FIGURES,
  recordFigures,
} from './performance-record';
import { TRIP_LATENCY_MS } from './startup.measure';

/**
 * `npm run bench` (issue 12, 23): every figure against the production build in the framed
 * simulator, medians of BENCH_RUNS runs (default 5), each run in a fresh browser context.
 * Writes reports/bench.json and prints it as a table. `npm run bench -- --compare` then holds the
 * ratios against the committed docs/performance.json and fails on one worse by more than 20 %;
 * `-- --record` rewrites that file from this run.
 */
test('benchmark', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  const report = await runBench(browser, baseURL!, {
    runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 5)),
    members: 10_000,
    reportRows: 10_000,
    routes: MEASURED_ROUTES,
    tripLatencyMs: TRIP_LATENCY_MS,
  });
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${JSON.stringify(report, null, 2)}\n\n${benchTable(report)}`);
  if (process.env.BENCH_COMPARE === '1') {
    const { against, rows } = compareWithCommitted(report.ratios);
    console.log(`\ncompared with ${against}:\n${comparisonTable(rows)}`);
    const flagged = rows.filter((row) => row.flagged).map((row) => row.name);
    expect.soft(flagged, 'ratios worse by more than 20 % than the committed ones').toEqual([]);
  }
  if (process.env.BENCH_RECORD === '1') {
    recordFigures(report, browser.version());
    console.log(`\nrecorded in ${COMMITTED_FIGURES}`);
  }
});
