import { expect, test } from '@playwright/test';
import { FEATURE_TOGGLE_NAMES } from '../../src/domain/access/feature-toggle-names';
import { openRoute } from './bots.helpers';
import { openSimulator, text } from './simulator.helpers';

test('an unknown path lands on the home', async ({ page }) => {
  const frame = await openSimulator(page, { lang: 'en', route: '/no/such/page' });
  await expect(
    frame.getByRole('link', { name: text('en', 'home', 'cards.members.title'), exact: true }),
  ).toBeVisible();
  // The module reports its redirect to the host once it has landed.
  await expect
    .poll(async () => (await page.evaluate(() => window.simulator!.navigations())).at(-1)?.path)
    .toBe('/');
  expect(await page.evaluate(() => window.simulator!.unauthorized())).toEqual([]);
});

test('spec 1 §6: a forbidden route is not rendered and unauthorizedAccess reaches the host', async ({
  page,
}) => {
  const frame = await openSimulator(page, { lang: 'en', role: 'guest', route: '/mtls' });
  await expect(
    frame.getByRole('link', { name: text('en', 'home', 'cards.knowledgeBase.title'), exact: true }),
  ).toBeVisible();
  const log = await page.evaluate(() => window.simulator!.protocol());
  const unauthorized = log.filter(
    (entry) => entry.direction === 'in' && entry.action === 'unauthorizedAccess',
  );
  expect(unauthorized).toHaveLength(1);
  expect(JSON.stringify(unauthorized[0]?.payload)).toContain('/mtls');
  expect(await page.evaluate(() => window.simulator!.unauthorized())).toEqual([
    expect.objectContaining({ path: '/mtls' }),
  ]);
});

for (const lang of ['en', 'pt'] as const) {
  test(`issue 37 §11 (spec 3 §6, §2.14): the usage menu needs its own toggle — off, a report still opens by its metric, without the menu (${lang})`, async ({
    page,
  }) => {
    const menuLabel = text(lang, 'usageMenu', 'label');
    const heading = new RegExp(text(lang, 'reports', 'metrics.dau'));
    const flags = FEATURE_TOGGLE_NAMES.filter((name) => name !== 'billing-data-consumption').join(',');
    let frame = await openRoute(page, '/dau-consumption', lang, { flags });
    await expect(frame.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(frame.getByRole('navigation', { name: menuLabel })).toHaveCount(0);

    frame = await openRoute(page, '/dau-consumption', lang, { flags: 'all' });
    const menu = frame.getByRole('navigation', { name: menuLabel });
    await expect(menu.locator('a[href*="/dau-consumption"]')).toHaveAttribute('aria-current', 'page');
  });
}
