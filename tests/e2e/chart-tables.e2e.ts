import { expect, type Locator } from '@playwright/test';
import { percentText } from '../../src/domain/reports/usage-figures.rule';
import { formatDisplayDate } from '../../src/domain/shared/date-display.rule';
import { axeFindings } from './axe.helpers';
import { fill, openRoute, test } from './bots.helpers';
import { answerBody, count, LOCALES, overviewCard, plain, uriWith } from './report-answers.helpers';
import { frameSettled, moduleFrame, text, type Lang } from './simulator.helpers';

const po = (lang: Lang, key: string) => text(lang, 'planOverview', key);

interface WeekItem {
  readonly weekNumber: number;
  readonly startDateReference: string;
  readonly endDateReference: string;
  readonly total: number;
}

interface Consolidated {
  readonly metric: { readonly quantity: number };
  readonly weekItems: readonly WeekItem[];
}

const currentMonth = () => new Date().toISOString().slice(0, 7);

/** The keyboard way (the kit's drawn track covers the native input): focus the switch, press Space. */
async function toggle(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Space');
}

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`issue 38 §1: a chart as a table holds the backend's figures, is axe clean and prints as chosen (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/data-consumption', lang, { flags: 'all' });
    const card = overviewCard(frame, lang, 'dau');
    await expect(card).toHaveAttribute('aria-busy', 'false');
    const { body: dau } = await answerBody<Consolidated>(
      page,
      uriWith(['/daily-active-users/summary', `month=${currentMonth()}`]),
    );
    const quantity = dau.metric.quantity;
    expect(quantity, 'the default contract has a DAU plan').toBeGreaterThan(0);

    // One switch per chart: the weekly bars' switch turns them into their table.
    const switchName = po(lang, 'tables.viewAsTable');
    const switches = card.getByRole('switch', { name: switchName, exact: true });
    await expect(switches).toHaveCount(2);
    await toggle(switches.nth(1));
    await expect(switches.nth(1)).toBeChecked();
    const caption = fill(po(lang, 'charts.weekly'), { metric: po(lang, 'cards.dau.title') });
    const table = card.getByRole('table', { name: caption, exact: true });
    await expect(table).toBeVisible();

    // The figures are the backend's: a row per week as the axis labels it, its share of the plan.
    const weeks = [...dau.weekItems].sort((a, b) => a.weekNumber - b.weekNumber);
    const label = (week: WeekItem) =>
      fill(po(lang, 'charts.week'), {
        start: formatDisplayDate(week.startDateReference, lang),
        end: formatDisplayDate(week.endDateReference, lang),
      });
    // As the table rounds: the share in percent, to two decimals.
    const share = (value: number) =>
      percentText(Math.round((value / quantity) * 100 * 100) / 100, true, lang);
    const rows = await table
      .locator('tbody tr, tfoot tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
      );
    expect(rows.map((row) => row.map(plain))).toEqual([
      ...weeks.map((week) => [label(week), count(lang, week.total), share(week.total)].map(plain)),
      [po(lang, 'tables.plan'), plain(count(lang, quantity)), ''],
    ]);
    await expect(table.getByRole('columnheader')).toHaveText([
      po(lang, 'tables.week'),
      po(lang, 'tables.units.dau_other').replace(/^./, (first) => first.toUpperCase()),
      po(lang, 'tables.planShare'),
    ]);

    // The sentence under it names the highest week (the first of equal ones).
    const top = weeks.reduce((best, week) => (week.total > best.total ? week : best));
    await expect(card.locator('.plan-overview-card__summary').nth(1)).toHaveText(
      plain(
        fill(po(lang, 'summaries.highestWeek'), {
          week: label(top),
          value: count(lang, top.total),
          unit: po(lang, `tables.units.dau_${new Intl.PluralRules(LOCALES[lang]).select(top.total)}`),
          share: percentText(Math.round((top.total / quantity) * 100), true, lang),
        }),
      ),
    );

    // Every chart of the page as its table: axe finds nothing at WCAG 2.2 AA.
    const all = frame.getByRole('switch', { name: switchName, exact: true });
    await expect(all).toHaveCount(10);
    for (let index = 0; index < 10; index += 1) {
      if (!(await all.nth(index).isChecked())) await toggle(all.nth(index));
    }
    await expect(frame.getByRole('table')).toHaveCount(10);
    const module = moduleFrame(page);
    await frameSettled(module);
    expect(await axeFindings(module)).toEqual([]);

    // On paper the tables print as chosen; the switches and their CSV buttons do not.
    await page.emulateMedia({ media: 'print' });
    await expect(table).toBeVisible();
    await expect(switches.first()).toBeHidden();
    await expect(
      card.getByRole('button', { name: text(lang, 'reports', 'table.exportCsv') }).first(),
    ).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
}
