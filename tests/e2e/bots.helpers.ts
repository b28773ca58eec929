import { test as base, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { BackendSnapshot } from '../../simulator/page/backend-snapshot';
import { FEATURE_TOGGLE_NAMES } from '../../src/domain/access/feature-toggle-names';
import { text, type Lang } from './simulator.helpers';

export const LANGS: readonly Lang[] = ['en', 'pt', 'es'];

/** Every toggle of spec 1 §9 but the one that opens Copilot's bot view straight away. */
export const FLAGS_WITHOUT_COPILOT = FEATURE_TOGGLE_NAMES.filter(
  (name) => name !== 'tenant-ai-settings-copilot',
).join(',');

export type BotRecord = BackendSnapshot['bots'][number];

export const bots = (lang: Lang, key: string) => text(lang, 'bots', key);
export const copilot = (lang: Lang, key: string) => text(lang, 'copilot', key);
export const calls = (lang: Lang, key: string) => text(lang, 'calls', key);

/**
 * Issue 37 §3: the toolbar's filter and page-size labels, written out (not read from the locale
 * files) so that a label in another language fails: each language reads its own words.
 */
export const TOOLBAR_LABELS: Readonly<Record<Lang, { filter: string; pageSize: string }>> = {
  pt: { filter: 'Filtrar por', pageSize: 'Resultados' },
  en: { filter: 'Filter by', pageSize: 'Results' },
  es: { filter: 'Filtrar por', pageSize: 'Resultados' },
};

/** The toolbar's filter and page size read in `lang` (issue 37 §3). */
export async function expectToolbarIn(frame: FrameLocator, lang: Lang): Promise<void> {
  const { filter, pageSize } = TOOLBAR_LABELS[lang];
  await expect(frame.getByRole('combobox', { name: filter, exact: true })).toHaveValue('all');
  await expect(frame.getByRole('combobox', { name: pageSize, exact: true })).toHaveValue('5');
}

/** i18next's '{{name}}' placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key]));
}

/**
 * Uncaught errors and console errors of the simulator page and the framed module (Playwright
 * reports both frames' events on the page). A test names the console errors it provokes on
 * purpose (a backend failure the module logs); anything else fails the test at teardown.
 */
export class ErrorWatch {
  readonly pageErrors: string[] = [];
  readonly consoleErrors: string[] = [];
  private readonly expected: RegExp[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(`${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text());
    });
  }

  /** A console error the test provokes on purpose. */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  unexpected(): { pageErrors: string[]; consoleErrors: string[] } {
    return {
      pageErrors: this.pageErrors,
      consoleErrors: this.consoleErrors.filter(
        (line) => !this.expected.some((pattern) => pattern.test(line)),
      ),
    };
  }
}

export const test = base.extend<{ errors: ErrorWatch }>({
  errors: [
    async ({ page }, use) => {
      const watch = new ErrorWatch(page);
      await use(watch);
      expect(watch.unexpected(), 'no uncaught errors nor console errors').toEqual({
        pageErrors: [],
        consoleErrors: [],
      });
    },
    { auto: true },
  ],
});

/** A bot the user may change whose Calls were never set: the one an 'Enable' test switches on. */
export function botWithCallsNotSet(state: BackendSnapshot): BotRecord {
  const bot = state.bots.find(
    (candidate) =>
      candidate.hasPermission && state.phoneNumberSettings[candidate.shortName]?.calling.status === 'NOT_SET',
  );
  if (bot === undefined) throw new Error('the seed has no permitted bot with Calls not set');
  return bot;
}

export interface Toast {
  readonly type: string;
  readonly title: string | undefined;
  readonly message: string;
}

export async function toasts(page: Page): Promise<Toast[]> {
  const records = await page.evaluate(() => window.simulator!.toasts());
  return records.map(({ type, title, message }) => ({ type, title, message }));
}

export async function expectToast(page: Page, type: string, message: string): Promise<void> {
  await expect
    .poll(async () => (await toasts(page)).map((toast) => `${toast.type}: ${toast.message}`))
    .toContain(`${type}: ${message}`);
  // The portal shows it too (danger as an alert, the others as a status).
  await expect(
    page
      .getByRole('region', { name: 'Toasts' })
      .getByRole(type === 'danger' ? 'alert' : 'status')
      .filter({ hasText: message })
      .first(),
  ).toBeVisible();
}

/** Opens the simulator with the module on `route`. */
export async function openRoute(
  page: Page,
  route: string,
  lang: Lang,
  query: Record<string, string> = {},
): Promise<FrameLocator> {
  await page.goto(`/?${new URLSearchParams({ lang, route, ...query }).toString()}`);
  return page.frameLocator('iframe');
}

/** spec 1 §5 'Other': permission first, then by name (the module's collator). */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export function sortedBots<B extends { name: string; hasPermission: boolean }>(list: readonly B[]): B[] {
  return [...list].sort((a, b) =>
    a.hasPermission !== b.hasPermission ? (a.hasPermission ? -1 : 1) : NAME_ORDER.compare(a.name, b.name),
  );
}

/** spec 1 §5 'Searches': lower-cased, trimmed, accent-insensitive. */
export function normalize(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Issue 34: the rows show before each bot's own read answers; this waits until every read is in
 * (the list's progress line is gone), so states, counts and status filters are whole.
 */
export async function expectAllBotsRead(frame: FrameLocator, timeout = 30_000): Promise<void> {
  await expect(frame.locator('[data-load-progress]')).toHaveCount(0, { timeout });
}

/** The body rows of the bot table named `caption`. */
export function bodyRows(frame: FrameLocator, caption: string): Locator {
  return frame.getByRole('table', { name: caption, exact: true }).locator('tbody tr');
}

/** The text of one column of every body row now (1-based, the selection column is 1). */
export function columnTexts(frame: FrameLocator, caption: string, column: number): Promise<string[]> {
  return bodyRows(frame, caption).evaluateAll(
    (rows, index) => rows.map((row) => (row.children[index - 1]?.textContent ?? '').trim()),
    column,
  );
}
