import { expect, test, type Page } from '@playwright/test';
import { MEASURED_ROUTES } from './perf/bench-suite';
import { frameSettled, moduleFrame } from './simulator.helpers';

/**
 * Issue 13 §5: the preview server sends the module with the production Content-Security-Policy
 * (deploy/module-csp.mjs, docs/security.md); every route renders under it without a violation,
 * and a page of an origin off the portal list cannot frame the module.
 */

interface Violation {
  readonly directive: string;
  readonly blocked: string;
}

function recordViolations(): void {
  if (!location.pathname.startsWith('/module')) return;
  const record = window as unknown as { __cspViolations: Violation[] };
  record.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    record.__cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
  );
}

async function violations(page: Page): Promise<Violation[]> {
  return moduleFrame(page).evaluate(
    () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
  );
}

test('issue 13 §5: the module page carries the production policy', async ({ request }) => {
  const response = await request.get('/module/', { headers: { accept: 'text/html' } });
  const policy = response.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('default-src')).toEqual(["'none'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  // Framed only by the simulator's origins (the built HOST_ORIGINS), never by '*' or 'self' alone.
  expect(directives.get('frame-ancestors')).toContain('http://127.0.0.1:4173');
  expect(directives.get('frame-ancestors')).not.toContain('*');
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
});

for (const { route } of MEASURED_ROUTES) {
  test(`issue 13 §5: ${route} renders under the policy without a violation`, async ({ page }) => {
    await page.addInitScript(recordViolations);
    await page.goto(`/?${new URLSearchParams({ lang: 'en', route, flags: 'all' })}`);
    await expect(page.frameLocator('iframe').locator('main, .home').first()).toBeVisible();
    await frameSettled(moduleFrame(page));
    expect(await violations(page)).toEqual([]);
  });
}

test('issue 13 §5: the policy is in force: an inline script injected into the module is refused and reported', async ({
  page,
}) => {
  await page.addInitScript(recordViolations);
  await page.goto('/?lang=en');
  await expect(page.frameLocator('iframe').locator('.home__card').first()).toBeVisible();
  const ran = await moduleFrame(page).evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations(page))
    .toEqual([expect.objectContaining({ directive: 'script-src-elem' })]);
});
