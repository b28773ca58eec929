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
  // Issue 35 §5.
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
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
    STORAGE_ORIGINS: string[];
  };
  expect(settings.HOST_ORIGINS).toEqual(simulatorOrigins(baseURL ?? ''));
  // Issue 35 §4: the storage origins the CSP's connect-src names are the ones the module checks.
  expect(settings.STORAGE_ORIGINS).toEqual(simulatorOrigins(baseURL ?? ''));
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

test('issue 35 §5: the long cache only on a file that is there; a 404 is never stored', async ({
  request,
  baseURL,
}) => {
  // A cache asking again about the file it holds gets the same long cache with its 304.
  const asset = await request.get(`${NGINX}${entryChunk()}`);
  const etag = asset.headers()['etag'] ?? '';
  expect(etag).not.toBe('');
  const revalidated = await request.get(`${NGINX}${entryChunk()}`, { headers: { 'If-None-Match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // A name missing for a moment (a rolling deploy) must not be cached as missing.
  for (const path of ['/module/assets/no-such-chunk-0000.js', '/module/assets/', '/elsewhere']) {
    const missing = await request.get(`${NGINX}${path}`);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'], path).toBe('no-store');
    expectSecurityHeaders(missing, baseURL ?? '');
  }
});

test("issue 35 §5: another origin cannot embed the module's files, while the portal still frames the module", async ({
  page,
}) => {
  const frame = await openSimulator(page, { lang: 'en', module: new URL(NGINX).origin });
  await expect(
    frame.getByRole('link', { name: text('en', 'home', 'cards.members.title'), exact: true }),
  ).toBeVisible();
  const asset = `${NGINX}${entryChunk()}`;
  // A no-cors load from the simulator's page (another origin) is refused by the browser ...
  const fromPortal = await page.evaluate(
    (url) =>
      fetch(url, { mode: 'no-cors' }).then(
        () => 'loaded',
        () => 'refused',
      ),
    asset,
  );
  expect(fromPortal).toBe('refused');
  // ... while the module's own page, on nginx's origin, loads the same file.
  const fromModule = await moduleFrame(page).evaluate(
    (url) =>
      fetch(url, { mode: 'no-cors' }).then(
        () => 'loaded',
        () => 'refused',
      ),
    asset,
  );
  expect(fromModule).toBe('loaded');
});
