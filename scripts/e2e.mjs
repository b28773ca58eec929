// Runs the Playwright suite against `vite preview` of the current build, then stops the
// server by its own pid. Writes reports/e2e.json; exits non-zero when a test failed.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

// Another port (5174-5177, allowed in appSettings.json) lets a second checkout run its suite beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE = `http://127.0.0.1:${PORT}`;

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

mkdirSync('reports', { recursive: true });
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
let code = 1;
try {
  await waitForServer(`${BASE}/`, 30_000);
  code = await run('node_modules/.bin/playwright', ['test', '--reporter=json', ...process.argv.slice(2)], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/e2e.json',
    E2E_BASE_URL: BASE,
  });
} catch (error) {
  console.error(String(error));
} finally {
  server.kill('SIGTERM');
}
process.exit(code);
