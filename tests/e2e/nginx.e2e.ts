import { expect, test, type APIResponse } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { moduleContentSecurityPolicy, reportingEndpoints } from '../../deploy/module-csp.mjs';
import { moduleFrame, openSimulator, text } from './simulator.helpers';

// Issue 20 §2: the module build (dist/module/) served by nginx with deploy/nginx.conf.template, as
// production serves it, framed by the simulator from another origin. scripts/e2e.mjs starts that
// nginx (deploy/serve.mjs) with the simulator's origins as the portal and the storage, and a CSP
// report endpoint, and stops it.
const NGINX = process.env.E2E_NGINX_URL ?? '';

test.beforeAll(() => {
  expect(NGINX, 'scripts/e2e.mjs starts nginx and names it in E2E_NGINX_URL').not.toBe('');
});

/** The origins nginx was deployed with: the simulator's own, on both loopback names. */
function simulatorOrigins(baseURL: string): string[] {
  const port = new URL(baseURL).port;
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** The hashed entry chunk of the module build. */
function entryChunk(): string {
  const page = readFileSync('dist/module/index.html', 'utf8');
  const src = /<script type="module" crossorigin src="(\/module\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (src === undefined) throw new Error('dist/module/index.html names no entry chunk');
  return src;
}

function expectSecurityHeaders(response: APIResponse, baseURL: string): void {
  const origins = simulatorOrigins(baseURL);
  const headers = response.headers();
  // Issue 35 §3: deployed with --csp-report-uri (scripts/e2e.mjs), violations are reported there.
  const reporting = { endpoint: `${new URL(baseURL).origin}/csp-reports` };
  expect(headers['content-security-policy']).toBe(
    moduleContentSecurityPolicy({ portal: origins, storage: origins, settings: [] }, reporting),
  );
  expect(headers['content-security-policy']).toMatch(/; report-uri \S+; report-to csp-endpoint$/);
  expect(headers['reporting-endpoints']).toBe(reportingEndpoints(reporting));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('issue 20 §2: framed by the simulator from another origin, the nginx-served module shows the home', async ({
  page,
  baseURL,
}) => {
  const frame = await openSimulator(page, { lang: 'en', module: new URL(NGINX).origin });
  expect(new URL(moduleFrame(page).url()).origin).toBe(new URL(NGINX).origin);
  expect(new URL(NGINX).origin).not.toBe(new URL(baseURL ?? '').origin);
  await expect(
    frame.getByRole('link', { name: text('en', 'home', 'cards.members.title'), exact: true }),
  ).toBeVisible();
});

test('issue 20 §2: a deep link such as /module/members loads the members page from nginx', async ({
  page,
  request,
  baseURL,
}) => {
  const direct = await request.get(`${NGINX}/module/members`, { headers: { Accept: 'text/html' } });
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain('<div id="root"></div>');
  expectSecurityHeaders(direct, baseURL ?? '');

  const frame = await openSimulator(page, { lang: 'es', route: '/members', module: new URL(NGINX).origin });
  expect(new URL(moduleFrame(page).url()).pathname).toBe('/module/members');
  await expect(frame.getByRole('tablist', { name: text('es', 'members', 'tabs.label') })).toBeVisible();
});

test('issue 20 §2: the page and the settings are never cached, every answer carries the security headers', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/module/', '/module/appSettings.json']) {
    const response = await request.get(`${NGINX}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expectSecurityHeaders(response, baseURL ?? '');
  }
  const settings = (await (await request.get(`${NGINX}/module/appSettings.json`)).json()) as {
    HOST_ORIGINS: string[];
  };
  expect(settings.HOST_ORIGINS).toEqual(simulatorOrigins(baseURL ?? ''));
});

test('issue 20 §2: a hashed asset goes gzip-compressed with the long immutable cache; a missing one is a 404', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`${NGINX}${entryChunk()}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(response, baseURL ?? '');

  const missing = await request.get(`${NGINX}/module/assets/no-such-chunk-0000.js`);
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, baseURL ?? '');
});
