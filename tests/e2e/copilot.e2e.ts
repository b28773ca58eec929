import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import {
  bodyRows,
  bots,
  columnTexts,
  copilot,
  expectAllBotsRead,
  expectToast,
  expectToolbarIn,
  fill,
  FLAGS_WITHOUT_COPILOT,
  LANGS,
  normalize,
  openRoute,
  sortedBots,
  test,
  toasts,
  type BotRecord,
} from './bots.helpers';
import { backend, bridgeIdle, moduleFrame, sentCommands, text, type Lang } from './simulator.helpers';

/** The count of the 'Enabled bots' or 'Disabled bots' tile. */
function tile(frame: FrameLocator, lang: Lang, key: 'bots.enabledBots' | 'bots.disabledBots') {
  return frame
    .locator('.bot-tiles__tile')
    .filter({ has: frame.getByText(copilot(lang, key), { exact: true }) })
    .getByRole('definition');
}

function caption(lang: Lang): string {
  return copilot(lang, 'bots.caption');
}

/** Opens /copilot on the bot permission view (the toggle is on: flags=all), every bot read. */
async function openBotView(
  page: Page,
  lang: Lang,
  query: Record<string, string> = {},
): Promise<FrameLocator> {
  const frame = await openRoute(page, '/copilot', lang, { flags: 'all', ...query });
  await expect(frame.getByRole('table', { name: caption(lang), exact: true })).toBeVisible();
  await expectAllBotsRead(frame);
  return frame;
}

/** What the tiles must say for the backend's state now: a locked bot counts as disabled (spec 1 §3). */
async function expectedCounts(page: Page): Promise<{ enabled: number; disabled: number }> {
  const state = await backend(page);
  const enabled = state.bots.filter(
    (bot) => bot.hasPermission && state.copilot[bot.shortName] === 'True',
  ).length;
  return { enabled, disabled: state.bots.length - enabled };
}

async function expectTiles(frame: FrameLocator, lang: Lang, counts: { enabled: number; disabled: number }) {
  await expect(tile(frame, lang, 'bots.enabledBots')).toHaveText(String(counts.enabled));
  await expect(tile(frame, lang, 'bots.disabledBots')).toHaveText(String(counts.disabled));
}

function selectBox(frame: FrameLocator, lang: Lang, bot: BotRecord) {
  return frame.getByRole('checkbox', {
    name: fill(bots(lang, 'selectBot'), { name: bot.name }),
    exact: true,
  });
}

function switchOf(frame: FrameLocator, lang: Lang, bot: BotRecord) {
  return frame.getByRole('switch', {
    name: fill(copilot(lang, 'bots.switchLabel'), { name: bot.name }),
    exact: true,
  });
}

function showing(lang: Lang, from: number, to: number, total: number): string {
  return fill(bots(lang, 'showing'), { from, to, total });
}

for (const lang of LANGS) {
  test(`issue: Copilot offer → 'I want to know Copilot!' → Continue → bot view; 3 selected bots enabled in bulk (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/copilot', lang, {
      scenario: 'copilot-new',
      flags: FLAGS_WITHOUT_COPILOT,
    });
    // The offer page: no toggle and no bot with copilot.
    await expect(frame.getByRole('heading', { name: copilot(lang, 'offer.title') })).toBeVisible();
    await expect(frame.getByText(copilot(lang, 'offer.features.suggestion.text'))).toBeVisible();
    await expect(
      frame.getByRole('heading', { level: 1, name: copilot(lang, 'featureName'), exact: true }),
    ).toBeVisible();
    const before = await backend(page);
    expect(Object.values(before.copilot).filter((value) => value === 'True')).toEqual([]);

    await frame.getByRole('button', { name: copilot(lang, 'offer.cta') }).click();
    // The interest is registered (info toast in the portal) and the cost consent opens.
    await expect
      .poll(() => toasts(page))
      .toContainEqual({
        type: 'info',
        title: copilot(lang, 'toasts.interestTitle'),
        message: copilot(lang, 'toasts.interestMessage'),
      });
    await expect(
      page.getByRole('region', { name: 'Toasts' }).getByText(copilot(lang, 'toasts.interestTitle')),
    ).toBeVisible();
    const consent = frame.getByRole('dialog', { name: copilot(lang, 'consent.title') });
    await expect(consent).toBeVisible();
    await expect(consent.getByText(copilot(lang, 'consent.body'), { exact: false })).toBeVisible();
    await expect(
      consent.getByRole('link', { name: new RegExp(`^${copilot(lang, 'consent.learnMore')}`) }),
    ).toBeVisible();
    await consent.getByRole('button', { name: copilot(lang, 'consent.continue'), exact: true }).click();
    await expect(consent).toBeHidden();

    // The bot permission view.
    await expect(
      frame.getByRole('heading', {
        level: 1,
        name: fill(copilot(lang, 'header.bots'), { feature: copilot(lang, 'featureName') }),
        exact: true,
      }),
    ).toBeVisible();
    await expect(frame.getByRole('table', { name: caption(lang), exact: true })).toBeVisible();
    const total = before.bots.length;
    await expectTiles(frame, lang, { enabled: 0, disabled: total });
    await expect(frame.getByText(showing(lang, 1, 5, total), { exact: true })).toBeVisible();

    // Three bots of the first page, in the page's order (permission first, then name).
    const targets = sortedBots(before.bots)
      .filter((bot) => bot.hasPermission)
      .slice(0, 3);
    expect(targets).toHaveLength(3);
    for (const bot of targets) await selectBox(frame, lang, bot).check();
    const counter = frame.getByText(fill(bots(lang, 'selectedCount'), { count: 3 }), { exact: true });
    await expect(counter).toBeVisible();
    await frame.getByRole('button', { name: bots(lang, 'enableSelected'), exact: true }).click();

    await expectToast(page, 'success', copilot(lang, 'toasts.enabled'));
    await expect
      .poll(async () =>
        Object.entries((await backend(page)).copilot)
          .filter(([, value]) => value === 'True')
          .map(([shortName]) => shortName)
          .sort(),
      )
      .toEqual(targets.map((bot) => bot.shortName).sort());
    // spec 1 §4: the selection is cleared and select-all unchecked after a bulk action.
    await expect(counter).toBeHidden();
    await expect(frame.getByRole('button', { name: bots(lang, 'enableSelected'), exact: true })).toHaveCount(
      0,
    );
    await expect(
      frame.getByRole('checkbox', { name: bots(lang, 'selectAll'), exact: true }),
    ).not.toBeChecked();
    for (const bot of targets) {
      await expect(selectBox(frame, lang, bot)).not.toBeChecked();
      await expect(switchOf(frame, lang, bot)).toBeChecked();
    }
    await expectTiles(frame, lang, { enabled: 3, disabled: total - 3 });
    expect(await expectedCounts(page)).toEqual({ enabled: 3, disabled: total - 3 });
  });
}

test("issue: 'Cancel' in the cost consent keeps the offer page", async ({ page }) => {
  const frame = await openRoute(page, '/copilot', 'en', {
    scenario: 'copilot-new',
    flags: FLAGS_WITHOUT_COPILOT,
  });
  await frame.getByRole('button', { name: copilot('en', 'offer.cta') }).click();
  const consent = frame.getByRole('dialog', { name: copilot('en', 'consent.title') });
  await consent.getByRole('button', { name: copilot('en', 'consent.cancel'), exact: true }).click();
  await expect(consent).toBeHidden();
  await expect(frame.getByRole('button', { name: copilot('en', 'offer.cta') })).toBeVisible();
  await expect(frame.getByRole('table', { name: caption('en'), exact: true })).toHaveCount(0);
});

test('issue: a locked bot cannot be selected nor switched; its lock explains why on hover and focus', async ({
  page,
}) => {
  const frame = await openBotView(page, 'en');
  const state = await backend(page);
  const locked = state.bots.filter((bot) => !bot.hasPermission);
  expect(locked.length).toBeGreaterThan(0);
  await expectTiles(frame, 'en', await expectedCounts(page));
  // Locked bots sort last: show every bot on one page.
  await frame.getByLabel(text('en', 'ui', 'pageSize'), { exact: true }).selectOption('25');
  await expect(bodyRows(frame, caption('en'))).toHaveCount(state.bots.length);

  const bot = locked[0]!;
  const row = bodyRows(frame, caption('en')).filter({ has: frame.getByText(bot.name, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expect(switchOf(frame, 'en', bot)).toBeDisabled();
  // The backend may even hold 'True' for it: the page shows it off.
  await expect(switchOf(frame, 'en', bot)).not.toBeChecked();

  const lock = row.getByRole('button', {
    name: fill(bots('en', 'lockedLabel'), { name: bot.name }),
    exact: true,
  });
  const tooltip = row.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await lock.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(bots('en', 'locked'));
  await expect(lock).toHaveAccessibleDescription(bots('en', 'locked'));
  // The pointer leaves the lock for the bot's name in the same row (no scrolling on the way): the
  // tooltip goes.
  await row.getByText(bot.name, { exact: true }).hover();
  await expect(tooltip).toBeHidden();
  await lock.focus();
  await expect(tooltip).toBeVisible();
  await lock.press('Escape');
  await expect(tooltip).toBeHidden();

  // Select all takes every bot with permission and none of the locked ones.
  const permitted = state.bots.filter((candidate) => candidate.hasPermission);
  await frame.getByRole('checkbox', { name: bots('en', 'selectAll'), exact: true }).check();
  await expect(
    frame.getByText(fill(bots('en', 'selectedCount'), { count: permitted.length }), { exact: true }),
  ).toBeVisible();
  for (const candidate of permitted) await expect(selectBox(frame, 'en', candidate)).toBeChecked();
  await frame.getByRole('checkbox', { name: bots('en', 'selectAll'), exact: true }).uncheck();
  await expect(frame.getByRole('button', { name: bots('en', 'enableSelected'), exact: true })).toHaveCount(0);
});

test("issue: 'Only enabled' / 'Only disabled' filters, each empty state switching to the opposite filter", async ({
  page,
}) => {
  const frame = await openBotView(page, 'en', { scenario: 'copilot-new' });
  const state = await backend(page);
  const permitted = sortedBots(state.bots).filter((bot) => bot.hasPermission);
  const filter = frame.getByLabel(bots('en', 'filterBy'), { exact: true });
  await expect(filter).toHaveValue('all');
  await expect(filter.locator('option')).toHaveText([
    bots('en', 'filters.all'),
    bots('en', 'filters.enabled'),
    bots('en', 'filters.disabled'),
  ]);

  // No bot has Copilot yet: 'Only enabled' is empty and offers the disabled ones.
  await filter.selectOption({ label: bots('en', 'filters.enabled') });
  await expect(frame.getByText(bots('en', 'empty.noEnabled'), { exact: true })).toBeVisible();
  await expect(frame.getByRole('table', { name: caption('en'), exact: true })).toHaveCount(0);
  await frame.getByRole('button', { name: bots('en', 'empty.showDisabled'), exact: true }).click();
  await expect(filter).toHaveValue('disabled');
  // Only disabled also requires permission (spec 1 §5): the locked bots are not listed.
  await expect(frame.getByText(showing('en', 1, 5, permitted.length), { exact: true })).toBeVisible();
  await expect
    .poll(() => columnTexts(frame, caption('en'), 2))
    .toEqual(permitted.slice(0, 5).map((bot) => bot.name));

  // Select all covers every page of the filter; enabling them all empties 'Only disabled'.
  await frame.getByRole('checkbox', { name: bots('en', 'selectAll'), exact: true }).check();
  await expect(
    frame.getByText(fill(bots('en', 'selectedCount'), { count: permitted.length }), { exact: true }),
  ).toBeVisible();
  await frame.getByRole('button', { name: bots('en', 'enableSelected'), exact: true }).click();
  await expectToast(page, 'success', copilot('en', 'toasts.enabled'));
  await expect(frame.getByText(bots('en', 'empty.noDisabled'), { exact: true })).toBeVisible();
  const after = await backend(page);
  for (const bot of permitted) expect(after.copilot[bot.shortName]).toBe('True');
  await expectTiles(frame, 'en', {
    enabled: permitted.length,
    disabled: state.bots.length - permitted.length,
  });

  await frame.getByRole('button', { name: bots('en', 'empty.showEnabled'), exact: true }).click();
  await expect(filter).toHaveValue('enabled');
  await expect(frame.getByText(showing('en', 1, 5, permitted.length), { exact: true })).toBeVisible();
  const shown = bodyRows(frame, caption('en'));
  await expect(shown).toHaveCount(5);
  for (const bot of permitted.slice(0, 5)) await expect(switchOf(frame, 'en', bot)).toBeChecked();

  // Back to all bots: the locked ones are listed again, last.
  await filter.selectOption('all');
  await expect(frame.getByText(showing('en', 1, 5, state.bots.length), { exact: true })).toBeVisible();
});

test('issue: filters on a mixed contract list exactly the enabled and the disabled bots with permission', async ({
  page,
}) => {
  const frame = await openBotView(page, 'en');
  const state = await backend(page);
  const permitted = sortedBots(state.bots).filter((bot) => bot.hasPermission);
  const enabled = permitted.filter((bot) => state.copilot[bot.shortName] === 'True');
  const disabled = permitted.filter((bot) => state.copilot[bot.shortName] !== 'True');
  expect(enabled.length).toBeGreaterThan(0);
  expect(disabled.length).toBeGreaterThan(0);
  await frame.getByLabel(text('en', 'ui', 'pageSize'), { exact: true }).selectOption('50');
  const filter = frame.getByLabel(bots('en', 'filterBy'), { exact: true });

  await filter.selectOption('enabled');
  await expect.poll(() => columnTexts(frame, caption('en'), 2)).toEqual(enabled.map((bot) => bot.name));
  await expect(
    frame.getByText(showing('en', 1, enabled.length, enabled.length), { exact: true }),
  ).toBeVisible();
  for (const bot of enabled) await expect(switchOf(frame, 'en', bot)).toBeChecked();

  await filter.selectOption('disabled');
  await expect.poll(() => columnTexts(frame, caption('en'), 2)).toEqual(disabled.map((bot) => bot.name));
  await expect(
    frame.getByText(showing('en', 1, disabled.length, disabled.length), { exact: true }),
  ).toBeVisible();
  for (const bot of disabled) await expect(switchOf(frame, 'en', bot)).not.toBeChecked();
});

test('issue: the search (after 500 ms) ignores case and accents; no match says so', async ({ page }) => {
  const frame = await openBotView(page, 'en');
  const state = await backend(page);
  const search = frame.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true });
  const names = () => columnTexts(frame, caption('en'), 2);
  const matching = (term: string) =>
    sortedBots(state.bots)
      .filter((bot) => normalize(bot.name).includes(normalize(term)))
      .map((bot) => bot.name);

  // 'atendimento' finds 'Atendimento' (BOT_NAMES of the seeded dataset), 500 ms after the
  // keystroke: timed in the frame from the input event to the list's change.
  expect(matching('atendimento').length).toBeGreaterThan(0);
  const found = matching('atendimento').length;
  const settledAfterMs = await moduleFrame(page).evaluate(
    async ({ term, expected }) => {
      const input = document.querySelector<HTMLInputElement>('.bot-list input[type=search]')!;
      const list = document.querySelector('.bot-list')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const changed = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (list.querySelector('.bot-list__range')?.textContent !== expected) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      });
      const typedAt = performance.now();
      setValue.call(input, term);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return (await changed) - typedAt;
    },
    { term: 'atendimento', expected: showing('en', 1, found, found) },
  );
  expect(settledAfterMs).toBeGreaterThanOrEqual(495);
  await expect.poll(names).toEqual(matching('atendimento'));
  const noResults = frame.getByText(bots('en', 'empty.noResults'), { exact: true });
  // Between two searches with the same result, one with none: each result is the new search's.
  await search.fill('zzz-no-such-bot');
  await expect(noResults).toBeVisible();
  await search.fill('ATENDIMENTO ');
  await expect.poll(names).toEqual(matching('atendimento'));

  // An accented name found without its accents, and in capitals with them.
  const accented = state.bots.find((bot) => bot.name !== bot.name.normalize('NFD').replace(/\p{M}/gu, ''))!;
  expect(accented, 'the seed has a bot with an accented name').toBeDefined();
  const plain = normalize(accented.name);
  expect(plain).not.toBe(accented.name.toLowerCase());
  await search.fill(plain);
  await expect.poll(names).toEqual(matching(plain));
  expect(matching(plain)).toContain(accented.name);
  await search.fill('zzz-no-such-bot');
  await expect(noResults).toBeVisible();
  await search.fill(accented.name.toUpperCase());
  await expect.poll(names).toEqual(matching(plain));
  await expect(
    frame.getByText(showing('en', 1, matching(plain).length, matching(plain).length), { exact: true }),
  ).toBeVisible();

  await search.fill('zzz-no-such-bot');
  await expect(frame.getByText(bots('en', 'empty.noResults'), { exact: true })).toBeVisible();
  await expect(frame.getByText(bots('en', 'empty.noResultsDescription'), { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: text('en', 'ui', 'clearSearch'), exact: true }).click();
  await expect(frame.getByText(showing('en', 1, 5, state.bots.length), { exact: true })).toBeVisible();
});

test("issue: page sizes 5 → 10 → 25 and the page buttons ('Showing 6-10 of N')", async ({ page }) => {
  const frame = await openBotView(page, 'en', { bots: '30' });
  const state = await backend(page);
  const total = state.bots.length;
  expect(total).toBe(30);
  const order = sortedBots(state.bots).map((bot) => bot.name);
  const rows = bodyRows(frame, caption('en'));
  const size = frame.getByLabel(text('en', 'ui', 'pageSize'), { exact: true });
  await expect(size).toHaveValue('5');
  await expect(size.locator('option')).toHaveText(['5', '10', '25', '50']);
  await expect(rows).toHaveCount(5);
  await expect(frame.getByText(showing('en', 1, 5, total), { exact: true })).toBeVisible();

  await size.selectOption('10');
  await expect(rows).toHaveCount(10);
  await expect(frame.getByText(showing('en', 1, 10, total), { exact: true })).toBeVisible();
  await expect.poll(() => columnTexts(frame, caption('en'), 2)).toEqual(order.slice(0, 10));

  await size.selectOption('25');
  await expect(rows).toHaveCount(25);
  await expect(frame.getByText(showing('en', 1, 25, total), { exact: true })).toBeVisible();
  await expect.poll(() => columnTexts(frame, caption('en'), 2)).toEqual(order.slice(0, 25));

  await size.selectOption('5');
  await expect(rows).toHaveCount(5);
  const pagination = frame.getByRole('navigation', { name: text('en', 'ui', 'pagination') });
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(frame.getByText(showing('en', 6, 10, total), { exact: true })).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => columnTexts(frame, caption('en'), 2)).toEqual(order.slice(5, 10));
  await pagination.getByRole('button', { name: text('en', 'ui', 'nextPage'), exact: true }).click();
  await expect(frame.getByText(showing('en', 11, 15, total), { exact: true })).toBeVisible();
  await expect.poll(() => columnTexts(frame, caption('en'), 2)).toEqual(order.slice(10, 15));
  await pagination.getByRole('button', { name: 'Page 6', exact: true }).click();
  await expect(frame.getByText(showing('en', 26, 30, total), { exact: true })).toBeVisible();
  await expect(
    pagination.getByRole('button', { name: text('en', 'ui', 'nextPage'), exact: true }),
  ).toBeDisabled();

  // spec 1 §4: a filter or search change goes back to page 1.
  await frame.getByLabel(bots('en', 'filterBy'), { exact: true }).selectOption('disabled');
  await expect(frame.getByText(/^Showing 1-/)).toBeVisible();
});

test('issue: one bot switched on and off, saved in the backend', async ({ page }) => {
  const frame = await openBotView(page, 'en', { scenario: 'copilot-new' });
  const [bot] = sortedBots((await backend(page)).bots).filter((candidate) => candidate.hasPermission);
  const toggle = switchOf(frame, 'en', bot!);
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await toggle.press('Space');
  await expectToast(page, 'success', copilot('en', 'toasts.enabled'));
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await backend(page)).copilot[bot!.shortName]).toBe('True');
  await expectTiles(frame, 'en', await expectedCounts(page));
  await toggle.press('Space');
  await expectToast(page, 'success', copilot('en', 'toasts.disabled'));
  await expect.poll(async () => (await backend(page)).copilot[bot!.shortName]).toBe('False');
  await expect(toggle).not.toBeChecked();
});

/** A portal whose backend answers every command after 150 ms, with enough bots that reading them takes seconds. */
const SLOW_PORTAL = { latency: '150', bots: '600' };

/** 'Reading bot settings: 120 of 1,600' → 120; the line must be there (the reads still running). */
async function readSoFar(progress: Locator): Promise<number> {
  await expect(progress).toBeVisible();
  const match = /: ([\d,]+) /.exec((await progress.textContent()) ?? '');
  return Number(match?.[1]?.replace(/,/g, '') ?? NaN);
}

test('issue 34 §1, §2: at a 150 ms portal the rows show before their configurations are read; the progress line counts the reads and goes once all are in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openRoute(page, '/copilot', 'en', { flags: 'all', ...SLOW_PORTAL });
  const progress = frame.locator('[data-load-progress]');
  await expect(frame.getByRole('table', { name: caption('en'), exact: true })).toBeVisible();
  // 480 reads 24 at a time at 150 ms each take seconds: the rows are on screen while they run.
  await expect(progress).toBeVisible();
  await expect(bodyRows(frame, caption('en'))).toHaveCount(5);
  const state = await backend(page);
  const permitted = state.bots.filter((bot) => bot.hasPermission);
  const total = permitted.length.toLocaleString('en');
  await expect(progress).toHaveText(new RegExp(`^Reading bot settings: [\\d,]+ of ${total}$`));
  await expect(frame.getByText(bots('en', 'partialCounts'), { exact: true })).toBeVisible();

  await expectAllBotsRead(frame, 90_000);
  await expect(frame.getByText(bots('en', 'partialCounts'), { exact: true })).toHaveCount(0);
  await expectTiles(frame, 'en', await expectedCounts(page));
});

test('issue 34 §1: with 2,000 bots, a search for a bot far down the list has it read ahead of the rest; leaving the page stops the reads', async ({
  page,
}) => {
  const frame = await openRoute(page, '/copilot', 'en', { flags: 'all', latency: '150', bots: '2000' });
  const table = frame.getByRole('table', { name: caption('en'), exact: true });
  const progress = frame.locator('[data-load-progress]');
  await expect(table).toBeVisible();
  const permitted = sortedBots((await backend(page)).bots).filter((bot) => bot.hasPermission);
  const far = permitted[1500]!;
  await frame.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true }).fill(far.name);
  await expect(switchOf(frame, 'en', far)).toBeVisible();
  // Read out of list order: most of the list is still unread.
  expect(await readSoFar(progress)).toBeLessThan(permitted.length / 2);

  await frame.getByRole('link', { name: text('en', 'shell', 'header.back'), exact: true }).click();
  await expect(table).toHaveCount(0);
  await bridgeIdle(moduleFrame(page));
  // The home asks for its own data meanwhile; only configuration reads count here.
  const configurationReads = async () =>
    (await sentCommands(page)).filter((command) => command.uri.includes('/configuration/caller'));
  const lastRead = (await configurationReads()).at(-1)?.at ?? 0;
  // A read still queued would go out within milliseconds of a slot freeing: a second is plenty.
  await page.waitForTimeout(1000);
  expect((await configurationReads()).filter((command) => command.at > lastRead)).toEqual([]);
});

test('issue 34 §3: with the toggle off and no bot enabled (copilot-new), the page says it is checking the bots, then offers Copilot once every bot is read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openRoute(page, '/copilot', 'en', {
    scenario: 'copilot-new',
    flags: FLAGS_WITHOUT_COPILOT,
    ...SLOW_PORTAL,
  });
  const offer = frame.getByRole('heading', { name: copilot('en', 'offer.title') });
  await expect(frame.getByRole('status').filter({ hasText: copilot('en', 'deciding') })).toBeVisible();
  await expect(frame.locator('[data-load-progress]')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(offer).toBeVisible({ timeout: 90_000 });
  await expectAllBotsRead(frame);
});

for (const lang of ['en', 'pt'] as const) {
  test(`issue 37 §3 (spec 1 §2 Copilot page): in ${lang} the filter and the page size read in ${lang}`, async ({
    page,
  }) => {
    await expectToolbarIn(await openBotView(page, lang), lang);
  });
}
