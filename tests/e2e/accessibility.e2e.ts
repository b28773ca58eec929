import { expect, test, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { frameSettled, moduleFrame, type Lang } from './simulator.helpers';

/**
 * Issue 13 §4: axe-core on every route of the module, in pt, en and es, inside the frame:
 * no violation at WCAG 2.2 AA. axe is evaluated through the devtools protocol, which the
 * module's Content-Security-Policy rightly does not let a page's own scripts do.
 */
const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const ROUTES = [
  '/',
  '/members',
  '/agent',
  '/mtls',
  '/copilot',
  '/calls',
  '/knowledge-base',
  '/pipeline',
  '/data-consumption',
  '/dau-consumption',
  '/dau-consumption/monthly',
  '/dau-consumption/daily',
  '/deu-consumption',
  '/deu-consumption/monthly',
  '/deu-consumption/daily',
  '/agent-consumption',
  '/agent-consumption/monthly',
  '/session-consumption',
  '/session-consumption/monthly',
  '/session-consumption/daily',
  '/mau-consumption',
  '/mau-consumption/chatbots',
  '/mau-consumption/daily',
  '/meu-consumption',
  '/meu-consumption/chatbots',
  '/meu-consumption/daily',
  '/revenue',
  '/revenue/chatbots',
  '/daily-active-users',
  '/daily-active-users/monthly',
  '/daily-active-users/daily',
  '/daily-engaged-users',
  '/daily-engaged-users/monthly',
  '/daily-engaged-users/daily',
  '/old-session-consumption',
  '/old-session-consumption/monthly',
  '/old-session-consumption/daily',
  '/old-agent-consumption',
  '/old-agent-consumption/monthly',
];

interface Finding {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: readonly string[];
}

/**
 * axe's findings on the frame's document as it stands. On a busy machine the page can still
 * change while axe runs (a lazy page's code arriving after a quiet spell): a link replaced mid-run
 * is judged detached, without a name and at `:root > a`, which is no state of the page. So a run
 * during which the DOM changed is run again, up to five times; the last run's findings count.
 */
export async function axeFindings(frame: Frame): Promise<Finding[]> {
  // Once per document: the routes of a language share one.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    for (let attempt = 1; ; attempt += 1) {
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      observer.disconnect();
      if (changed && attempt < 5) continue;
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    }
  }, WCAG_22_AA);
}

/** Opens the simulator on a route and waits until the module's page has settled. */
export async function openSettled(page: Page, route: string, lang: Lang): Promise<Frame> {
  await page.goto(`/?${new URLSearchParams({ lang, route, flags: 'all' })}`);
  await expect(page.frameLocator('iframe').locator('main, .home').first()).toBeVisible();
  const frame = moduleFrame(page);
  await frameSettled(frame);
  return frame;
}

/**
 * Moves the framed module to another of its routes as its own links do (history and popstate), so
 * one page load serves every route of a language; then waits until that page has settled.
 */
async function navigateSettled(frame: Frame, route: string): Promise<void> {
  await frame.evaluate((path) => {
    history.pushState(null, '', `/module${path === '/' ? '/' : path}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect
    .poll(() => frame.evaluate(() => location.pathname))
    .toBe(`/module${route === '/' ? '/' : route}`);
  await frameSettled(frame);
}

/** The seeded catalog's documents page and a URL document's pages (ids read from the backend). */
async function knowledgeBaseRoutes(page: Page): Promise<string[]> {
  await expect.poll(() => page.evaluate(() => window.simulator!.state().catalogs.length)).toBeGreaterThan(0);
  const { catalogs, documents } = await page.evaluate(() => window.simulator!.state());
  const catalog = catalogs.find((candidate) =>
    documents.some((document) => document.catalogId === candidate.id),
  );
  const urlDocument = documents.find((document) => document.extension === 'url');
  const routes = [`/knowledge-base/${catalog!.id}/documents`];
  if (urlDocument !== undefined) {
    routes.push(`/knowledge-base/${urlDocument.catalogId}/documents/${urlDocument.id}/url-paths`);
  }
  return routes;
}

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`issue 13 §4: axe finds no WCAG 2.2 AA violation on any route (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const findings: Record<string, Finding[]> = {};
    const frame = await openSettled(page, '/', lang);
    for (const route of [...ROUTES, ...(await knowledgeBaseRoutes(page))]) {
      await navigateSettled(frame, route);
      const found = await axeFindings(frame);
      if (found.length > 0) findings[route] = found;
    }
    expect(findings).toEqual({});
  });
}

/** The animations running in the frame now: spinners and loading placeholders among them. */
const runningAnimations = (frame: Frame) =>
  frame.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName),
  );

/**
 * WCAG 2.3.3: a user who asks for reduced motion gets still loading indicators. The placeholders
 * and spinners loop forever otherwise; a loop cut to a hundredth of a millisecond would still
 * repaint every frame for as long as the page loads. Without the preference the same page does
 * animate, so the check can tell the two apart.
 */
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`WCAG 2.3.3: loading indicators with reduced motion '${reducedMotion}'`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto(`/?${new URLSearchParams({ lang: 'en', route: '/agent', latency: '3000' })}`);
    await expect(page.frameLocator('iframe').locator('.ui-skeleton__bar').first()).toBeVisible();
    const running = await runningAnimations(moduleFrame(page));
    if (reducedMotion === 'reduce') expect(running).toEqual([]);
    else expect(running).toContain('ui-skeleton-shimmer');
  });
}
