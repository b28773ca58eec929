import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../src/presentation/shell/routes/route-table';
import { MEASURED_ROUTES } from './perf/bench-suite';
import { frameSettled, moduleFrame } from './simulator.helpers';

/**
 * Issue 13 §5: the preview server sends the module with the production Content-Security-Policy
 * (deploy/module-csp.mjs, docs/security.md); every route renders under it without a violation,
 * and a page of an origin off the portal list cannot frame the module.
 *
 * Issue 35 §3: every chart of every report page is hovered until it shows its tooltips, with no
 * violation either (ECharts' HTML tooltip wrote inline styles the policy refuses).
 */

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  /** Where it happened (the script and line that set the refused style), for the failure message. */
  readonly source: string;
}

/** An init script: in the module's frame, every violation of its policy is recorded. */
function recordViolations(): void {
  if (!location.pathname.startsWith('/module')) return;
  const record = window as unknown as { __cspViolations: Violation[] };
  record.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    record.__cspViolations.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
    }),
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

/** Each distinct violation once, with how many times it happened. */
function listed(seen: readonly Violation[]): string {
  const counts = new Map<string, number>();
  for (const violation of seen) {
    const key = JSON.stringify(violation);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} × ${key}`).join('\n');
}

/** Every report page of the route table (spec 3 §2.1): the pages that may draw charts. */
const REPORT_PATHS = ROUTE_TABLE.filter((row) => row.group === 'usage' || row.group === 'report').map(
  (row) => row.path,
);

/**
 * Where each chart is hovered, along its middle horizontal line: across its width (bars, weeks,
 * lines), and left and right of its centre at 3/4 of its half height, which is on a doughnut's
 * ring (from 58.5 % to 90 % of it, doughnut.option.ts) at any width a card gives the chart.
 */
function hoverPoints(box: { x: number; y: number; width: number; height: number }): [number, number][] {
  const middle = box.y + box.height / 2;
  const centre = box.x + box.width / 2;
  const ring = (0.75 * Math.min(box.width, box.height)) / 2;
  const across = [0.15, 0.3, 0.5, 0.7, 0.85].map((share) => box.x + box.width * share);
  return [...across, centre - ring, centre + ring].map((x) => [x, middle]);
}

/** The text a chart shows (axis labels, legend, and its tooltip while it is shown). */
function chartText(frame: Frame, index: number): Promise<string> {
  return frame.evaluate(
    (nth) =>
      new Promise<string>((resolve) => {
        // ECharts draws on the next animation frames: read after two.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(document.querySelectorAll('.report-chart__surface')[nth]?.textContent ?? ''),
          ),
        );
      }),
    index,
  );
}

/**
 * Hovers one chart at a few points of its middle line; returns the tooltip texts it showed: the
 * text the hover added to the chart ('Single Conversations: 201'), once each.
 */
async function hoverChart(page: Page, frame: FrameLocator, index: number): Promise<string[]> {
  const chart = frame.locator('.report-chart__surface').nth(index);
  await chart.scrollIntoViewIfNeeded();
  // Where the chart is on the page now (the frame's offset included), for the mouse.
  const box = await chart.boundingBox();
  if (box === null) throw new Error(`chart ${index} has no box`);
  await page.mouse.move(0, 0);
  const idle = await chartText(moduleFrame(page), index);
  const shown = new Set<string>();
  for (const [x, y] of hoverPoints(box)) {
    await page.mouse.move(x, y);
    const text = await chartText(moduleFrame(page), index);
    if (text !== idle) shown.add(text.replace(idle, '').trim() || text);
  }
  return [...shown];
}

for (const route of REPORT_PATHS) {
  test(`issue 35 §3: every chart of ${route} shows its tooltips under the policy without a violation`, async ({
    page,
  }) => {
    await page.addInitScript(recordViolations);
    await page.goto(`/?${new URLSearchParams({ lang: 'en', route, flags: 'all' })}`);
    const frame = page.frameLocator('iframe');
    // The page itself, not the shell while its chunk loads (a lull frameSettled alone can take).
    await expect(frame.locator('h1').first()).toBeVisible();
    await frameSettled(moduleFrame(page));
    expect(new URL(moduleFrame(page).url()).pathname).toBe(`/module${route}`);
    const charts = await frame.locator('.report-chart__surface').count();
    // Seven hovers a chart, each read after two frames: about a second a chart on a busy machine.
    test.setTimeout(45_000 + charts * 5_000);
    // The Plan Overview draws two charts per metric card: the hovering below reaches real charts.
    if (route === '/data-consumption') expect(charts).toBe(10);
    const tooltips: string[][] = [];
    for (let index = 0; index < charts; index += 1) tooltips.push(await hoverChart(page, frame, index));
    const seen = await violations(page);
    expect(seen.length, `violations on ${route}, each once with its count:\n${listed(seen)}`).toBe(0);
    tooltips.forEach((shown, index) => {
      expect(shown, `chart ${index} of ${route} showed no tooltip`).not.toEqual([]);
      // Legible: each name and its value apart ('Single Conversations: 201', not '…Conversations201').
      for (const tooltip of shown) expect(tooltip, `chart ${index} of ${route}`).toMatch(/\p{L}: \d/u);
    });
  });
}
