// `npm test`: the build, bundle budget and ECharts check, then the end-to-end suite in the background
// while the type check, lint, formatting, layer rules and unit tests run beside it. Each check counts
// as one result and every unit and e2e test as one; the last line is the plain summary CI reads:
// `N passed, N failed`.
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

/** Starts a step that runs while the next ones run; resolves with its exit code once it is over. */
function inBackground(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('close', (code) => {
      timed(name, code === 0, started);
      resolve(code);
    });
  });
}

// At a lower CPU priority, so that the browser tests running meanwhile get the cores first.
const niced = (command, args) => ['nice', ['-n', '10', command, ...args]];

// The production build first: the end-to-end suite runs on it in the background while the
// static checks and unit tests run beside it. The browser tests spend much of their time waiting
// on timeouts, latencies and debounces; the unit tests fill that idle CPU instead of running
// before them.
// Two builds (issue 20, issue 35 §6): the module alone in dist/module/, what production serves
// (`npm run build`), and the host simulator in dist/simulator/ (`npm run build:simulator`), which
// frames that same module.
const built =
  check('module build', bin('vite'), ['build', '--logLevel', 'warn']) &&
  check('simulator build', bin('vite'), ['build', '--mode', 'simulator', '--logLevel', 'warn']);
let e2eDone = Promise.resolve(null);
if (built) {
  check('bundle budget (≤ 170 KB gzip first load)', bin('size-limit'), []);
  check('no ECharts in the first load', 'node', ['scripts/no-echarts-in-first-load.cjs']);
  check('no simulator in the module build', 'node', ['scripts/module-holds-no-simulator.cjs']);
  // The simulator was just built: the end-to-end run need not build it again.
  e2eDone = inBackground('end-to-end tests', 'node', ['scripts/e2e.mjs'], { E2E_SIMULATOR_BUILT: '1' });
} else {
  failed += 4;
  lines.push('FAIL bundle budget, ECharts and simulator checks and end-to-end tests (no build)');
}

check('every dependency is used', 'node', ['scripts/dependencies-used.cjs']);

// The static checks are single-threaded: two at a time.
await Promise.all([
  quietCheck('type check', ...niced(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])),
  quietCheck('lint', ...niced(bin('eslint'), ['.', '--max-warnings', '0'])),
]);
await Promise.all([
  quietCheck('formatting', ...niced(bin('prettier'), ['--check', '.', '--log-level', 'warn'])),
  quietCheck(
    'layer rules',
    ...niced(bin('depcruise'), ['src', 'simulator', '--config', '.dependency-cruiser.cjs']),
  ),
]);

step(
  'unit tests',
  ...niced(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ]),
);
const unit = countVitest('reports/vitest.json');
passed += unit.passed;
failed += unit.failed;
lines.push(`     unit tests: ${unit.passed} passed, ${unit.failed} failed`);

if ((await e2eDone) !== null) {
  const e2e = countPlaywright('reports/e2e.json');
  passed += e2e.passed;
  failed += e2e.failed;
  lines.push(`     end-to-end tests: ${e2e.passed} passed, ${e2e.failed} failed`);
}

const seconds = (value) => `${value.toFixed(1).padStart(6)} s`;
const slowUnit = slowest(vitestFileTimes('reports/vitest.json'), 10);
const slowE2e = slowest(playwrightTimes('reports/e2e.json').files, 10);
if (slowUnit.length > 0)
  lines.push('\nslowest unit test files:', ...slowUnit.map((f) => `${seconds(f.seconds)}  ${f.file}`));
if (slowE2e.length > 0)
  lines.push(
    '\nslowest end-to-end files (test time, all workers):',
    ...slowE2e.map((f) => `${seconds(f.seconds)}  ${f.file}`),
  );
const total = (Date.now() - startedAt) / 1000;
lines.push(`\ntotal time: ${Math.floor(total / 60)} min ${Math.round(total % 60)} s`);
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
