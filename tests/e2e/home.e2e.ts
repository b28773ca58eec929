import { expect, test } from '@playwright/test';
import { modulePath, openSimulator, sentCommands, text, type Lang } from './simulator.helpers';

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

// Issue 37 §10 (spec 2 §2.2, §6): the Knowledge base card shows exactly when its route opens.
for (const lang of ['en', 'es'] as const) {
  test(`${lang}: issue 37 §10 (spec 2 §2.2, §6): a paid agent plan with the toggle off — the Knowledge base card shows and opens its page`, async ({
    page,
  }) => {
    const frame = await openSimulator(page, { lang, flags: 'none', scenario: 'ai-plan-paid' });
    const card = frame.getByRole('link', {
      name: text(lang, 'home', 'cards.knowledgeBase.title'),
      exact: true,
    });
    await card.click();
    await expect(
      frame.getByRole('heading', { level: 1, name: text(lang, 'knowledgeBase', 'list.title') }),
    ).toBeVisible();
  });

  test(`${lang}: issue 37 §10 (spec 2 §2.2, §6): an agent plan that ended with the toggle on — no Knowledge base card, its route sends home`, async ({
    page,
  }) => {
    const frame = await openSimulator(page, { lang, flags: 'all', scenario: 'ai-plan-expired' });
    const home = text(lang, 'home', 'sections.generalSettings.title');
    await expect(frame.getByRole('heading', { name: home })).toBeVisible();
    // The gate's own answer: the page is refused.
    await openSimulator(page, { lang, flags: 'all', scenario: 'ai-plan-expired', route: '/knowledge-base' });
    await expect(frame.getByRole('heading', { name: home })).toBeVisible();
    await expect(
      frame.getByRole('heading', { level: 1, name: text(lang, 'knowledgeBase', 'list.title') }),
    ).toHaveCount(0);
    // Both asked the AI platform's agent plan; the card stays away once it answered.
    await expect
      .poll(
        async () =>
          (await sentCommands(page)).filter((command) => command.uri.includes('/agent-plan/')).length,
      )
      .toBeGreaterThan(0);
    await expect(
      frame.getByRole('link', { name: text(lang, 'home', 'cards.knowledgeBase.title'), exact: true }),
    ).toHaveCount(0);
    await expect(
      frame.getByRole('link', { name: text(lang, 'home', 'cards.pipeline.title'), exact: true }),
    ).toBeVisible();
  });
}
