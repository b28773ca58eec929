import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import { answerTo, count, figure, pickMonth, table, uriWith } from './report-answers.helpers';
import { backend, text, type Lang } from './simulator.helpers';

const mu = (lang: Lang, key: string) => text(lang, 'monthlyUsers', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);

interface MetricTotal {
  readonly metricId: string;
  readonly total: number;
}
interface SummaryItem {
  readonly metric: { readonly metricId: string };
  readonly total: number;
}
interface BotItem {
  readonly botName: string;
  readonly botIdentity: string;
  readonly dateReference?: string;
  readonly metricConsumption: readonly MetricTotal[];
}

const isMessages = (id: string) => id.toLowerCase() === 'exchangedmessage';
/** Spec 3 §3.5 derived columns, worked out here from the answer. */
const usersOf = (row: BotItem) =>
  row.metricConsumption.find((entry) => !isMessages(entry.metricId))?.total ?? 0;
const messagesOf = (row: BotItem) =>
  row.metricConsumption.find((entry) => isMessages(entry.metricId))?.total ?? 0;

async function expectHeader(
  frame: FrameLocator,
  page: Page,
  lang: Lang,
  metricKey: 'mauMsg' | 'meu' | 'meuMsg',
  backTo: RegExp,
) {
  const { tenant } = await backend(page);
  const metric = reports(lang, `metrics.${metricKey}`);
  await expect(frame.getByRole('heading', { level: 1, name: metric, exact: true })).toBeVisible();
  await expect(
    frame.getByText(fill(reports(lang, 'header.text'), { metric, tenant: tenant.name })),
  ).toBeVisible();
  await expect(
    frame.getByRole('link', { name: text(lang, 'shell', 'header.back'), exact: true }),
  ).toHaveAttribute('href', backTo);
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.8, §3.5, §7.3, issue 37 §15: MIU + messages report — titled 'MIU + Messages', totals and rows as the backend answered, 5-row tables, chatbot detail 30 a page (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/mau-consumption', lang, { flags: 'all' });
    await expectHeader(frame, page, lang, 'mauMsg', /\/data-consumption$/);
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toBeVisible();
    // Last month: a whole month of data, whatever today is.
    const month = await pickMonth(frame, reports(lang, 'period.label'), 1);
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toHaveCount(0);

    const summary = await answerTo<{ items: SummaryItem[] }>(
      page,
      uriWith(['/monthly-message-metrics/summary', `month=${month.value}`]),
    );
    // §7.3: the subscription's MIU metrics, joined with ';'.
    expect(summary.uri).toContain('metricIdList=MonthlyActiveUser;ExchangedMessage');
    const total = (id: string) => summary.body!.items.find((item) => item.metric.metricId === id)!.total;
    await expect(figure(frame, mu(lang, 'card.users.miu'))).toHaveText(
      count(lang, total('MonthlyActiveUser')),
    );
    await expect(figure(frame, mu(lang, 'card.messages'))).toHaveText(count(lang, total('ExchangedMessage')));

    const metric = reports(lang, 'metrics.mauMsg');
    const bots = table(frame, fill(mu(lang, 'tables.byBot'), { metric }));
    await expect(bots.getByRole('columnheader')).toHaveText([
      reports(lang, 'columns.chatbot'),
      mu(lang, 'columns.users.miu'),
      mu(lang, 'columns.messages'),
    ]);
    await expect(bots.locator('tbody tr')).toHaveCount(5);
    const byBot = await answerTo<{ items: BotItem[] }>(
      page,
      uriWith(['/monthly-message-metrics/monthly/by-bot', `month=${month.value}`]),
    );
    expect(byBot.uri).toContain('$take=5');
    const top = byBot.body!.items[0]!;
    await expect(bots.locator('tbody tr').first().locator('td')).toHaveText([
      `${top.botName}${top.botIdentity}`,
      count(lang, usersOf(top)),
      count(lang, messagesOf(top)),
    ]);
    const days = table(frame, fill(mu(lang, 'tables.daily'), { metric }));
    await expect(days.locator('tbody tr')).toHaveCount(5);
    await expect(days.getByRole('columnheader').first()).toHaveText(reports(lang, 'columns.date'));

    // 'Show details' → every chatbot of the month, 30 a page, back to the report.
    await frame
      .getByRole('link', { name: reports(lang, 'table.showDetails') })
      .first()
      .click();
    await expectHeader(frame, page, lang, 'mauMsg', /\/mau-consumption\?month=\d{4}-\d{2}$/);
    await expect(frame.getByRole('combobox', { name: reports(lang, 'period.label') })).toHaveValue(
      month.value,
    );
    const all = await answerTo<{ items: BotItem[] }>(
      page,
      uriWith(['/monthly-message-metrics/monthly/by-bot', `month=${month.value}`, '$take=-1']),
    );
    expect(all.body!.items.length).toBeGreaterThan(30);
    await expect(bots.locator('tbody tr')).toHaveCount(30);
    await frame.getByRole('button', { name: fill(text(lang, 'ui', 'goToPage'), { page: 2 }) }).click();
    const second = all.body!.items[30]!;
    await expect(bots.locator('tbody tr').first().locator('td').nth(1)).toHaveText(
      count(lang, usersOf(second)),
    );
    await expect(frame.getByText(mu(lang, 'card.title'))).toHaveCount(0);
  });
}

test("spec 3 §2.8, §9, issue 37 §15: MEU + messages contract — the daily detail, titled 'MEU + Messages', lists date, bot, MEU and messages, 30 a page (es)", async ({
  page,
}) => {
  const lang = 'es';
  const frame = await openRoute(page, '/meu-consumption/daily', lang, {
    flags: 'all',
    scenario: 'meu-contract',
  });
  await expectHeader(frame, page, lang, 'meuMsg', /\/meu-consumption$/);
  const month = await pickMonth(frame, reports(lang, 'period.label'), 1);
  const daily = await answerTo<{ items: BotItem[] }>(
    page,
    uriWith(['/monthly-message-metrics/daily', `month=${month.value}`]),
  );
  expect(daily.uri).toContain('metricIdList=MonthlyEngagedUser;ExchangedMessage');
  expect(daily.uri).toContain('$take=-1');
  const days = table(frame, fill(mu(lang, 'tables.daily'), { metric: reports(lang, 'metrics.meuMsg') }));
  await expect(days.getByRole('columnheader')).toHaveText([
    reports(lang, 'columns.date'),
    reports(lang, 'columns.chatbot'),
    mu(lang, 'columns.users.meu'),
    mu(lang, 'columns.messages'),
  ]);
  await expect(days.locator('tbody tr')).toHaveCount(Math.min(30, daily.body!.items.length));
  const first = daily.body!.items[0]!;
  expect(usersOf(first)).toBeGreaterThan(0);
  await expect(days.locator('tbody tr').first().locator('td').nth(2)).toHaveText(count(lang, usersOf(first)));
  await expect(days.locator('tbody tr').first().locator('td').nth(3)).toHaveText(
    count(lang, messagesOf(first)),
  );
});

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`issue 22 §1: a messages-only contract — overview card, side menu and report all say 'Exchanged messages' (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/data-consumption', lang, {
      flags: 'all',
      scenario: 'messages-only',
    });
    const name = text(lang, 'planOverview', 'cards.msg.title');
    const card = frame.getByRole('article', { name, exact: true });
    await expect(card).toBeVisible();
    await expect(
      frame.getByRole('article', { name: text(lang, 'planOverview', 'cards.mauMsg.title') }),
    ).toHaveCount(0);
    const menu = frame.getByRole('navigation', { name: text(lang, 'usageMenu', 'label') });
    const item = menu.getByRole('link', {
      name: new RegExp(text(lang, 'usageMenu', 'titles.msgConsumption')),
    });
    await expect(item).toHaveAttribute('href', /\/mau-consumption(\?|$)/);
    await expect(
      menu.getByRole('link', { name: new RegExp(text(lang, 'usageMenu', 'titles.meuConsumption')) }),
    ).toHaveCount(0);
    await item.click();
    await expect(
      frame.getByRole('heading', { level: 1, name: reports(lang, 'metrics.msg'), exact: true }),
    ).toBeVisible();
    const summary = await answerTo<{ items: SummaryItem[] }>(
      page,
      uriWith(['/monthly-message-metrics/summary']),
    );
    expect(summary.uri).toContain('metricIdList=ExchangedMessage');
    expect(summary.uri).not.toContain('MonthlyActiveUser');
  });
}

for (const lang of ['en', 'es'] as const) {
  test(`issue 37 §15 (spec 3 §2.14): beside MIU + messages, the MEU report is titled 'MEU' as its card, tables included (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/meu-consumption', lang, { flags: 'all', scenario: 'miu-and-meu' });
    await expectHeader(frame, page, lang, 'meu', /\/data-consumption$/);
    const metric = reports(lang, 'metrics.meu');
    expect(metric).toBe(text(lang, 'planOverview', 'cards.meu.title'));
    await expect(table(frame, fill(mu(lang, 'tables.byBot'), { metric }))).toBeVisible();
    await expect(table(frame, fill(mu(lang, 'tables.daily'), { metric }))).toBeVisible();
    const summary = await answerTo<{ items: SummaryItem[] }>(
      page,
      uriWith(['/monthly-message-metrics/summary']),
    );
    expect(summary.uri).toContain('metricIdList=MonthlyEngagedUser');
    expect(summary.uri).not.toContain('ExchangedMessage');
  });

  test(`issue 37 §16 (spec 3 §2.2, §4.1): a month change on the MIU report is tracked with the new month's status (${lang})`, async ({
    page,
    errors,
  }) => {
    // The module logs the month it is made to fail.
    errors.expect(/Simulated failure \(failUriContaining\)/);
    const frame = await openRoute(page, '/mau-consumption', lang, { flags: 'all' });
    await expect(figure(frame, mu(lang, 'card.messages'))).not.toHaveText('--');
    const period = frame.getByRole('combobox', { name: reports(lang, 'period.label') });
    const failing = (await period.locator('option').nth(1).getAttribute('value'))!;
    await page.evaluate(
      (part) => window.simulator!.setFaults({ failUriContaining: part }),
      `month=${failing}`,
    );
    await period.selectOption(failing);
    await expect(figure(frame, mu(lang, 'card.messages'))).toHaveText('--');
    const [year, month] = failing.split('-');
    // The month shown before answered (unlimited); the tracked status is the new month's.
    await expect
      .poll(() => page.evaluate(() => window.simulator!.tracks() as Record<string, unknown>[]))
      .toContainEqual(
        expect.objectContaining({
          action: 'mau-consumption-period-changed',
          date: `${month}-${year}`,
          planStatus: 'error',
        }),
      );
  });
}
