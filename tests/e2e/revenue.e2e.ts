import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import { LOCALES, answerTo, count, figure, pickMonth, plain, table, uriWith } from './report-answers.helpers';
import { backend, scrollTableToEnd, text, type Lang } from './simulator.helpers';

const rev = (lang: Lang, key: string) => text(lang, 'revenue', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);

/** Spec 3 §9: the open-ended range's end (the maximum integer). */
const OPEN_ENDED = 2147483647;

interface FinancialRule {
  readonly stepRule: number;
  readonly coreMetric: string;
  readonly rangeStartMetric: number;
  readonly rangeEndMetric: number;
  readonly fixPrice: number;
  readonly pricePerUser: number;
}
interface Consumption {
  readonly MAUs: number;
  readonly MEUs: number;
  readonly MSGs: number;
}
interface ChatbotItem extends Consumption {
  readonly botIdentity: string;
}

const money = (lang: Lang, value: number) =>
  plain(new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'BRL' }).format(value));
const unitPrice = (lang: Lang, value: number) =>
  plain(
    new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    }).format(value),
  );

/** Spec 3 §9 range and calculation texts of a financial rule, written out here from the rule. */
function expectedTexts(lang: Lang, rule: FinancialRule): string[] {
  const metric = rule.coreMetric.toUpperCase();
  const from = count(lang, rule.rangeStartMetric);
  const range =
    rule.rangeEndMetric === OPEN_ENDED
      ? fill(rev(lang, 'reference.startsFrom'), { from })
      : fill(rev(lang, 'reference.range'), { from, to: count(lang, rule.rangeEndMetric) });
  const pricePerUser = unitPrice(lang, rule.pricePerUser);
  const fixPrice = money(lang, rule.fixPrice);
  const calculation =
    rule.pricePerUser > 0 && rule.fixPrice > 0
      ? fill(rev(lang, 'reference.perUserPlusFixed'), { pricePerUser, metric, fixPrice })
      : rule.pricePerUser > 0
        ? fill(rev(lang, 'reference.perUser'), { pricePerUser, metric })
        : fill(rev(lang, 'reference.fixed'), { fixPrice });
  return [metric, range, calculation];
}

/** A date as the module shows it (spec 3 §9): UTC, en numeric, others 2-digit, '/' between. */
function displayDate(lang: Lang, iso: string): string {
  const digits = lang === 'en' ? 'numeric' : '2-digit';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    day: digits,
    month: digits,
    year: 'numeric',
  })
    .formatToParts(new Date(`${iso}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join('/');
}

/** The module is served under /module: the home link's href is that base alone. */
const HOME = /\/module\/?$/;

async function expectHeader(frame: FrameLocator, page: Page, lang: Lang, backTo: RegExp) {
  const { tenant } = await backend(page);
  await expect(
    frame.getByText(fill(rev(lang, 'header'), { tenant: tenant.name }), { exact: true }),
  ).toBeVisible();
  await expect(
    frame.getByRole('link', { name: text(lang, 'shell', 'header.back'), exact: true }),
  ).toHaveAttribute('href', backTo);
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.9, §9: contract usage data — consumption card, metric cards, top 3 chatbots and the revenue texts of every rule form (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/revenue', lang, { flags: 'all' });
    await expectHeader(frame, page, lang, HOME);
    await expect(frame.getByRole('region', { name: rev(lang, 'title'), exact: true })).toBeVisible();
    // §4.7: the current month is partial.
    await expect(frame.getByText(rev(lang, 'period.partial'), { exact: true })).toBeVisible();

    const month = await pickMonth(frame, reports(lang, 'period.label'), 1);
    await expect(
      frame.getByRole('heading', {
        level: 2,
        name: fill(rev(lang, 'consumption.title'), { month: month.label }),
      }),
    ).toBeVisible();
    await expect(frame.getByText(rev(lang, 'period.partial'), { exact: true })).toHaveCount(0);
    const [year, monthNumber] = month.value.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    await expect(
      frame.getByText(
        fill(rev(lang, 'period.range'), {
          startDate: displayDate(lang, `${month.value}-01`),
          endDate: displayDate(lang, `${month.value}-${lastDay}`),
        }),
        { exact: true },
      ),
    ).toBeVisible();

    // §3.9: an MAU contract shows MAUs; §9 both cards for 'MIU + MSG'.
    const consumption = await answerTo<Consumption>(page, uriWith(['/consumption?', `month=${month.value}`]));
    await expect(figure(frame, fill(rev(lang, 'cards.miu'), { metric: 'MAUs' }))).toHaveText(
      count(lang, consumption.body!.MAUs),
    );
    await expect(figure(frame, rev(lang, 'cards.msg'))).toHaveText(count(lang, consumption.body!.MSGs));

    // §9: the top 3 chatbots.
    const top = await answerTo<{ items: ChatbotItem[] }>(
      page,
      uriWith(['/application-consumption', `month=${month.value}`]),
    );
    expect(top.uri).toContain('$take=3');
    const chatbots = table(frame, rev(lang, 'chatbots.title'));
    await expect(chatbots.getByRole('columnheader')).toHaveText([
      reports(lang, 'columns.chatbot'),
      'MAUs',
      rev(lang, 'chatbots.messages'),
    ]);
    await expect(chatbots.locator('tbody tr')).toHaveCount(3);
    for (const [index, bot] of top.body!.items.entries()) {
      await expect(chatbots.locator('tbody tr').nth(index).locator('td')).toHaveText([
        bot.botIdentity,
        count(lang, bot.MAUs),
        count(lang, bot.MSGs),
      ]);
    }

    // §9: every financial rule as a reference value; the fake has all four forms.
    const rules = await answerTo<{ items: FinancialRule[] }>(
      page,
      uriWith(['/financial-rules', `month=${month.value}`]),
    );
    const sorted = [...rules.body!.items].sort((a, b) => a.stepRule - b.stepRule);
    expect(sorted.some((rule) => rule.pricePerUser > 0 && rule.fixPrice > 0)).toBe(true);
    expect(sorted.some((rule) => rule.pricePerUser > 0 && rule.fixPrice === 0)).toBe(true);
    expect(sorted.some((rule) => rule.pricePerUser === 0 && rule.fixPrice > 0)).toBe(true);
    expect(sorted.some((rule) => rule.rangeEndMetric === OPEN_ENDED)).toBe(true);
    const reference = table(frame, rev(lang, 'reference.title'));
    await expect(reference.locator('tbody tr')).toHaveCount(sorted.length);
    for (const [index, rule] of sorted.entries()) {
      await expect(reference.locator('tbody tr').nth(index).locator('td')).toHaveText(
        expectedTexts(lang, rule),
      );
    }
    // §9: planBase = fixPrice of stepRule 1.
    const base = sorted.find((rule) => rule.stepRule === 1)!;
    await expect(
      frame
        .locator('.revenue-reference__contract div')
        .filter({ hasText: rev(lang, 'reference.planBase') })
        .locator('dd'),
    ).toHaveText(money(lang, base.fixPrice));
  });
}

test("spec 3 §8: the month answered with reason code 67 shows '--' and 'no data', not an error (es)", async ({
  page,
}) => {
  const lang = 'es';
  const frame = await openRoute(page, '/revenue', lang, { flags: 'all' });
  const oldest = await pickMonth(frame, reports(lang, 'period.label'), -1);
  const answer = await answerTo<Consumption>(page, uriWith(['/consumption?', `month=${oldest.value}`]));
  expect(answer.body).toBeUndefined();
  expect(JSON.stringify(answer.error)).toContain('67');
  await expect(frame.getByRole('status').filter({ hasText: rev(lang, 'consumption.noData') })).toBeVisible();
  await expect(figure(frame, fill(rev(lang, 'cards.miu'), { metric: 'MAUs' }))).toHaveText('--');
  await expect(figure(frame, rev(lang, 'cards.msg'))).toHaveText('--');
  await expect(frame.getByRole('alert')).toHaveCount(0);
  await expect(frame.getByText(rev(lang, 'consumption.error'))).toHaveCount(0);
  // The contract's reference values still show.
  await expect(table(frame, rev(lang, 'reference.title')).locator('tbody tr').first()).toBeVisible();
});

test('spec 3 §2.9, §9, architecture.md §8: /revenue/chatbots from the contract page — 10,000 chatbots, ≤ 100 DOM rows, back to /revenue; opened directly, back to / (en)', async ({
  page,
}) => {
  const lang = 'en';
  const frame = await openRoute(page, '/revenue', lang, { flags: 'all', rows: '10000' });
  const month = await pickMonth(frame, reports(lang, 'period.label'), 1);
  await frame.getByRole('link', { name: reports(lang, 'table.showDetails') }).click();
  // The back link carries the chosen month (issue 14: state in the URL).
  await expectHeader(frame, page, lang, new RegExp(`/module/revenue\\?month=${month.value}$`));
  await expect(frame.getByRole('combobox', { name: reports(lang, 'period.label') })).toHaveValue(month.value);
  const all = await answerTo<{ items: ChatbotItem[] }>(
    page,
    uriWith(['/application-consumption', `month=${month.value}`, '$take=10000']),
  );
  expect(all.body!.items).toHaveLength(10000);
  const chatbots = table(frame, rev(lang, 'chatbots.title'));
  await expect(chatbots).toHaveAttribute('aria-rowcount', '10001', { timeout: 30_000 });
  const domRows = chatbots.locator('tbody tr:not(.ui-table__spacer)');
  await expect(domRows.first()).toBeVisible();
  expect(await domRows.count()).toBeLessThanOrEqual(100);
  await scrollTableToEnd(frame, chatbots.getByText(all.body!.items.at(-1)!.botIdentity, { exact: true }));
  expect(await domRows.count()).toBeLessThanOrEqual(100);

  const direct = await openRoute(page, '/revenue/chatbots', lang, { flags: 'all' });
  await expectHeader(direct, page, lang, HOME);
  await expect(
    direct.getByRole('heading', { level: 1, name: rev(lang, 'chatbots.pageTitle') }),
  ).toBeVisible();
});
