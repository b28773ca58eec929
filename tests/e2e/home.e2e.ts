import { expect, test } from '@playwright/test';
import { modulePath, openSimulator, text, type Lang } from './simulator.helpers';

// Issue 2 acceptance: the simulator frames the module cross-origin and shows the home in the
// chosen language, over the real postMessage bridge.
for (const lang of ['pt', 'en', 'es'] as const satisfies readonly Lang[]) {
  test(`simulator frames the module cross-origin and shows the home in ${lang}`, async ({ page }) => {
    const frame = await openSimulator(page, { lang });
    const frameUrl = await page.locator('iframe').getAttribute('src');
    expect(new URL(frameUrl ?? '').origin).not.toBe(new URL(page.url()).origin);
    await expect(
      frame.getByRole('heading', { name: text(lang, 'home', 'sections.generalSettings.title') }),
    ).toBeVisible();
    await expect(
      frame.getByRole('link', { name: text(lang, 'home', 'cards.members.title'), exact: true }),
    ).toBeVisible();
    const lang_ = await frame.locator('html').getAttribute('lang');
    expect(lang_?.toLowerCase().startsWith(lang)).toBe(true);
  });
}

test('nothing is dropped or left unanswered on a normal start', async ({ page }) => {
  await openSimulator(page, { lang: 'en' });
  const inbound = async () => {
    const log = await page.evaluate(() => window.simulator!.protocol());
    return log.filter((entry) => entry.direction === 'in').map((entry) => entry.action);
  };
  // The height is reported once the page has laid out, which on a busy machine may come after
  // the loading ended.
  await expect.poll(inbound).toEqual(expect.arrayContaining(['stopLoading', 'heightChange']));
  expect(await inbound()).toEqual(
    expect.arrayContaining([
      'getUserContext',
      'getCurrentLanguage',
      'getFeatureToggles',
      'sendCommand',
      'startLoading',
      'heightChange',
    ]),
  );
  const log = await page.evaluate(() => window.simulator!.protocol());
  expect(log.filter((entry) => entry.direction === 'dropped')).toEqual([]);
  const loadingOn = log.filter((entry) => entry.action === 'startLoading').length;
  expect(log.filter((entry) => entry.action === 'stopLoading').length).toBe(loadingOn);
});

for (const lang of ['en', 'pt'] as const satisfies readonly Lang[]) {
  test(`issue 37 §1 (spec 1 §2 Home): in ${lang}, billing-data-consumption with no legacy usage toggle shows 'Tracking your plan' with the Usage report`, async ({
    page,
  }) => {
    const frame = await openSimulator(page, { lang, role: 'admin', flags: 'billing-data-consumption' });
    const usage = frame.getByRole('region', { name: text(lang, 'home', 'sections.usageData.title') });
    await expect(usage).toBeVisible();
    await expect(usage.getByRole('link')).toHaveCount(1);
    // The card the toggle exists for: it opens the Usage report's overview.
    await usage.getByRole('link', { name: text(lang, 'home', 'cards.dataConsumption.title') }).click();
    await expect.poll(() => modulePath(page)).toBe('/data-consumption');
  });
}
