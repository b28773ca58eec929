import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { compareMonths } from '../../src/presentation/reports/shared/month-change-view';
import { openRoute, test } from './bots.helpers';
import {
  answerBody,
  answerTo,
  figure,
  monthsBack,
  overviewCard,
  overviewTile,
  pickMonth,
  plain,
  uriWith,
} from './report-answers.helpers';
import { text, type Lang } from './simulator.helpers';

/**
 * Issue 24 §2: every Plan Overview card and report summary shows the change against the
 * previous month (absolute and %, an arrow and a word besides the colour); the previous month is
 * read with the current one, and when it fails only the comparison hides.
 */

const DAU_SUMMARY = '/daily-active-users/summary';
const THIS_MONTH = monthsBack(0);
const LAST_MONTH = monthsBack(1);

/** The month's DAU total as the fake backend answered it. */
async function dauTotal(page: Page, month: string): Promise<number> {
  return (await answerBody<{ total: number }>(page, uriWith([DAU_SUMMARY, `month=${month}`]))).body.total;
}

/** The comparison shown is the one of the backend's two answers, in the page's language. */
async function expectChange(change: Locator, lang: Lang, now: number, before: number): Promise<void> {
  const expected = compareMonths(now, before, lang)!;
  await expect(change).toHaveAttribute('data-direction', expected.direction);
  const amount =
    expected.percent === undefined ? expected.absolute : `${expected.absolute} (${expected.percent})`;
  await expect(change.locator('.month-change__amount')).toHaveText(plain(amount));
  // Not by colour alone: the arrow, and the direction in words for screen readers.
  await expect(change.locator('.month-change__arrow')).toHaveAttribute('aria-hidden', 'true');
  await expect(change.locator('.ui-visually-hidden')).toHaveText(
    text(lang, 'reports', `change.${expected.direction}`),
  );
  // The month shown is the current one: its days so far are against all of last month.
  await expect(change.locator('.month-change__label')).toHaveText(
    text(lang, 'reports', 'change.vsWholePrevious'),
  );
}

function dauTileChange(frame: FrameLocator, lang: Lang): Locator {
  return overviewCard(frame, lang, 'dau').locator('[data-tile="monthlyTotal"] .month-change');
}

test('issue 24 §2: the Plan Overview cards and the DAU report summary against the previous month (pt, en, es)', async ({
  page,
}) => {
  for (const lang of ['pt', 'en', 'es'] as const) {
    const overview = await openRoute(page, '/data-consumption', lang, { flags: 'all' });
    const now = await dauTotal(page, THIS_MONTH);
    const before = await dauTotal(page, LAST_MONTH);
    // The fake backend's months differ, so there is a change to show.
    expect(now, 'the two months of the fake backend').not.toBe(before);
    await expectChange(dauTileChange(overview, lang), lang, now, before);
    // Every card compares its totals (the default contract has five).
    await expect(overview.locator('article.plan-overview-card .month-change').first()).toBeVisible();
    await expect
      .poll(() => overview.locator('article.plan-overview-card:has(.month-change)').count())
      .toBe(5);

    const report = await openRoute(page, '/dau-consumption', lang, { flags: 'all' });
    const total = text(lang, 'singleConversations', 'card.total');
    await expect(figure(report, total)).not.toHaveText('--');
    const summary = report
      .locator('.report-figure')
      .filter({ has: report.getByText(total, { exact: true }) });
    await expectChange(summary.locator('.month-change'), lang, await dauTotal(page, THIS_MONTH), before);
  }
});

test('issue 24 §2: the previous month fails → only the comparison hides', async ({ page, errors }) => {
  // The module logs each failed read of the month made to fail on purpose.
  errors.expect(/could not be loaded .*Simulated failure \(failUriContaining\)/);
  const frame = await openRoute(page, '/data-consumption', 'en', { flags: 'all' });
  await expect(dauTileChange(frame, 'en')).toBeVisible();

  // The month before last fails, then the last month is chosen: its own data still shows.
  const failing = monthsBack(2);
  await page.evaluate((part) => window.simulator!.setFaults({ failUriContaining: part }), `month=${failing}`);
  await pickMonth(frame, text('en', 'reports', 'period.label'), 1);
  const failed = await answerTo(page, uriWith([DAU_SUMMARY, `month=${failing}`]));
  expect(failed.error, 'the previous month failed').toBeDefined();
  const shown = await dauTotal(page, LAST_MONTH);
  const card = overviewCard(frame, 'en', 'dau');
  await expect(overviewTile(card, 'monthlyTotal')).toHaveText(new Intl.NumberFormat('en-US').format(shown));
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(frame.locator('.month-change')).toHaveCount(0);
  // The month itself is fine: no failure message, a status from its data.
  const header = frame.locator('section.plan-overview-status');
  await expect(header).toHaveAttribute('aria-busy', 'false');
  await expect(header).not.toHaveAttribute('data-status', 'error');
  await expect(frame.getByText(text('en', 'planOverview', 'loadError'))).toHaveCount(0);

  // Back on a month whose previous month answers, the comparison is there again.
  await page.evaluate(() => window.simulator!.setFaults({ failUriContaining: undefined }));
  await pickMonth(frame, text('en', 'reports', 'period.label'), 0);
  await expect(dauTileChange(frame, 'en')).toBeVisible();
});
