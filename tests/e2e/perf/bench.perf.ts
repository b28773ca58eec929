import { test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchTable, MEASURED_ROUTES, runBench } from './bench-suite';
import { TRIP_LATENCY_MS } from './startup.measure';

/**
 * `npm run bench` (issue 12): every figure against the production build in the framed
 * simulator, medians of BENCH_RUNS runs (default 5), each run in a fresh browser context.
 * Writes reports/bench.json and prints it as a table.
 */
test('benchmark', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  const report = await runBench(browser, baseURL!, {
    runs: Math.max(5, Number(process.env.BENCH_RUNS ?? 5)),
    members: 10_000,
    reportRows: 10_000,
    routes: MEASURED_ROUTES,
    tripLatencyMs: TRIP_LATENCY_MS,
  });
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${JSON.stringify(report, null, 2)}\n\n${benchTable(report)}`);
});
