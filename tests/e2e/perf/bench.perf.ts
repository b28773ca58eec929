import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchTable, MEASURED_ROUTES, runBench } from './bench-suite';
import {
  comparisonTable,
  compareWithCommitted,
  COMMITTED_FIGURES,
  committedScaleBefore,
  recordFigures,
} from './performance-record';
import { scaleChecks, scaleTable } from './scale-checks';
import { runScaleMatrix } from './scale.measure';
import { TRIP_LATENCY_MS } from './startup.measure';

/** A count of runs from the environment, or `fallback` when unset or not a number. */
function runsFrom(value: string | undefined, fallback: number): number {
  const runs = Math.trunc(Number(value));
  return value === undefined || value.trim() === '' || !Number.isFinite(runs) ? fallback : Math.max(0, runs);
}

const onlyScale = process.env.BENCH_ONLY === 'scale';
const suiteRuns = Math.max(1, runsFrom(process.env.BENCH_RUNS, 5));
// The matrix's large loads at 150 ms take minutes: 3 runs by default, the "three in a row".
const scaleRuns = runsFrom(process.env.BENCH_SCALE_RUNS, runsFrom(process.env.BENCH_RUNS, 3));

/**
 * `npm run bench` (issue 12, 23, 34): every figure against the production build in the framed
 * simulator, medians of BENCH_RUNS runs (default 5), each run in a fresh browser context; then
 * issue 34's scale matrix, BENCH_SCALE_RUNS runs (default BENCH_RUNS, or 3; 0 leaves it out).
 * `BENCH_ONLY=scale` runs the matrix alone. Writes reports/bench.json and prints it as tables.
 * `npm run bench -- --compare` then holds the ratios against the committed docs/performance.json
 * and fails on one worse by more than 20 %; `-- --record` rewrites that file from this run.
 */
test('benchmark', async ({ browser, baseURL }) => {
  test.setTimeout((onlyScale ? 0 : 30 * 60_000) + Math.max(1, scaleRuns) * 20 * 60_000);
  const suite = onlyScale
    ? undefined
    : await runBench(browser, baseURL!, {
        runs: suiteRuns,
        members: 10_000,
        reportRows: 10_000,
        routes: MEASURED_ROUTES,
        tripLatencyMs: TRIP_LATENCY_MS,
      });
  const scale =
    scaleRuns === 0 && !onlyScale
      ? undefined
      : await runScaleMatrix(browser, baseURL!, Math.max(1, scaleRuns));
  const report = { ...suite, ...(scale === undefined ? {} : { scale }) };
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  const tables = [
    ...(suite === undefined ? [] : [benchTable(suite)]),
    ...(scale === undefined ? [] : [scaleTable(scale), scaleChecks(scale, committedScaleBefore())]),
  ];
  console.log(`${JSON.stringify(report, null, 2)}\n\n${tables.join('\n\n')}`);
  if (process.env.BENCH_COMPARE === '1' && suite !== undefined) {
    const { against, rows } = compareWithCommitted(suite.ratios);
    console.log(`\ncompared with ${against}:\n${comparisonTable(rows)}`);
    const flagged = rows.filter((row) => row.flagged).map((row) => row.name);
    expect.soft(flagged, 'ratios worse by more than 20 % than the committed ones').toEqual([]);
  }
  if (process.env.BENCH_RECORD === '1') {
    await recordFigures(suite, scale, browser.version());
    console.log(`\nrecorded in ${COMMITTED_FIGURES}`);
  }
});
