import { expect, type FrameLocator } from '@playwright/test';
import { fill, LANGS, openRoute, test } from './bots.helpers';
import { chunkFetched, frameSettled, moduleFrame, modulePath, text, type Lang } from './simulator.helpers';

// Issue 14 item 4 in the framed simulator: the home's usage alerts in the 'usage-alerts'
// scenario (daily active users over the plan, daily engaged users near it, agents at half).

const home = (lang: Lang, key: string) => text(lang, 'home', key);
const metricName = (lang: Lang, option: string) => text(lang, 'usageMenu', `titles.${option}`);

const banner = (frame: FrameLocator, lang: Lang) =>
  frame.getByRole('alert', { name: home(lang, 'usageAlerts.title') });

for (const lang of LANGS) {
  test(`${lang}: both levels are listed, each linking to its report`, async ({ page }) => {
    const frame = await openRoute(page, '/', lang, { scenario: 'usage-alerts' });
    const alerts = banner(frame, lang);
    await expect(alerts).toBeVisible();
    const items = alerts.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const dau = metricName(lang, 'dauConsumption');
    const deu = metricName(lang, 'deuConsumption');
    const line = (key: string, metric: string) =>
      new RegExp(`^${fill(home(lang, key), { metric, rate: '\\d+([.,]\\d+)?%' })}`);
    await expect(items.nth(0)).toHaveText(line('usageAlerts.reached', dau));
    await expect(items.nth(1)).toHaveText(line('usageAlerts.approaching', deu));

    await alerts.getByRole('link', { name: fill(home(lang, 'usageAlerts.link'), { metric: deu }) }).click();
    await expect.poll(() => modulePath(page)).toBe('/deu-consumption');
  });
}

test('the reached link opens the daily active users report; Dismiss hides the banner for the session', async ({
  page,
}) => {
  const frame = await openRoute(page, '/', 'en', { scenario: 'usage-alerts' });
  const dau = metricName('en', 'dauConsumption');
  await banner(frame, 'en')
    .getByRole('link', { name: fill(home('en', 'usageAlerts.link'), { metric: dau }) })
    .click();
  await expect.poll(() => modulePath(page)).toBe('/dau-consumption');
  // Back to the home inside the same module session (the report's own Back leads to the overview).
  await moduleFrame(page).evaluate(() => history.back());
  await expect.poll(() => modulePath(page)).toBe('/');
  await expect(banner(frame, 'en')).toBeVisible();
  await banner(frame, 'en')
    .getByRole('button', { name: home('en', 'usageAlerts.dismiss') })
    .click();
  await expect(banner(frame, 'en')).toHaveCount(0);
  // Away and back again: still dismissed.
  await moduleFrame(page).evaluate(() => history.forward());
  await expect.poll(() => modulePath(page)).toBe('/dau-consumption');
  await moduleFrame(page).evaluate(() => history.back());
  await expect.poll(() => modulePath(page)).toBe('/');
  await frameSettled(moduleFrame(page));
  await expect(frame.getByRole('heading', { name: home('en', 'usageAlerts.title') })).toHaveCount(0);
});

test('hidden for a role without access to the usage reports, and below 80 %', async ({ page }) => {
  for (const query of [{ scenario: 'usage-alerts', role: 'guest' }, { scenario: 'default' }]) {
    const frame = await openRoute(page, '/', 'en', query);
    await expect(
      frame.getByRole('heading', { name: home('en', 'sections.generalSettings.title') }),
    ).toBeVisible();
    // The alerts load after the home's first paint: once their code is in and the page has
    // settled (nothing pending, the DOM quiet), a banner would be showing.
    await chunkFetched(moduleFrame(page), 'UsageAlertsBanner.view');
    await frameSettled(moduleFrame(page));
    await expect(frame.getByRole('heading', { name: home('en', 'usageAlerts.title') })).toHaveCount(0);
  }
});
