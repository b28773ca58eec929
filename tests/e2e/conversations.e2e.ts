import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import {
  answerBody,
  answerTo as commandAnswer,
  conversationCard as card,
  monthsBack,
  select,
  uriWith,
} from './report-answers.helpers';
import { sentCommands, text, type Lang } from './simulator.helpers';

const c = (lang: Lang, key: string) => text(lang, 'conversations', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);
const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const PRICING_LOCALES: Record<Lang, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };
const count = (lang: Lang, value: number) => new Intl.NumberFormat(LOCALES[lang]).format(value);

const CONSOLIDATED = monthsBack(3);
const OLD_CONSOLIDATED_NEW_TABLES = monthsBack(4);
const OLD_EVERYTHING = monthsBack(7);

interface ByCategory {
  readonly allConversations: { readonly total: number; readonly marketing_lite: number };
  readonly billedConversations: { readonly total: number };
  readonly freeOfChargeConversations: { readonly total: number; readonly freeTier: number };
}
interface OldTotal {
  readonly sessionByUser: number;
  readonly sessionByCompany: number;
  readonly sessionTotal: number;
}

/** The latest answer to a command whose uri has every part and none of `without` (protocol log). */
const answerTo = <T>(page: Page, parts: readonly string[], without: readonly string[] = []) =>
  answerBody<T>(page, uriWith(parts, without));

const oldFigure = (frame: FrameLocator, label: string) =>
  frame
    .locator('.report-figure')
    .filter({ has: frame.getByText(label, { exact: true }) })
    .locator('.report-figure__value');
const table = (frame: FrameLocator, lang: Lang, kind: 'phone' | 'daily') =>
  frame.getByRole('table', { name: c(lang, `tables.${kind}`), exact: true });

async function openReport(page: Page, lang: Lang, query: Record<string, string> = {}) {
  const frame = await openRoute(page, '/session-consumption', lang, { flags: 'all', ...query });
  await expect(
    frame.getByRole('heading', { level: 2, name: new RegExp(`^${fill(c(lang, 'title'), { plan: '.+' })}$`) }),
  ).toBeVisible();
  return frame;
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §4.5, §4.6: switching months across both pricing dates changes the layout exactly as §4.5 says (${lang})`, async ({
    page,
  }) => {
    const frame = await openReport(page, lang);
    const waba = select(frame, c(lang, 'filters.waba'));
    await expect(waba).toBeEnabled();
    const first = await waba.locator('option').first().getAttribute('value');
    await expect(waba).toHaveValue(first!);
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toBeVisible();

    // Current month (≥ consolidated date): cards as the by-category answer, no type filter, tabs.
    const current = await answerTo<ByCategory>(page, [`/whatsapp-sessions/${first}/by-category`]);
    await expect(card(frame, lang, 'all').locator('.conversations-card__value')).toHaveText(
      count(lang, current.body.allConversations.total),
    );
    await expect(card(frame, lang, 'billed').locator('.conversations-card__value')).toHaveText(
      count(lang, current.body.billedConversations.total),
    );
    await expect(card(frame, lang, 'free').locator('.conversations-card__value')).toHaveText(
      count(lang, current.body.freeOfChargeConversations.total),
    );
    await expect(
      card(frame, lang, 'free')
        .locator('.conversations-card__line')
        .filter({ hasText: c(lang, 'categories.freeTier') })
        .locator('dd'),
    ).toHaveText(count(lang, current.body.freeOfChargeConversations.freeTier));
    await expect(select(frame, c(lang, 'filters.type'))).toHaveCount(0);
    await expect(frame.getByRole('tablist')).toHaveCount(2);

    // The consolidated month itself: still the new layout.
    await select(frame, reports(lang, 'period.label')).selectOption(CONSOLIDATED);
    await answerTo<ByCategory>(page, [`/whatsapp-sessions/${first}/by-category`, `month=${CONSOLIDATED}`]);
    await expect(card(frame, lang, 'all')).toBeVisible();
    await expect(select(frame, c(lang, 'filters.type'))).toHaveCount(0);

    // Before the consolidated date: old cards with the type filter; new tables still (tabs).
    await select(frame, reports(lang, 'period.label')).selectOption(OLD_CONSOLIDATED_NEW_TABLES);
    const type = select(frame, c(lang, 'filters.type'));
    await expect(type).toBeVisible();
    await expect(type).toHaveValue('All');
    const old = await answerTo<OldTotal>(page, [
      `/whatsapp-sessions/All/${first}/total`,
      `month=${OLD_CONSOLIDATED_NEW_TABLES}`,
    ]);
    await expect(oldFigure(frame, c(lang, 'old.userInitiated'))).toHaveText(
      count(lang, old.body.sessionByUser),
    );
    await expect(oldFigure(frame, c(lang, 'old.companyInitiated'))).toHaveText(
      count(lang, old.body.sessionByCompany),
    );
    await expect(oldFigure(frame, c(lang, 'old.total'))).toHaveText(count(lang, old.body.sessionTotal));
    await expect(card(frame, lang, 'all')).toHaveCount(0);
    await expect(frame.getByRole('tablist')).toHaveCount(2);
    await expect(table(frame, lang, 'daily').getByRole('columnheader')).toHaveText([
      reports(lang, 'columns.date'),
      c(lang, 'columns.utility'),
      c(lang, 'columns.authentication'),
      c(lang, 'columns.marketing'),
      c(lang, 'columns.marketing_lite'),
      c(lang, 'columns.total'),
    ]);
    const daily = await answerTo<unknown>(page, [
      `/whatsapp-sessions/${first}/daily`,
      `month=${OLD_CONSOLIDATED_NEW_TABLES}`,
    ]);
    expect(daily.uri).toContain('$take=5');
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toHaveCount(0);

    // The conversation type reloads the old calls with it (§4.6).
    await type.selectOption('Regular');
    await answerTo<OldTotal>(page, [`/whatsapp-sessions/Regular/${first}/total`]);

    // Before the pricing-changes date: the old tables too, no tabs.
    await select(frame, reports(lang, 'period.label')).selectOption(OLD_EVERYTHING);
    await answerTo<unknown>(page, [`/whatsapp-sessions/Regular/${first}/daily`, `month=${OLD_EVERYTHING}`]);
    await expect(frame.getByRole('tablist')).toHaveCount(0);
    await expect(table(frame, lang, 'daily').getByRole('columnheader')).toHaveText([
      reports(lang, 'columns.date'),
      c(lang, 'columns.sessionByUser'),
      c(lang, 'columns.sessionByCompany'),
      c(lang, 'columns.sessionTotal'),
    ]);
    await expect(table(frame, lang, 'phone').getByRole('columnheader')).toHaveText([
      c(lang, 'columns.phone'),
      c(lang, 'columns.sessionByUser'),
      c(lang, 'columns.sessionByCompany'),
      c(lang, 'columns.sessionTotal'),
    ]);
    await expect(select(frame, c(lang, 'filters.type'))).toHaveValue('Regular');

    // Back to the current month: the new layout again, without a by-category type.
    await select(frame, reports(lang, 'period.label')).selectOption(monthsBack(0));
    await expect(card(frame, lang, 'all')).toBeVisible();
    await expect(select(frame, c(lang, 'filters.type'))).toHaveCount(0);
    await expect(frame.getByRole('tablist')).toHaveCount(2);
  });

  test(`spec 3 §3.7, §5.1: phone numbers with a leading '+', formatted, as the backend listed them (${lang})`, async ({
    page,
  }) => {
    const frame = await openReport(page, lang);
    const phones = await answerTo<{ items: { phoneNumber: string }[] }>(page, ['/by-phone-number']);
    expect(phones.uri).toContain('$take=5');
    const rows = table(frame, lang, 'phone').locator('tbody tr');
    await expect(rows).toHaveCount(phones.body.items.length);
    const cells = await rows.locator('td:first-child').allTextContents();
    expect(phones.body.items.some((row) => !row.phoneNumber.startsWith('+'))).toBe(true);
    expect(cells.map((cell) => cell.replace(/\D/g, ''))).toEqual(
      phones.body.items.map((row) => row.phoneNumber.replace(/\D/g, '')),
    );
    for (const cell of cells) expect(cell).toMatch(/^\+55 \d{2} \d{4,5}-\d{4}$/);

    // User-initiated tab: its columns and banner.
    await frame
      .getByRole('tablist', { name: c(lang, 'tables.phoneTabs') })
      .getByRole('tab', { name: c(lang, 'tabs.user') })
      .click();
    await expect(frame.getByRole('note').first()).toHaveText(c(lang, 'tabs.userInfo'));
    await expect(table(frame, lang, 'phone').getByRole('columnheader')).toHaveText([
      c(lang, 'columns.phone'),
      c(lang, 'columns.service'),
      c(lang, 'columns.free'),
      c(lang, 'columns.total'),
    ]);
  });
}

test("spec 3 §2.7, §5.1: WABA filter — three (enabled, first by default), one (disabled), none (hidden, no WABA calls, '--')", async ({
  page,
}) => {
  const lang = 'en';
  let frame = await openReport(page, lang);
  const wabas = await answerTo<{ items: string[] }>(page, ['/wabas']);
  expect(wabas.body.items).toHaveLength(3);
  await expect(select(frame, c(lang, 'filters.waba')).locator('option')).toHaveText(wabas.body.items);
  await expect(select(frame, c(lang, 'filters.waba'))).toHaveValue(wabas.body.items[0]!);
  await select(frame, c(lang, 'filters.waba')).selectOption(wabas.body.items[1]!);
  await answerTo<ByCategory>(page, [`/whatsapp-sessions/${wabas.body.items[1]}/by-category`]);

  frame = await openReport(page, lang, { scenario: 'wabas-one' });
  await expect(select(frame, c(lang, 'filters.waba'))).toBeDisabled();
  await expect(select(frame, c(lang, 'filters.waba')).locator('option')).toHaveCount(1);

  frame = await openReport(page, lang, { scenario: 'wabas-none' });
  await expect(frame.getByText(c(lang, 'noWaba'), { exact: true })).toBeVisible();
  await expect(select(frame, c(lang, 'filters.waba'))).toHaveCount(0);
  await expect(card(frame, lang, 'all').locator('.conversations-card__value')).toHaveText('--');
  await expect(table(frame, lang, 'daily').getByText(reports(lang, 'table.empty'))).toBeVisible();
  const uris = (await sentCommands(page)).map((command) => command.uri);
  expect(uris.some((uri) => uri.includes('/wabas'))).toBe(true);
  // The Plan Overview's summary needs no WABA; every other conversation call does.
  expect(uris.filter((uri) => uri.includes('/whatsapp-sessions/') && !uri.includes('/summary'))).toEqual([]);
});

for (const lang of ['en', 'es'] as const) {
  test(`issue 37 §13 (spec 3 §2.7, §8): the WABA list fails — the report is empty ('--') and does not say the contract has no WABA (${lang})`, async ({
    page,
    errors,
  }) => {
    // The module logs the failed list it is made to fail.
    errors.expect(/Simulated failure \(failUriContaining\)/);
    // The overview asks for no WABA: the list fails once the report is opened from the menu.
    const frame = await openRoute(page, '/data-consumption', lang, { flags: 'all' });
    const menu = frame.getByRole('navigation', { name: text(lang, 'usageMenu', 'label') });
    await expect(menu).toBeVisible();
    await page.evaluate(() => window.simulator!.setFaults({ failUriContaining: '/wabas' }));
    await menu.locator('a[href*="/session-consumption"]').click();
    const wabas = await commandAnswer(page, '/wabas');
    expect(wabas.error, 'the WABA list failed').toBeDefined();
    await expect(card(frame, lang, 'all').locator('.conversations-card__value')).toHaveText('--');
    await expect(table(frame, lang, 'daily').getByText(reports(lang, 'table.empty'))).toBeVisible();
    await expect(select(frame, c(lang, 'filters.waba'))).toHaveCount(0);
    await expect(frame.getByText(c(lang, 'noWaba'), { exact: true })).toHaveCount(0);
  });
}

for (const lang of ['en', 'pt', 'es'] as const) {
  test(`spec 3 §2.7: the pricing-changes link carries ?locale=${PRICING_LOCALES[lang]} (${lang})`, async ({
    page,
  }) => {
    const frame = await openReport(page, lang);
    const link = frame.getByRole('link', { name: new RegExp(c(lang, 'pricingLink')) });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^https://[^?]+\\?locale=${PRICING_LOCALES[lang]}$`),
    );
    await expect(link).toHaveAttribute('target', '_blank');
  });
}

test('spec 3 §2.12: the legacy page (es) — month, WABA and type selects, old layout in the current month, details back to it', async ({
  page,
}) => {
  const lang = 'es';
  const frame = await openRoute(page, '/old-session-consumption', lang, { flags: 'all' });
  await expect(select(frame, c(lang, 'filters.type'))).toBeVisible();
  await expect(select(frame, c(lang, 'filters.waba'))).toBeVisible();
  await expect(select(frame, reports(lang, 'period.label'))).toHaveValue(monthsBack(0));
  const waba = await select(frame, c(lang, 'filters.waba')).inputValue();
  const old = await answerTo<OldTotal>(page, [`/whatsapp-sessions/All/${waba}/total`]);
  await expect(oldFigure(frame, c(lang, 'old.total'))).toHaveText(count(lang, old.body.sessionTotal));
  await expect(frame.getByRole('tablist')).toHaveCount(0);
  await expect(table(frame, lang, 'daily').locator('tbody tr')).toHaveCount(5);
  await frame
    .getByRole('link', { name: reports(lang, 'table.showDetails') })
    .last()
    .click();
  // §5.1: a detail request asks for every row, so no $take at all.
  const all = await answerTo<{ items: unknown[] }>(page, [`/whatsapp-sessions/All/${waba}/daily`], ['$take']);
  await expect(table(frame, lang, 'daily').locator('tbody tr')).toHaveCount(all.body.items.length);
  await expect(
    frame.getByRole('link', { name: text(lang, 'shell', 'header.back'), exact: true }),
  ).toHaveAttribute('href', /\/old-session-consumption$/);
});
