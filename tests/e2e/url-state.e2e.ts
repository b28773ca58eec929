import { expect, type FrameLocator, type Page } from '@playwright/test';
import { bodyRows, bots, copilot, openRoute, test } from './bots.helpers';
import { text } from './simulator.helpers';

/** The module path the simulator's own address keeps (its `route` query). */
const routeInAddress = (page: Page) => new URL(page.url()).searchParams.get('route');

const rowTexts = (frame: FrameLocator, caption: string) => bodyRows(frame, caption).allInnerTexts();

test.describe('issue 14: state in the URL survives a reload and can be shared', () => {
  test('members: the Pending tab survives a reload of the whole simulator page', async ({ page }) => {
    const frame = await openRoute(page, '/members', 'en');
    const pending = frame.getByRole('tab', { name: new RegExp(text('en', 'members', 'tabs.pending')) });
    await pending.click();
    await expect.poll(() => routeInAddress(page)).toBe('/members?tab=pending');
    await page.reload();
    await expect(
      page
        .frameLocator('iframe')
        .getByRole('tab', { name: new RegExp(text('en', 'members', 'tabs.pending')) }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test("copilot: 'Filter by', page size and page come back after a reload, with the same rows; issue 35 §7: a search never reaches the address", async ({
    page,
  }) => {
    const caption = copilot('en', 'bots.caption');
    const search = (f: FrameLocator) =>
      f.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true });
    const frame = await openRoute(page, '/copilot', 'en', { flags: 'all', bots: '200' });
    await expect(frame.getByRole('table', { name: caption, exact: true })).toBeVisible();
    await frame.getByRole('combobox', { name: bots('en', 'filterBy') }).selectOption('disabled');
    await frame.getByRole('combobox', { name: text('en', 'ui', 'pageSize') }).selectOption('10');
    await frame.getByRole('button', { name: text('en', 'ui', 'goToPage').replace('{{page}}', '2') }).click();
    await expect.poll(() => routeInAddress(page)).toBe('/copilot?filter=disabled&page=2&size=10');
    const route = routeInAddress(page);
    const rows = await rowTexts(frame, caption);

    await page.reload();
    const again = page.frameLocator('iframe');
    await expect(again.getByRole('table', { name: caption, exact: true })).toBeVisible();
    await expect(again.getByRole('combobox', { name: bots('en', 'filterBy') })).toHaveValue('disabled');
    await expect(again.getByRole('combobox', { name: text('en', 'ui', 'pageSize') })).toHaveValue('10');
    await expect.poll(() => rowTexts(again, caption)).toEqual(rows);
    expect(routeInAddress(page)).toBe(route);

    // The search applies (the list goes back to page 1) but the address keeps only the rest.
    await search(again).fill('a');
    await expect.poll(() => routeInAddress(page)).toBe('/copilot?filter=disabled&size=10');
    // The portal's reload opens the frame anew from its address: the search was never there.
    await page.reload();
    await expect(
      page.frameLocator('iframe').getByRole('table', { name: caption, exact: true }),
    ).toBeVisible();
    await expect(search(page.frameLocator('iframe'))).toHaveValue('');
    expect(routeInAddress(page)).toBe('/copilot?filter=disabled&size=10');
  });

  test('pipelines: page 2 survives a reload', async ({ page }) => {
    const caption = text('en', 'pipelines', 'caption');
    const frame = await openRoute(page, '/pipeline', 'en', { flags: 'all' });
    const table = frame.getByRole('table', { name: caption, exact: true });
    await expect(table.locator('.ui-skeleton')).toHaveCount(0);
    await frame.getByRole('button', { name: text('en', 'ui', 'goToPage').replace('{{page}}', '2') }).click();
    await expect.poll(() => routeInAddress(page)).toBe('/pipeline?page=2');
    const rows = await table.locator('tbody tr').allInnerTexts();
    await page.reload();
    const again = page.frameLocator('iframe').getByRole('table', { name: caption, exact: true });
    await expect(again.locator('.ui-skeleton')).toHaveCount(0);
    await expect.poll(() => again.locator('tbody tr').allInnerTexts()).toEqual(rows);
  });

  test('reports: the chosen month survives a reload; a shared link opens its month', async ({ page }) => {
    const frame = await openRoute(page, '/mau-consumption', 'en', { flags: 'all' });
    const period = frame.getByRole('combobox', { name: text('en', 'reports', 'period.label') });
    const month = (await period.locator('option').nth(2).getAttribute('value'))!;
    await period.selectOption(month);
    await expect.poll(() => routeInAddress(page)).toBe(`/mau-consumption?month=${month}`);
    await page.reload();
    await expect(
      page.frameLocator('iframe').getByRole('combobox', { name: text('en', 'reports', 'period.label') }),
    ).toHaveValue(month);

    const shared = await openRoute(page, `/mau-consumption/chatbots?month=${month}`, 'en', { flags: 'all' });
    await expect(shared.getByRole('combobox', { name: text('en', 'reports', 'period.label') })).toHaveValue(
      month,
    );
  });

  test('conversations: the WABA and the per-phone tab survive a reload', async ({ page }) => {
    const c = (key: string) => text('en', 'conversations', key);
    const frame = await openRoute(page, '/session-consumption', 'en', { flags: 'all' });
    const waba = frame.getByRole('combobox', { name: c('filters.waba'), exact: true });
    await expect(waba.locator('option')).toHaveCount(3);
    const second = (await waba.locator('option').nth(1).getAttribute('value'))!;
    await waba.selectOption(second);
    const userTab = (f: typeof frame) =>
      f.getByRole('tablist', { name: c('tables.phoneTabs') }).getByRole('tab', { name: c('tabs.user') });
    await userTab(frame).click();
    await expect.poll(() => routeInAddress(page)).toBe(`/session-consumption?waba=${second}&phoneTab=user`);
    await page.reload();
    const again = page.frameLocator('iframe');
    await expect(again.getByRole('combobox', { name: c('filters.waba'), exact: true })).toHaveValue(second);
    await expect(userTab(again)).toHaveAttribute('aria-selected', 'true');
  });

  test('a shared link opens members on its tab; invalid values fall back and leave the address', async ({
    page,
  }) => {
    const frame = await openRoute(page, '/members?tab=pending', 'en');
    await expect(
      frame.getByRole('tab', { name: new RegExp(text('en', 'members', 'tabs.pending')) }),
    ).toHaveAttribute('aria-selected', 'true');

    const caption = copilot('en', 'bots.caption');
    const bad = await openRoute(
      page,
      '/copilot?filter=everything&size=7&search=%3Cimg%20src%3Dx%3E&page=0',
      'en',
      {
        flags: 'all',
      },
    );
    await expect(bad.getByRole('table', { name: caption, exact: true })).toBeVisible();
    await expect(bad.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true })).toHaveValue(
      '',
    );
    await expect(bad.getByRole('combobox', { name: bots('en', 'filterBy') })).toHaveValue('all');
    await expect.poll(() => routeInAddress(page)).toBe('/copilot');
    await expect(bodyRows(bad, caption).first()).toBeVisible();
  });
});
