import { expect, test } from '@playwright/test';
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
