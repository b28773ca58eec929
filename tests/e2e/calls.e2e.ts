import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import {
  bodyRows,
  bots,
  botWithCallsNotSet,
  calls,
  columnTexts,
  expectAllBotsRead,
  expectToast,
  expectToolbarIn,
  fill,
  LANGS,
  openRoute,
  sortedBots,
  test,
  type BotRecord,
} from './bots.helpers';
import { backend, text, type Lang } from './simulator.helpers';

/** The message the module logs (console.error) when a save fails: provoked on purpose here. */
const LOGGED_SAVE_FAILURE = /^\[tenant-admin\] Bot change failed/;

function caption(lang: Lang): string {
  return calls(lang, 'bots.caption');
}

/** Opens /calls on a contract that accepted the terms and waits for the bot table, every bot read. */
async function openManagement(
  page: Page,
  lang: Lang,
  query: Record<string, string> = {},
): Promise<FrameLocator> {
  const frame = await openRoute(page, '/calls', lang, query);
  await expect(frame.getByRole('table', { name: caption(lang), exact: true })).toBeVisible();
  await expectAllBotsRead(frame);
  return frame;
}

/** The bot's row, found by its id (shortName): names may repeat, ids never do. */
function rowOf(frame: FrameLocator, lang: Lang, bot: BotRecord): Locator {
  return bodyRows(frame, caption(lang)).filter({
    has: frame.getByRole('cell', { name: bot.shortName, exact: true }),
  });
}

/** The 'Calls' Disable / Enable pair of a bot. */
function callsPair(frame: FrameLocator, lang: Lang, bot: BotRecord) {
  const group = frame.getByRole('group', {
    name: fill(calls(lang, 'bots.callsLabel'), { name: bot.name }),
    exact: true,
  });
  return {
    group,
    disable: group.getByRole('button', { name: bots(lang, 'disable'), exact: true }),
    enable: group.getByRole('button', { name: bots(lang, 'enable'), exact: true }),
  };
}

async function expectPressed(pair: ReturnType<typeof callsPair>, enabled: boolean): Promise<void> {
  await expect(pair.enable).toHaveAttribute('aria-pressed', String(enabled));
  await expect(pair.disable).toHaveAttribute('aria-pressed', String(!enabled));
}

/** spec 1 §5: the first bot with permission in the backend's data has no WhatsApp channel. */
async function botWithoutChannel(page: Page): Promise<BotRecord> {
  const state = await backend(page);
  const bot = state.bots.find(
    (candidate) => candidate.hasPermission && state.phoneNumberSettings[candidate.shortName] === null,
  );
  if (bot === undefined) throw new Error('the seed has no permitted bot without a channel');
  return bot;
}

/** Shows every bot of the default contract on one page. */
async function showAll(frame: FrameLocator, lang: Lang): Promise<void> {
  await frame.getByLabel(text(lang, 'ui', 'pageSize'), { exact: true }).selectOption('50');
}

for (const lang of LANGS) {
  test(`issue: Calls promo → 'Hire now' → the portal's terms → bot permissions; a bot without WhatsApp gets the code-21 toast and no data in its status (${lang})`, async ({
    page,
    errors,
  }) => {
    errors.expect(LOGGED_SAVE_FAILURE);
    const frame = await openRoute(page, '/calls', lang, { scenario: 'calls-new' });
    await expect(frame.getByRole('heading', { name: calls(lang, 'promo.title'), exact: true })).toBeVisible();
    await expect(
      frame.getByRole('heading', { level: 1, name: calls(lang, 'header.promo'), exact: true }),
    ).toBeVisible();
    await expect(frame.getByText(calls(lang, 'promo.statistic'), { exact: true })).toBeVisible();
    await expect(frame.locator('details summary')).toHaveCount(6);
    expect((await backend(page)).callsTerms.accepted).toBe(false);

    await frame.getByRole('button', { name: calls(lang, 'promo.hire'), exact: true }).click();
    // The portal's CallsTermsModal (rendered by the simulator, outside the frame).
    const terms = page.getByRole('dialog', { name: 'Calls: terms of use and pricing' });
    await expect(terms).toBeVisible();
    const hire = terms.getByRole('button', { name: 'Hire Calls', exact: true });
    await expect(hire).toBeDisabled();
    await terms
      .getByRole('checkbox', { name: 'I have read and accept the terms of use and pricing' })
      .check();
    await hire.click();
    await expect(terms).toBeHidden();

    // The terms are checked again: now the management page.
    await expect(
      frame.getByRole('heading', { level: 1, name: calls(lang, 'header.bots'), exact: true }),
    ).toBeVisible();
    await expect(frame.getByText(calls(lang, 'bots.subtitle'), { exact: true })).toBeVisible();
    const table = frame.getByRole('table', { name: caption(lang), exact: true });
    await expect(table).toBeVisible();
    await expectAllBotsRead(frame);
    for (const column of ['name', 'id', 'callback', 'calls', 'status']) {
      await expect(
        table.getByRole('columnheader', { name: calls(lang, `bots.columns.${column}`) }),
      ).toBeVisible();
    }
    const state = await backend(page);
    expect(state.callsTerms.accepted).toBe(true);
    expect(
      (await page.evaluate(() => window.simulator!.modals())).map((modal) => [modal.template, modal.result]),
    ).toEqual([['CallsTermsModal', { confirmed: true, data: { accepted: true } }]]);

    // The bot without a WhatsApp channel: sorted first-permitted is not data order, so find it by id.
    const bot = await botWithoutChannel(page);
    await showAll(frame, lang);
    await expect(rowOf(frame, lang, bot)).toHaveCount(1);
    const pair = callsPair(frame, lang, bot);
    await expectPressed(pair, false);
    await pair.enable.click();
    await expectToast(page, 'danger', calls(lang, 'toasts.channelNotConfigured'));
    // The pair shows the real state once the answer is in: still disabled.
    await expect(pair.enable).toBeEnabled();
    await expectPressed(pair, false);
    expect((await backend(page)).phoneNumberSettings[bot.shortName]).toBeNull();
    expect(errors.consoleErrors.some((line) => LOGGED_SAVE_FAILURE.test(line))).toBe(true);

    // Its status: nothing to show.
    await rowOf(frame, lang, bot)
      .getByRole('button', { name: fill(calls(lang, 'bots.statusLabel'), { name: bot.name }), exact: true })
      .click();
    const dialog = frame.getByRole('dialog', { name: calls(lang, 'status.title'), exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(calls(lang, 'status.noData'), { exact: true })).toBeVisible();
    await dialog
      .getByRole('button', { name: calls(lang, 'status.close'), exact: true })
      .last()
      .click();
    await expect(dialog).toBeHidden();
  });
}

test('issue: the terms being checked show a full-area spinner', async ({ page }) => {
  const frame = await openRoute(page, '/', 'en', { scenario: 'calls-new' });
  const card = frame.getByRole('link', { name: text('en', 'home', 'cards.calls.title'), exact: true });
  await expect(card).toBeVisible();
  // From now on every answer takes 2 s: long enough to see the spinner on any machine.
  await page.evaluate(() => window.simulator!.setFaults({ latencyMs: 2000 }));
  // Keyboard activation: a pointer click can land beside the card while the frame is still being
  // resized to the home's height (seen once in CI), and then nothing opens.
  await card.focus();
  await card.press('Enter');
  const spinner = frame.getByRole('status').filter({ hasText: calls('en', 'loadingTerms') });
  await expect(spinner).toBeVisible();
  await expect(frame.getByRole('button', { name: calls('en', 'promo.hire'), exact: true })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test("issue: cancelling the portal's terms keeps the promotional page", async ({ page }) => {
  const frame = await openRoute(page, '/calls', 'en', { scenario: 'calls-new' });
  await frame.getByRole('button', { name: calls('en', 'promo.hire'), exact: true }).click();
  const terms = page.getByRole('dialog', { name: 'Calls: terms of use and pricing' });
  await terms.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(terms).toBeHidden();
  await expect(frame.getByRole('button', { name: calls('en', 'promo.hire'), exact: true })).toBeEnabled();
  expect((await backend(page)).callsTerms.accepted).toBe(false);
  await expect(frame.getByRole('table', { name: caption('en'), exact: true })).toHaveCount(0);
});

for (const lang of ['en', 'es'] as const) {
  test(`issue: enabling Calls on a bot with a channel says 'Bot enabled successfully' and the backend holds ENABLED; its status shows the number (${lang})`, async ({
    page,
  }) => {
    const frame = await openManagement(page, lang);
    const state = await backend(page);
    const bot = botWithCallsNotSet(state);
    const settings = state.phoneNumberSettings[bot.shortName]!;
    await showAll(frame, lang);
    const pair = callsPair(frame, lang, bot);
    await expectPressed(pair, false);

    await pair.enable.click();
    await expectToast(page, 'success', calls(lang, 'toasts.botEnabled'));
    await expect
      .poll(async () => (await backend(page)).phoneNumberSettings[bot.shortName]?.calling.status)
      .toBe('ENABLED');
    await expectPressed(pair, true);

    await rowOf(frame, lang, bot)
      .getByRole('button', { name: fill(calls(lang, 'bots.statusLabel'), { name: bot.name }), exact: true })
      .click();
    const dialog = frame.getByRole('dialog', { name: calls(lang, 'status.title'), exact: true });
    await expect(dialog.getByRole('listitem')).toHaveText([
      fill(calls(lang, 'status.calls'), { state: calls(lang, 'status.enabled') }),
      fill(calls(lang, 'status.phoneNumber'), { phoneNumber: settings.phoneNumber }),
      fill(calls(lang, 'status.callback'), {
        state: calls(
          lang,
          settings.calling.callbackPermissionStatus === 'ENABLED' ? 'status.enabled' : 'status.disabled',
        ),
      }),
      fill(calls(lang, 'status.icon'), {
        state: calls(
          lang,
          settings.calling.callIconVisibility === 'DISABLE_ALL' ? 'status.iconHidden' : 'status.iconVisible',
        ),
      }),
      calls(lang, 'status.iconSwitch'),
    ]);
    // Spec 1 §4, §8 (issue 22 §15): hiding the call icon sets DISABLE_ALL with 'Access changed successfully'.
    const icon = dialog.getByRole('switch', { name: calls(lang, 'status.iconSwitch'), exact: true });
    if (settings.calling.callIconVisibility !== 'DISABLE_ALL') {
      await icon.focus();
      await icon.press('Space');
      await expectToast(page, 'success', calls(lang, 'toasts.accessChanged'));
      await expect
        .poll(
          async () => (await backend(page)).phoneNumberSettings[bot.shortName]?.calling.callIconVisibility,
        )
        .toBe('DISABLE_ALL');
      await expect(icon).not.toBeChecked();
    }
    await dialog
      .getByRole('button', { name: calls(lang, 'status.close'), exact: true })
      .last()
      .click();
    await expect(dialog).toBeHidden();

    // Keyboard activation: closing the dialog shrinks the frame, and a pointer click sent while
    // the simulator is still resizing it can land beside the button (seen once in CI).
    await pair.disable.focus();
    await pair.disable.press('Enter');
    await expectToast(page, 'success', calls(lang, 'toasts.botDisabled'));
    await expect
      .poll(async () => (await backend(page)).phoneNumberSettings[bot.shortName]?.calling.status)
      .toBe('DISABLED');
    await expectPressed(pair, false);
  });
}

test("issue: the call permission request pair saves 'callbackPermissionStatus'", async ({ page }) => {
  const frame = await openManagement(page, 'en');
  const state = await backend(page);
  const bot = state.bots.find(
    (candidate) =>
      candidate.hasPermission &&
      state.phoneNumberSettings[candidate.shortName]?.calling.callbackPermissionStatus === 'DISABLED',
  )!;
  await showAll(frame, 'en');
  const group = frame.getByRole('group', {
    name: fill(calls('en', 'bots.callbackLabel'), { name: bot.name }),
    exact: true,
  });
  await group.getByRole('button', { name: bots('en', 'enable'), exact: true }).click();
  await expectToast(page, 'success', calls('en', 'toasts.callbackChanged'));
  await expect
    .poll(
      async () => (await backend(page)).phoneNumberSettings[bot.shortName]?.calling.callbackPermissionStatus,
    )
    .toBe('ENABLED');
  await expect(group.getByRole('button', { name: bots('en', 'enable'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('issue: the Calls list is sorted (permission first, then name), searched by name or id, and locked bots cannot change', async ({
  page,
}) => {
  const frame = await openManagement(page, 'pt');
  const state = await backend(page);
  const order = sortedBots(state.bots);
  await expect(
    frame.getByText(fill(bots('pt', 'showing'), { from: 1, to: 5, total: order.length }), { exact: true }),
  ).toBeVisible();
  await expect
    .poll(() => columnTexts(frame, caption('pt'), 3))
    .toEqual(order.slice(0, 5).map((bot) => bot.shortName));

  // By id, and by an accented name typed without its accents in capitals.
  const search = frame.getByRole('searchbox', { name: calls('pt', 'bots.search'), exact: true });
  const target = order.find((bot) => bot.name !== bot.name.normalize('NFD').replace(/\p{M}/gu, ''))!;
  await search.fill(target.shortName);
  await expect.poll(() => columnTexts(frame, caption('pt'), 3)).toEqual([target.shortName]);
  await search.fill('zzz-nenhum');
  await expect(frame.getByText(bots('pt', 'empty.noResults'), { exact: true })).toBeVisible();
  await search.fill(target.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase());
  await expect.poll(() => columnTexts(frame, caption('pt'), 3)).toContain(target.shortName);
  await search.fill('');

  const locked = order.find((bot) => !bot.hasPermission)!;
  await showAll(frame, 'pt');
  const row = rowOf(frame, 'pt', locked);
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expect(
    row.getByRole('button', { name: fill(bots('pt', 'lockedLabel'), { name: locked.name }), exact: true }),
  ).toBeVisible();
  const pair = callsPair(frame, 'pt', locked);
  await expect(pair.enable).toBeDisabled();
  await expect(pair.disable).toBeDisabled();
});

test("issue: 'Only enabled' and 'Only disabled' list the bots by their Calls status", async ({ page }) => {
  const frame = await openManagement(page, 'en');
  const state = await backend(page);
  const permitted = sortedBots(state.bots).filter((bot) => bot.hasPermission);
  const isOn = (bot: BotRecord) => state.phoneNumberSettings[bot.shortName]?.calling.status === 'ENABLED';
  await showAll(frame, 'en');
  const filter = frame.getByLabel(bots('en', 'filterBy'), { exact: true });
  await filter.selectOption({ label: bots('en', 'filters.enabled') });
  await expect
    .poll(() => columnTexts(frame, caption('en'), 3))
    .toEqual(permitted.filter(isOn).map((bot) => bot.shortName));
  await filter.selectOption({ label: bots('en', 'filters.disabled') });
  await expect
    .poll(() => columnTexts(frame, caption('en'), 3))
    .toEqual(permitted.filter((bot) => !isOn(bot)).map((bot) => bot.shortName));
});

test('issue 34 §1, §2: at a 150 ms portal the rows show before their number settings are read; the progress line goes once all are in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openRoute(page, '/calls', 'en', { latency: '150', bots: '600' });
  const progress = frame.locator('[data-load-progress]');
  await expect(frame.getByRole('table', { name: caption('en'), exact: true })).toBeVisible();
  // 600 reads 24 at a time at 150 ms each take seconds: the rows are on screen while they run.
  await expect(progress).toBeVisible();
  await expect(progress).toHaveText(/^Reading bot settings: [\d,]+ of 600$/);
  await expect(frame.getByText(bots('en', 'partialSelection'), { exact: true })).toBeVisible();

  await expectAllBotsRead(frame, 90_000);
  await expect(frame.getByText(bots('en', 'partialSelection'), { exact: true })).toHaveCount(0);
  const state = await backend(page);
  const first = sortedBots(state.bots)[0]!;
  const on = state.phoneNumberSettings[first.shortName]?.calling.status === 'ENABLED';
  await expectPressed(callsPair(frame, 'en', first), on);
});

test('issue 34 §1: with 2,000 bots, the last page opened while the reads run is read ahead of the bots before it', async ({
  page,
}) => {
  const frame = await openRoute(page, '/calls', 'en', { latency: '150', bots: '2000' });
  const progress = frame.locator('[data-load-progress]');
  await expect(frame.getByRole('table', { name: caption('en'), exact: true })).toBeVisible();
  const state = await backend(page);
  const last = sortedBots(state.bots).at(-1)!;
  await frame
    .getByRole('navigation', { name: text('en', 'ui', 'pagination') })
    .getByRole('button', { name: 'Page 400', exact: true })
    .click();
  const on = state.phoneNumberSettings[last.shortName]?.calling.status === 'ENABLED';
  await expectPressed(callsPair(frame, 'en', last), on);
  // Read out of list order: most of the list is still unread.
  await expect(progress).toBeVisible();
  const readSoFar = Number(/: ([\d,]+) /.exec((await progress.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(readSoFar).toBeLessThan(1000);
});

for (const lang of ['en', 'es'] as const) {
  test(`issue 37 §3 (spec 1 §2 Calls page): in ${lang} the filter and the page size read in ${lang}`, async ({
    page,
  }) => {
    await expectToolbarIn(await openManagement(page, lang), lang);
  });
}
