import { expect, test, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { moduleFrame } from './members.helpers';
import type { Lang } from './simulator.helpers';

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

export async function axeFindings(frame: Frame): Promise<Finding[]> {
  await frame.evaluate(AXE_SOURCE);
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
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, WCAG_22_AA);
}

/** Opens a route and waits until its data is in and the host was told loading stopped. */
export async function openSettled(page: Page, route: string, lang: Lang): Promise<Frame> {
  await page.goto(`/?${new URLSearchParams({ lang, route, flags: 'all' })}`);
  await expect(page.frameLocator('iframe').locator('main, .home').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
  return moduleFrame(page);
}

/** The seeded catalog's documents page and a URL document's pages (ids read from the backend). */
async function knowledgeBaseRoutes(page: Page): Promise<string[]> {
  await page.goto('/?lang=en');
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
    test.setTimeout(240_000);
    const findings: Record<string, Finding[]> = {};
    for (const route of [...ROUTES, ...(await knowledgeBaseRoutes(page))]) {
      const found = await axeFindings(await openSettled(page, route, lang));
      if (found.length > 0) findings[route] = found;
    }
    expect(findings).toEqual({});
  });
}
