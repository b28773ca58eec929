// Reads the JSON reports of vitest and Playwright: the counts CI adds up, and where the time went
// (each file's own time, the slowest first), so `npm test` ends by naming what to make faster.
import { existsSync, readFileSync } from 'node:fs';

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Passed and failed tests of a vitest JSON report; a file that failed to load counts as one failure. */
export function countVitest(file) {
  const report = readJson(file);
  if (report === null) return { passed: 0, failed: 1 };
  const failedSuites = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + failedSuites };
}

/** Passed and failed tests of a Playwright JSON report; an error outside a test counts as a failure. */
export function countPlaywright(file) {
  const report = readJson(file);
  if (report === null) return { passed: 0, failed: 1 };
  const { stats, errors = [] } = report;
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + errors.length,
  };
}

/** Seconds each vitest file took (its tests, not the worker's start-up), by path. */
export function vitestFileTimes(file) {
  const report = readJson(file);
  if (report === null) return [];
  return (report.testResults ?? []).map((suite) => ({
    file: relative(suite.name),
    seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
  }));
}

/** Seconds each Playwright test took, and their sum by file (every try, retries included). */
export function playwrightTimes(file) {
  const report = readJson(file);
  if (report === null) return { files: [], tests: [] };
  const tests = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const entry of spec.tests ?? []) {
        const ms = (entry.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ file: `tests/e2e/${spec.file ?? path}`, title: spec.title, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? path);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  const byFile = new Map();
  for (const { file: name, seconds } of tests) byFile.set(name, (byFile.get(name) ?? 0) + seconds);
  return { files: [...byFile].map(([name, seconds]) => ({ file: name, seconds })), tests };
}

export function slowest(entries, count) {
  return [...entries].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function relative(path) {
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}

// `node scripts/test-report.mjs [N]`: the N slowest tests of the last run (e2e tests and unit files).
if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 20);
  const rows = [
    ...playwrightTimes('reports/e2e.json').tests.map((t) => ({ ...t, name: `${t.file} › ${t.title}` })),
    ...vitestFileTimes('reports/vitest.json').map((f) => ({ ...f, name: `${f.file} (whole file)` })),
  ];
  for (const row of slowest(rows, count)) console.log(`${row.seconds.toFixed(1).padStart(6)} s  ${row.name}`);
}
