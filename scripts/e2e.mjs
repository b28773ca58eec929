// Runs the Playwright suite against `vite preview` of the current builds (the simulator, which frames
// the module build), and beside it nginx serving the same module build as production does
// (deploy/serve.mjs, for nginx.e2e.ts); then stops both by their own pids. Writes reports/e2e.json;
// exits non-zero when a test failed. The module build is `npm run build`'s; the simulator build
// (`npm run build:simulator`, issue 35 §6) is made here first, so it is never older than its
// sources, unless the caller has just made it (E2E_SIMULATOR_BUILT=1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

// Another port (5174-5181, allowed in appSettings.json) lets a second checkout run its suite beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE = `http://127.0.0.1:${PORT}`;
// nginx listens 4000 ports above the preview (4173 → 8173), so parallel checkouts keep apart.
const NGINX = `http://127.0.0.1:${PORT + 4000}`;

/**
 * nginx with the simulator's origins as the portal and the storage, and a CSP report endpoint on
 * the simulator (nginx.e2e.ts checks the headers that names); its files under reports/. They are
 * loopback http origins: a run on this machine, which serve.mjs accepts only when told so.
 */
function startNginx() {
  const origins = `${BASE},http://localhost:${PORT}`;
  const child = spawn(
    'node',
    [
      'deploy/serve.mjs',
      ...['--host-origins', origins, '--storage-origins', origins, '--allow-loopback-http'],
      ...['--csp-report-uri', `${BASE}/csp-reports`],
      ...['--listen', new URL(NGINX).host, '--prefix', `reports/nginx-${PORT}`],
      // As root, the worker would run as 'nobody', who may not reach a checkout in a private home.
      ...(process.getuid?.() === 0 ? ['--user', 'root'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve) => {
    child.on('exit', () => resolve(null));
    waitForServer(`${NGINX}/module/`, 15_000).then(
      () => resolve(child),
      (error) => {
        console.error(`nginx: ${String(error)} (nginx.e2e.ts will fail)`);
        child.kill('SIGTERM');
        resolve(null);
      },
    );
  });
}

/** Stops a child by its pid and waits until it is gone (nginx's master stops its worker first). */
function stop(child) {
  if (child === null || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// The benchmark's own options (`npm run bench -- --compare`, `-- --record`) are not Playwright's:
// they reach the benchmark as environment variables.
const BENCH_OPTIONS = { '--compare': 'BENCH_COMPARE', '--record': 'BENCH_RECORD' };
const benchEnv = {};
const playwrightArgs = process.argv.slice(2).filter((arg) => {
  if (!(arg in BENCH_OPTIONS)) return true;
  benchEnv[BENCH_OPTIONS[arg]] = '1';
  return false;
});

if (!existsSync('dist/module/index.html')) {
  console.error('dist/module/ holds no module build: run npm run build first');
  process.exit(1);
}
if (process.env.E2E_SIMULATOR_BUILT !== '1') {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--mode', 'simulator', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('the simulator build failed (npm run build:simulator)');
    process.exit(1);
  }
}

mkdirSync('reports', { recursive: true });
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
let code = 1;
let nginx = null;
try {
  [nginx] = await Promise.all([startNginx(), waitForServer(`${BASE}/`, 30_000)]);
  code = await run('node_modules/.bin/playwright', ['test', '--reporter=json', ...playwrightArgs], {
    ...benchEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/e2e.json',
    E2E_BASE_URL: BASE,
    E2E_NGINX_URL: nginx === null ? '' : NGINX,
  });
} catch (error) {
  console.error(String(error));
} finally {
  server.kill('SIGTERM');
  await stop(nginx);
}
process.exit(code);
