// `npm test`: type check, lint, formatting, layer rules, unit tests, build, bundle budget, end-to-end.
// Each check counts as one result and every unit and e2e test as one; the last line is
// the plain summary CI reads: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { countPlaywright, countVitest, playwrightTimes, slowest, vitestFileTimes } from './test-report.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const startedAt = Date.now();
let passed = 0;
let failed = 0;
const lines = [];

const timed = (name, ok, started) =>
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

function count(ok) {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function step(name, command, args) {
  const started = Date.now();
  const ok = spawnSync(command, args, { stdio: 'inherit' }).status === 0;
  timed(name, ok, started);
  return ok;
}

const check = (name, command, args) => count(step(name, command, args));

mkdirSync('reports', { recursive: true });
rmSync('reports/vitest.json', { force: true });
rmSync('reports/e2e.json', { force: true });

/** Runs one check with its output kept, printed once it is over (checks run side by side). */
function quietCheck(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      timed(name, code === 0, started);
      resolve(count(code === 0));
    });
  });
}

// The static checks are single-threaded: two at a time keep both cores busy.
await Promise.all([
  quietCheck('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  quietCheck('lint', bin('eslint'), ['.', '--max-warnings', '0']),
]);
await Promise.all([
  quietCheck('formatting', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  quietCheck('layer rules', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']),
]);

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

const seconds = (value) => `${value.toFixed(1).padStart(6)} s`;
const slowUnit = slowest(vitestFileTimes('reports/vitest.json'), 10);
const slowE2e = slowest(playwrightTimes('reports/e2e.json').files, 10);
if (slowUnit.length > 0)
  lines.push('\nslowest unit test files:', ...slowUnit.map((f) => `${seconds(f.seconds)}  ${f.file}`));
if (slowE2e.length > 0)
  lines.push(
    '\nslowest end-to-end files (test time, both workers):',
    ...slowE2e.map((f) => `${seconds(f.seconds)}  ${f.file}`),
  );
const total = (Date.now() - startedAt) / 1000;
lines.push(`\ntotal time: ${Math.floor(total / 60)} min ${Math.round(total % 60)} s`);
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
