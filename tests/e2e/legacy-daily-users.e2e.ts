import { expect, type FrameLocator, type Page } from '@playwright/test';
import { openRoute, test } from './bots.helpers';
import { answerTo, count, expectUsageHeader, figure, table, uriWith } from './report-answers.helpers';
import { text, type Lang } from './simulator.helpers';

const sc = (lang: Lang, key: string) => text(lang, 'singleConversations', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);

interface Consolidated {
  readonly metric: { readonly quantity: number };
  readonly total: number;
  readonly exceededPlan: number;
}

function expectHeader(frame: FrameLocator, page: Page, lang: Lang, metric: 'dau' | 'deu', backTo: RegExp) {
  return expectUsageHeader(frame, page, lang, sc(lang, `legacy.metrics.${metric}`), backTo);
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.10, §7.4: /daily-active-users over the plan — card from the compiled DAU total, 'Overflow DAUs', 5-row tables, details (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/daily-active-users', lang, { flags: 'all', scenario: 'exceeded' });
    await expectHeader(frame, page, lang, 'dau', /\/module\/?$/);
    const { body } = await answerTo<Consolidated>(page, '/daily-active-users/total');
    expect(body!.exceededPlan).toBeGreaterThan(0);
    await expect(figure(frame, sc(lang, 'card.total'))).toHaveText(count(lang, body!.total));
    await expect(figure(frame, sc(lang, 'card.quantity'))).toHaveText(count(lang, body!.metric.quantity));
    await expect(figure(frame, sc(lang, 'legacy.overflow'))).toHaveText(count(lang, body!.exceededPlan));
    await expect(frame.getByText(sc(lang, 'overflow.limitOver'), { exact: true })).toBeVisible();
    await expect(
      frame.getByRole('heading', { name: sc(lang, 'legacy.planInformation.title') }),
    ).toBeVisible();

    const bots = table(frame, sc(lang, 'legacy.tables.dau.byBot'));
    await expect(bots.locator('tbody tr')).toHaveCount(5);
    await expect(table(frame, sc(lang, 'legacy.tables.dau.daily')).locator('tbody tr')).toHaveCount(5);
    const details = frame.getByRole('link', { name: reports(lang, 'table.showDetails') });
    await expect(details.first()).toHaveAttribute('href', /\/daily-active-users\/monthly$/);
    // By keyboard: the tables and charts still growing below would move a pointer's target.
    await details.first().press('Enter');
    await expectHeader(frame, page, lang, 'dau', /\/daily-active-users$/);
    const all = await answerTo<{ items: unknown[] }>(
      page,
      uriWith(['/daily-active-users/monthly/by-bot'], ['$take=5']),
    );
    await expect(bots.locator('tbody tr')).toHaveCount(all.body!.items.length);
    await expect(frame.getByRole('combobox', { name: reports(lang, 'period.label') })).toBeVisible();
  });

  test(`spec 3 §2.11: /daily-engaged-users — card, 'Chatbots' 5 rows, details go to the daily-active-users paths; detail back to its root (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/daily-engaged-users', lang, { flags: 'all' });
    await expectHeader(frame, page, lang, 'deu', /\/module\/?$/);
    await expect(frame.getByRole('heading', { name: sc(lang, 'card.title') })).toBeVisible();
    await expect(table(frame, sc(lang, 'legacy.tables.deu.byBot')).locator('tbody tr')).toHaveCount(5);
    const details = frame.getByRole('link', { name: reports(lang, 'table.showDetails') });
    await expect(details.nth(0)).toHaveAttribute('href', /\/daily-active-users\/monthly$/);
    await expect(details.nth(1)).toHaveAttribute('href', /\/daily-active-users\/daily$/);

    const detail = await openRoute(page, '/daily-engaged-users/daily', lang, { flags: 'all' });
    await expectHeader(detail, page, lang, 'deu', /\/daily-engaged-users$/);
    await expect(detail.getByText(reports(lang, 'period.partial'), { exact: true })).toBeVisible();
    await expect(
      table(detail, sc(lang, 'legacy.tables.deu.daily')).locator('tbody tr').first(),
    ).toBeVisible();
  });
}
