// `npm test`: type check, lint, formatting, layer rules, unit tests, build, bundle budget, end-to-end.
// Each check counts as one result and every unit and e2e test as one; the last line is
// the plain summary CI reads: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;
const lines = [];

function step(name, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = result.status === 0;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name, command, args) {
  const ok = step(name, command, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + failedSuites };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + errors.length,
  };
}

mkdirSync('reports', { recursive: true });
rmSync('reports/vitest.json', { force: true });
rmSync('reports/e2e.json', { force: true });

check('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
check('formatting', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
check('layer rules', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']);

step('unit tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
const unit = countVitest('reports/vitest.json');
passed += unit.passed;
failed += unit.failed;
lines.push(`     unit tests: ${unit.passed} passed, ${unit.failed} failed`);

const built = check('build', bin('vite'), ['build', '--logLevel', 'warn']);
if (built) {
  check('bundle budget (≤ 175 KB gzip first load)', bin('size-limit'), []);
  check('no ECharts in the first load', 'node', ['scripts/no-echarts-in-first-load.cjs']);
  step('end-to-end tests', 'node', ['scripts/e2e.mjs']);
  const e2e = countPlaywright('reports/e2e.json');
  passed += e2e.passed;
  failed += e2e.failed;
  lines.push(`     end-to-end tests: ${e2e.passed} passed, ${e2e.failed} failed`);
} else {
  failed += 3;
  lines.push('FAIL bundle budget, ECharts check and end-to-end tests (no build)');
}

console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
