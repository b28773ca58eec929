import { expect, test, type Page } from '@playwright/test';
import { LATE_TOGGLES_MS } from '../../simulator/page/host-actions';
import { protocol, text, type Lang, type ProtocolEntry } from './simulator.helpers';

/**
 * Issue 20 §4: a portal that answers only the messages the spec or the platform's message library
 * names (scenario 'silent-portal': getFeatureToggles and redirectTopWindow are never answered, the
 * language comes after 5 s) still gets a usable home within 3 s, in the logged user's culture.
 */
/**
 * The silence may cost at most this much over the same page's start with a portal that answers
 * everything, timed in the same test: the short wait (1 s) and a second of slack. The 3 s of the
 * issue is this on a machine whose normal start is 1 s; a shared machine slows both starts alike,
 * so the budget is the difference, not an absolute time (figures are printed).
 */
const SILENCE_COSTS_AT_MOST_MS = 2000;

/** From navigation to the home's Members card, with the caches warm as a second visit has them. */
async function timeToHome(page: Page, query: string, lang: Lang): Promise<number> {
  const started = Date.now();
  await page.goto(`/?${query}`);
  const members = page
    .frameLocator('iframe')
    .getByRole('link', { name: text(lang, 'home', 'cards.members.title'), exact: true });
  await expect(members).toBeVisible({ timeout: 15_000 });
  return Date.now() - started;
}

function pageErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const answered = (log: readonly ProtocolEntry[], action: string) =>
  log.some((entry) => entry.direction === 'out' && entry.action === action);
const received = (log: readonly ProtocolEntry[], action: string) =>
  log.some((entry) => entry.direction === 'in' && entry.action === action);

for (const lang of ['es', 'en'] as const satisfies readonly Lang[]) {
  test(`issue 20 §4: 'silent-portal', culture ${lang}: the home is usable at most ${SILENCE_COSTS_AT_MOST_MS} ms later than with a portal that answers (same run), in ${lang}`, async ({
    page,
  }) => {
    await timeToHome(page, `lang=${lang}`, lang); // warms the caches for both timed starts
    const answering = await timeToHome(page, `lang=${lang}`, lang);
    const errors = pageErrorsOf(page);
    const silent = await timeToHome(page, `scenario=silent-portal&lang=${lang}`, lang);
    const frame = page.frameLocator('iframe');
    const members = frame.getByRole('link', { name: text(lang, 'home', 'cards.members.title'), exact: true });
    await expect(
      frame.getByRole('heading', { name: text(lang, 'home', 'sections.generalSettings.title') }),
    ).toBeVisible({ timeout: 1 });
    console.log(`home: ${answering} ms with a portal that answers, ${silent} ms with 'silent-portal'`);
    test.info().annotations.push({
      type: 'home start (answering / silent)',
      description: `${answering} / ${silent} ms`,
    });
    expect(silent - answering, `silent ${silent} ms against answering ${answering} ms`).toBeLessThanOrEqual(
      SILENCE_COSTS_AT_MOST_MS,
    );
    expect((await frame.locator('html').getAttribute('lang'))?.toLowerCase().startsWith(lang)).toBe(true);

    // The portal was asked, and stayed silent: the module went on without it.
    const log = await protocol(page);
    expect(received(log, 'getFeatureToggles')).toBe(true);
    expect(answered(log, 'getFeatureToggles')).toBe(false);
    expect(answered(log, 'getCurrentLanguage')).toBe(false);
    // Issue 35 §2: the portal stays the source and never answered: every toggle is off (the
    // settings' FEATURE_TOGGLES are not read), so the cards they gate are not there.
    for (const card of ['mtls', 'pipeline', 'knowledgeBase']) {
      await expect(
        frame.getByRole('link', { name: text(lang, 'home', `cards.${card}.title`), exact: true }),
      ).toHaveCount(0);
    }

    // Usable: a card opens its page.
    await members.click();
    const membersOf = text(lang, 'members', 'title').split('{{name}}')[0] ?? '';
    await expect(frame.getByRole('heading', { level: 1, name: new RegExp(`^${membersOf}`) })).toBeVisible();
    expect(log.filter((entry) => entry.direction === 'dropped')).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("issue 20 §4: 'silent-portal': leaving the contract, the unanswered top-window redirect falls back to the portal's application list", async ({
  page,
}) => {
  const errors = pageErrorsOf(page);
  await page.goto('/?scenario=silent-portal&lang=en&role=member');
  const frame = page.frameLocator('iframe');
  const card = frame.getByRole('article', { name: text('en', 'tenant', 'card.label') });
  await expect(card).toBeVisible();
  await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
  await card.getByRole('button', { name: text('en', 'tenant', 'leave.link') }).click();
  await expect
    .poll(() => page.evaluate(() => window.simulator!.redirects().map((record) => record.redirect)))
    .toEqual([{ kind: 'applicationList' }]);
  const log = await protocol(page);
  expect(received(log, 'redirectTopWindow')).toBe(true);
  expect(answered(log, 'redirectTopWindow')).toBe(false);
  expect(errors).toEqual([]);
});

test("issue 35 §2: 'slow-toggles': the home opens with every toggle off, and the portal's late answer makes the gated cards appear", async ({
  page,
}) => {
  const errors = pageErrorsOf(page);
  await page.goto('/?scenario=slow-toggles&lang=en');
  const frame = page.frameLocator('iframe');
  const card = (id: string) =>
    frame.getByRole('link', { name: text('en', 'home', `cards.${id}.title`), exact: true });
  await expect(card('members')).toBeVisible();
  // Before the answer (10 s after the question): the toggled cards are not shown…
  await expect(card('mtls')).toHaveCount(0);
  await expect(card('pipeline')).toHaveCount(0);
  // …and that was before the answer indeed (checked after, so it held when the cards were looked for).
  expect(answered(await protocol(page), 'getFeatureToggles')).toBe(false);
  // The answer comes late and is applied: the cards appear on the home already shown.
  await expect(card('mtls')).toBeVisible({ timeout: LATE_TOGGLES_MS + 10_000 });
  await expect(card('pipeline')).toBeVisible();
  await expect(card('knowledgeBase')).toBeVisible();
  const log = await protocol(page);
  expect(answered(log, 'getFeatureToggles')).toBe(true);
  await card('mtls').click();
  await expect(frame.getByRole('heading', { name: text('en', 'mtls', 'intro.title') })).toBeVisible();
  expect(errors).toEqual([]);
});

test("issue 35 §2: 'slow-toggles': a deep link to a toggled page waits for the late answer and opens, without unauthorizedAccess", async ({
  page,
}) => {
  await page.goto('/?scenario=slow-toggles&lang=en&route=/mtls');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: text('en', 'mtls', 'intro.title') })).toBeVisible({
    timeout: LATE_TOGGLES_MS + 10_000,
  });
  expect(await page.evaluate(() => window.simulator!.unauthorized())).toEqual([]);
});
