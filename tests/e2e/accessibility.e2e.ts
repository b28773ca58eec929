import { expect, test, type Frame, type Page } from '@playwright/test';
import { axeFindings, type Finding } from './axe.helpers';
import { frameSettled, moduleFrame, text, type Lang } from './simulator.helpers';

/**
 * Issue 13 §4: axe-core on every route of the module, in pt, en and es, inside the frame:
 * no violation at WCAG 2.2 AA (axe.helpers.ts).
 */
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
  test(`issue 13 §4, issue 38 §1: axe finds no WCAG 2.2 AA violation on any route, nor in any chart's table view (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const findings: Record<string, Finding[]> = {};
    const frame = await openSettled(page, '/', lang);
    for (const route of [...ROUTES, ...(await knowledgeBaseRoutes(page))]) {
      await navigateSettled(frame, route);
      const found = await axeFindings(frame);
      if (found.length > 0) findings[route] = found;
    }
    // Issue 38 §1: the Plan Overview again with every chart switched to its table.
    await navigateSettled(frame, '/data-consumption');
    const switches = frame.getByRole('switch', {
      name: text(lang, 'planOverview', 'tables.viewAsTable'),
      exact: true,
    });
    await expect(switches).toHaveCount(10);
    for (let index = 0; index < 10; index += 1) {
      await switches.nth(index).focus();
      await switches.nth(index).press('Space');
    }
    await expect(frame.getByRole('table')).toHaveCount(10);
    await frameSettled(frame);
    const tables = await axeFindings(frame);
    if (tables.length > 0) findings['/data-consumption (every chart as its table)'] = tables;
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
