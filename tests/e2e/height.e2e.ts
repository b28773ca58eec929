import { expect, test } from '@playwright/test';
import { openSimulator, text } from './simulator.helpers';

// Issue 2 acceptance: the frame height follows the content after navigation and stays stable
// (no growth loop) for 2 s.
test('the frame height follows the content and stays stable', async ({ page }) => {
  const frame = await openSimulator(page, { lang: 'en', role: 'admin' });
  const contentHeight = () =>
    frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  const frameHeight = () =>
    page.locator('iframe').evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height));

  await expect
    .poll(async () => Math.abs((await frameHeight()) - Math.max(await contentHeight(), 0)))
    .toBeLessThanOrEqual(8);
  const tallHeight = await frameHeight();

  // Navigate to a smaller page: the guest sees one card, so the home shrinks.
  await page.goto('/?role=guest&lang=en');
  await expect(
    page
      .frameLocator('iframe')
      .getByRole('link', { name: text('en', 'home', 'cards.knowledgeBase.title'), exact: true }),
  ).toBeVisible();
  await expect.poll(frameHeight).toBeLessThan(tallHeight);

  // The page settles first (on a busy machine a last layout may still be reported): half a second
  // without a report. A growth loop never settles, and fails here.
  const reports = async () => (await page.evaluate(() => window.simulator!.heights())).length;
  await expect
    .poll(async () => {
      const before = await reports();
      await page.waitForTimeout(500);
      return (await reports()) - before;
    })
    .toBe(0);
  const reportsBefore = (await page.evaluate(() => window.simulator!.heights())).length;
  const heightBefore = await frameHeight();
  await page.waitForTimeout(2000);
  expect((await page.evaluate(() => window.simulator!.heights())).length).toBe(reportsBefore);
  expect(await frameHeight()).toBe(heightBefore);
});
