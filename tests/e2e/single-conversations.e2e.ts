import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import { scrollTableToEnd, text, type Lang } from './simulator.helpers';
import { answerBody, answerTo, expectUsageHeader } from './report-answers.helpers';

const sc = (lang: Lang, key: string) => text(lang, 'singleConversations', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);
const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/** Intl puts no-break spaces in some locales; Playwright compares visible text, spaces alike. */
const plain = (value: string) => value.replace(/\s/g, ' ');
const count = (lang: Lang, value: number) => new Intl.NumberFormat(LOCALES[lang]).format(value);
const money = (lang: Lang, value: number, currency: string) =>
  plain(new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(value));

/** The consolidated answer the fake backend gave the page (spec 3 §3.4), read from the protocol log. */
interface Consolidated {
  readonly metric: { readonly quantity: number };
  readonly total: number;
  readonly planUsageRate: number;
  readonly exceededPlan: number;
  readonly plan: Record<string, number | string>;
}

/** A uri with every part in it and none of the `without` ones. */
const uriWith =
  (parts: readonly string[], without: readonly string[] = []) =>
  (uri: string) =>
    parts.every((part) => uri.includes(part)) && !without.some((part) => uri.includes(part));

function figure(frame: FrameLocator, label: string) {
  return frame
    .locator('.report-figure')
    .filter({ has: frame.getByText(label, { exact: true }) })
    .locator('.report-figure__value');
}

function table(frame: FrameLocator, caption: string) {
  return frame.getByRole('table', { name: caption, exact: true });
}

function expectHeader(frame: FrameLocator, page: Page, lang: Lang, metric: 'dau' | 'deu', backTo: RegExp) {
  return expectUsageHeader(frame, page, lang, reports(lang, `metrics.${metric}`), backTo);
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.5, §4.4: DEU over the plan — card figures as the backend answered, both overflow texts with the fee, plan information, 5-row tables (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/deu-consumption', lang, { flags: 'all', scenario: 'exceeded' });
    await expectHeader(frame, page, lang, 'deu', /\/data-consumption$/);
    const { uri, body } = await answerBody<{ items: Consolidated[] }>(
      page,
      '/monthly-message-metrics/summary',
    );
    expect(uri).toContain('metricIdList=DailyEngagedUser');
    const deu = body.items[0]!;
    expect(deu.exceededPlan).toBeGreaterThan(0);
    const currency = String(deu.plan['currencyCode']);

    await expect(figure(frame, sc(lang, 'card.total'))).toHaveText(count(lang, deu.total));
    await expect(figure(frame, sc(lang, 'card.quantity'))).toHaveText(count(lang, deu.metric.quantity));
    await expect(figure(frame, sc(lang, 'card.exceeded'))).toHaveText(count(lang, deu.exceededPlan));
    await expect(figure(frame, sc(lang, 'card.used'))).toHaveText(
      `${new Intl.NumberFormat(LOCALES[lang]).format(Math.round(deu.planUsageRate * 100) / 100)}%`,
    );
    await expect(frame.getByRole('progressbar', { name: sc(lang, 'card.progress') })).toHaveAttribute(
      'value',
      '100',
    );
    // §4.3: the current month is partial.
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toBeVisible();

    const fee = money(lang, Number(deu.plan['overspentDailyEngagedUserValue']), currency);
    await expect(frame.getByText(sc(lang, 'overflow.limitOver'), { exact: true })).toBeVisible();
    await expect(frame.getByText(fill(sc(lang, 'overflow.charged'), { fee }), { exact: true })).toBeVisible();
    const planList = frame.locator('.single-conversations-card__plan');
    await expect(planList.getByRole('heading', { name: sc(lang, 'planInformation.title') })).toBeVisible();
    await expect(planList.locator('dd')).toHaveText([
      money(lang, Number(deu.plan['planValue']), currency),
      count(lang, Number(deu.plan['dailyEngagedUsersQuantity'])),
      fee,
    ]);

    // §2.5: 5-row tables; §5.1 DEU always sends $take.
    const bots = table(frame, sc(lang, 'tables.deu.byBot'));
    await expect(bots.locator('tbody tr')).toHaveCount(5);
    const byBot = await answerBody<{ items: { botName: string; metricConsumption: { total: number }[] }[] }>(
      page,
      '/monthly-message-metrics/monthly/by-bot',
    );
    expect(byBot.uri).toContain('$take=5');
    // §3.6: a DEU bot's count is its first metricConsumption entry's total.
    const first = byBot.body.items[0]!;
    await expect(bots.locator('tbody tr').first()).toContainText(first.botName);
    await expect(bots.locator('tbody tr').first().locator('td').last()).toHaveText(
      count(lang, first.metricConsumption[0]!.total),
    );
    const days = table(frame, sc(lang, 'tables.deu.daily'));
    await expect(days.locator('tbody tr')).toHaveCount(5);
    await expect(days.getByRole('columnheader')).toHaveText([
      reports(lang, 'columns.date'),
      sc(lang, 'tables.deu.dailyCount'),
    ]);

    // 'Show details' → the full chatbot list, back to its report.
    await frame
      .getByRole('link', { name: reports(lang, 'table.showDetails') })
      .first()
      .click();
    await expectHeader(frame, page, lang, 'deu', /\/deu-consumption$/);
    await expect(frame.getByText(sc(lang, 'card.title'))).toHaveCount(0);
    const all = await answerBody<{ items: unknown[] }>(
      page,
      uriWith(['/monthly-message-metrics/monthly/by-bot?', '$take=-1']),
    );
    await expect(table(frame, sc(lang, 'tables.deu.byBot')).locator('tbody tr')).toHaveCount(
      all.body.items.length,
    );
    expect(all.uri).toContain('$take=-1');
  });
}

test('spec 3 §2.4, §2.2, §4.6: DAU report (es): figures as answered; a month change reloads, tracks and drops the partial badge', async ({
  page,
}) => {
  const lang = 'es';
  const frame = await openRoute(page, '/dau-consumption', lang, { flags: 'all' });
  await expectHeader(frame, page, lang, 'dau', /\/data-consumption$/);
  const { body: current, uri } = await answerBody<Consolidated>(page, '/daily-active-users/summary');
  await expect(figure(frame, sc(lang, 'card.total'))).toHaveText(count(lang, current.total));
  await expect(figure(frame, sc(lang, 'card.quantity'))).toHaveText(count(lang, current.metric.quantity));
  await expect(figure(frame, sc(lang, 'card.exceeded'))).toHaveCount(0);
  await expect(frame.getByText(sc(lang, 'overflow.limitOver'))).toHaveCount(0);
  const bots = table(frame, sc(lang, 'tables.dau.byBot'));
  await expect(bots.getByRole('columnheader')).toHaveText([
    reports(lang, 'columns.chatbot'),
    sc(lang, 'tables.dau.byBotCount'),
  ]);
  await expect(bots.locator('tbody tr')).toHaveCount(5);
  // §2.4: botName with botId as secondary text.
  const byBot = await answerBody<{ items: { botName: string; botId: string; total: number }[] }>(
    page,
    '/daily-active-users/monthly/by-bot',
  );
  expect(byBot.uri).toContain('$take=5');
  const top = byBot.body.items[0]!;
  await expect(bots.locator('tbody tr').first().locator('.report-bot__name')).toHaveText(top.botName);
  await expect(bots.locator('tbody tr').first().locator('.report-bot__id')).toHaveText(top.botId);
  expect(uri).toMatch(/month=\d{4}-\d{2}/);

  const period = frame.getByRole('combobox', { name: reports(lang, 'period.label') });
  const previous = await period.locator('option').nth(2).getAttribute('value');
  await period.selectOption(previous!);
  const { body: older } = await answerBody<Consolidated>(
    page,
    uriWith(['/daily-active-users/summary', `month=${previous!}`]),
  );
  await expect(figure(frame, sc(lang, 'card.total'))).toHaveText(count(lang, older.total));
  await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toHaveCount(0);
  const [year, month] = previous!.split('-');
  await expect
    .poll(() => page.evaluate(() => window.simulator!.tracks() as { action?: string; date?: string }[]))
    .toContainEqual(
      expect.objectContaining({ action: 'dau-consumption-period-changed', date: `${month}-${year}` }),
    );

  // The daily detail opens on the chosen month, every day, with its own selector.
  await frame
    .getByRole('link', { name: reports(lang, 'table.showDetails') })
    .nth(1)
    .click();
  // The back link carries the chosen month (issue 14: state in the URL).
  await expectHeader(frame, page, lang, 'dau', new RegExp(`/dau-consumption\\?month=${previous}$`));
  await expect(frame.getByRole('combobox', { name: reports(lang, 'period.label') })).toHaveValue(previous!);
  const daily = await answerBody<{ items: unknown[] }>(
    page,
    uriWith(['/daily-active-users/daily', `month=${previous!}`], ['$take']),
  );
  await expect(table(frame, sc(lang, 'tables.dau.daily')).locator('tbody tr')).toHaveCount(
    daily.body.items.length,
  );
});

test("issue 37 §14 (spec 3 §4.2): DAU without usage (no-data) — 0 and '0%' as the overview reads it, empty tables (en)", async ({
  page,
}) => {
  const lang = 'en';
  const frame = await openRoute(page, '/dau-consumption', lang, { flags: 'all', scenario: 'no-data' });
  const { body } = await answerBody<Consolidated>(page, '/daily-active-users/summary');
  expect(body.total).toBe(0);
  await expect(figure(frame, sc(lang, 'card.total'))).toHaveText('0');
  await expect(figure(frame, sc(lang, 'card.quantity'))).toHaveText(
    new Intl.NumberFormat('en-US').format(body.metric.quantity),
  );
  await expect(figure(frame, sc(lang, 'card.used'))).toHaveText('0%');
  await expect(table(frame, sc(lang, 'tables.dau.byBot'))).toContainText(reports(lang, 'table.empty'));
  await expect(table(frame, sc(lang, 'tables.dau.daily'))).toContainText(reports(lang, 'table.empty'));
});

test("spec 3 §4.2, §8: the DEU summary fails (failing-metric) — '--' and '0%', no warning (pt)", async ({
  page,
  errors,
}) => {
  errors.expect(/DEU summary/);
  const lang = 'pt';
  const frame = await openRoute(page, '/deu-consumption', lang, { flags: 'all', scenario: 'failing-metric' });
  // The summary's answer is the failure itself.
  await answerTo(page, '/monthly-message-metrics/summary');
  await expect(figure(frame, sc(lang, 'card.total'))).toHaveText('--');
  await expect(figure(frame, sc(lang, 'card.quantity'))).toHaveText('--');
  await expect(figure(frame, sc(lang, 'card.used'))).toHaveText('0%');
  await expect(frame.getByText(sc(lang, 'overflow.limitOver'))).toHaveCount(0);
  await expect(frame.locator('.single-conversations-card__plan')).toHaveCount(0);
  // The lists are other calls: they still show.
  await expect(table(frame, sc(lang, 'tables.deu.byBot')).locator('tbody tr')).toHaveCount(5);
});

test('spec 3 §2.4, architecture.md §8: the DAU chatbot detail with 10,000 bots keeps ≤ 100 rows in the DOM, scrolling included (en)', async ({
  page,
}) => {
  const lang = 'en';
  const frame = await openRoute(page, '/dau-consumption/monthly', lang, { flags: 'all', rows: '10000' });
  const bots = table(frame, sc(lang, 'tables.dau.byBot'));
  await expect(bots).toHaveAttribute('aria-rowcount', '10001', { timeout: 30_000 });
  const domRows = bots.locator('tbody tr:not(.ui-table__spacer)');
  await expect(domRows.first()).toBeVisible();
  expect(await domRows.count()).toBeLessThanOrEqual(100);
  const { body } = await answerBody<{ items: { botName: string }[] }>(
    page,
    '/daily-active-users/monthly/by-bot',
  );
  expect(body.items).toHaveLength(10000);
  // Scrolled to the end: the last bot is there, the DOM still small.
  await scrollTableToEnd(frame, bots.getByText(body.items.at(-1)!.botName, { exact: true }));
  expect(await domRows.count()).toBeLessThanOrEqual(100);
});
