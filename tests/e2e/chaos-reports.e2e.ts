import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fill } from './bots.helpers';
import {
  afterAction,
  applyMode,
  calm,
  expectNoErrors,
  openChaos,
  settled,
  WITH_LATE_REPLY,
} from './chaos.helpers';
import {
  answerTo,
  conversationCard,
  count,
  figure,
  monthsBack,
  overviewCard,
  overviewTile,
  pickMonth,
  select,
  table,
  uriWith,
} from './report-answers.helpers';
import { sentCommands, text } from './simulator.helpers';

/**
 * Issue 13 §1 (the usage and billing reports): each report's main action — a month change, a
 * conversations filter, 'Show details' — under every fault mode. Afterwards the page shows what
 * the backend holds for the selection (its answer in `window.simulator`'s protocol log), no
 * uncaught error or unhandled rejection happened, and the bridge has nothing pending.
 *
 * The reports only read and offer no retry: a failed read shows '--' (or an empty table) and
 * their load-error text asks for a refresh. So a page left in that state is refreshed as the
 * portal would (the frame reloads where the module last was, selection in its URL) and must
 * then show the backend's figure. A page that shows anything but '--' must show that figure
 * at once: another month's or filter's figure would be a stale answer.
 */

const PERIOD = text('en', 'reports', 'period.label');
const NO_DATA = text('en', 'reports', 'figures.noData');
const EMPTY = text('en', 'reports', 'table.empty');
const LOADING = text('en', 'reports', 'table.loading');
const WABA = text('en', 'conversations', 'filters.waba');
const TYPE = text('en', 'conversations', 'filters.type');
const SHOW_DETAILS = text('en', 'reports', 'table.showDetails');
const MIU = text('en', 'monthlyUsers', 'card.users.miu');
const AGENTS = text('en', 'agentConsumption', 'cards.total');
const MAUS = fill(text('en', 'revenue', 'cards.miu'), { metric: 'MAUs' });

/** The selects an action set, by label, with the value it chose. */
type Chosen = Record<string, string>;

interface Reading {
  /** A headline figure or a table's first row… */
  readonly shown: (frame: FrameLocator) => Locator;
  /** …and what the backend holds for the selected month (and filters), as the page formats it. */
  readonly expected: (page: Page, frame: FrameLocator, month: string) => Promise<string>;
}

interface ReportAction extends Reading {
  readonly name: string;
  /** The module route the page opens on. */
  readonly route: string;
  /** What shows once the page is there, before the action. */
  readonly ready: (frame: FrameLocator) => Locator;
  readonly act: (frame: FrameLocator, page: Page) => Promise<Chosen>;
}

/** The resource of the latest request for `parts` (none of `without`) that the backend answered. */
async function held<T>(page: Page, parts: readonly string[], without: readonly string[] = []): Promise<T> {
  return (await answerTo<T>(page, uriWith(parts, without), { succeeded: true })).body!;
}

/** The option below the selected one in a select (the month before, the second WABA, …). */
const choose = (label: string) => async (frame: FrameLocator) => ({
  [label]: (await pickMonth(frame, label, 1)).value,
});

const total = async (page: Page, parts: readonly string[]) =>
  count('en', (await held<{ total: number }>(page, parts)).total);

const byCategory: Reading = {
  shown: (frame) => conversationCard(frame, 'en', 'all').locator('.conversations-card__value'),
  expected: async (page, frame, month) => {
    const waba = await select(frame, WABA).inputValue();
    const answer = await held<{ allConversations: { total: number } }>(page, [
      `/whatsapp-sessions/${waba}/by-category`,
      `month=${month}`,
    ]);
    return count('en', answer.allConversations.total);
  },
};

/** The DAU chatbot detail's read of a month: its uri's parts, and not the report's 5 rows. */
const dauBotsRead = (month: string) =>
  [['/daily-active-users/monthly/by-bot', `month=${month}`], ['$take=5']] as const;

const dauBots: Reading = {
  shown: (frame) =>
    table(frame, text('en', 'singleConversations', 'tables.dau.byBot'))
      .locator('tbody tr')
      .first(),
  expected: async (page, _frame, month) => {
    type Bot = { botName: string; botId: string; total: number };
    const { items } = await held<{ items: Bot[] }>(page, ...dauBotsRead(month));
    const first = items[0];
    return first === undefined ? EMPTY : `${first.botName}${first.botId}${count('en', first.total)}`;
  },
};

const REPORTS: readonly ReportAction[] = [
  {
    name: "the Plan Overview's month",
    route: '/data-consumption',
    ready: (frame) => overviewCard(frame, 'en', 'dau'),
    act: choose(PERIOD),
    shown: (frame) => overviewTile(overviewCard(frame, 'en', 'dau'), 'monthlyTotal'),
    expected: (page, _frame, month) => total(page, ['/daily-active-users/summary', `month=${month}`]),
  },
  {
    name: "the MIU report's month",
    route: '/mau-consumption',
    ready: (frame) => figure(frame, MIU),
    act: choose(PERIOD),
    shown: (frame) => figure(frame, MIU),
    expected: async (page, _frame, month) => {
      const { items } = await held<{ items: { metric: { metricId: string }; total: number }[] }>(page, [
        '/monthly-message-metrics/summary',
        `month=${month}`,
      ]);
      return count('en', items.find((item) => item.metric.metricId === 'MonthlyActiveUser')!.total);
    },
  },
  {
    name: "the conversations report's month",
    route: '/session-consumption',
    ready: (frame) => select(frame, WABA),
    act: choose(PERIOD),
    ...byCategory,
  },
  {
    name: "the conversations report's WABA filter",
    route: '/session-consumption',
    ready: (frame) => select(frame, WABA),
    act: choose(WABA),
    ...byCategory,
  },
  {
    name: "the conversations report's type filter (a month before the consolidated pricing)",
    route: `/session-consumption?month=${monthsBack(4)}`,
    ready: (frame) => select(frame, TYPE),
    act: choose(TYPE),
    shown: (frame) => figure(frame, text('en', 'conversations', 'old.total')),
    expected: async (page, frame, month) => {
      const [waba, type] = [await select(frame, WABA).inputValue(), await select(frame, TYPE).inputValue()];
      const answer = await held<{ sessionTotal: number }>(page, [
        `/whatsapp-sessions/${type}/${waba}/total`,
        `month=${month}`,
      ]);
      return count('en', answer.sessionTotal);
    },
  },
  {
    name: "the Single Conversations chatbot detail's month",
    route: '/dau-consumption/monthly',
    ready: (frame) => select(frame, PERIOD),
    act: choose(PERIOD),
    ...dauBots,
  },
  {
    name: "the Single Conversations report's 'Show details' (chatbots)",
    route: `/dau-consumption?month=${monthsBack(1)}`,
    ready: (frame) => frame.getByRole('link', { name: SHOW_DETAILS }).first(),
    act: async (frame, page) => {
      await frame.getByRole('link', { name: SHOW_DETAILS }).first().click();
      // The detail sends its read some 300 ms after it opens: the action is under way (and under
      // the fault) once that read is out, not when the click is over.
      const read = uriWith(...dauBotsRead(monthsBack(1)));
      await expect
        .poll(async () => (await sentCommands(page)).some((command) => read(command.uri)))
        .toBe(true);
      return { [PERIOD]: monthsBack(1) };
    },
    ...dauBots,
  },
  {
    name: "the agent consumption report's month",
    route: '/agent-consumption',
    ready: (frame) => figure(frame, AGENTS),
    act: choose(PERIOD),
    shown: (frame) => figure(frame, AGENTS),
    expected: (page, _frame, month) => total(page, ['/agents/summary', `month=${month}`]),
  },
  {
    name: "the revenue page's month",
    route: '/revenue',
    ready: (frame) => figure(frame, MAUS),
    act: choose(PERIOD),
    shown: (frame) => figure(frame, MAUS),
    expected: async (page, _frame, month) =>
      count('en', (await held<{ MAUs: number }>(page, ['/consumption?', `month=${month}`])).MAUs),
  },
];

/** What a failed read leaves: '--' for a figure, the empty text in a table. */
const failed = (shown: string) => shown.trim() === NO_DATA || shown.includes(EMPTY);

/** The portal refreshes the page: the frame loads anew where the module last was. */
async function refresh(page: Page): Promise<void> {
  const navigated = page.waitForEvent('framenavigated', (frame) => frame.url().includes('/module'));
  await page.evaluate(() => window.simulator!.reloadFrame());
  await navigated;
  await settled(page);
}

for (const report of REPORTS) {
  for (const mode of WITH_LATE_REPLY) {
    test(`issue 13 §1: ${report.name} under '${mode}' — the page shows what the backend holds`, async ({
      page,
    }) => {
      const { frame, pageErrors } = await openChaos(page, report.route);
      await expect(report.ready(frame)).toBeVisible();
      await settled(page);
      await applyMode(page, mode);
      const chosen = await report.act(frame, page);
      await afterAction(page, mode);
      await settled(page, mode);
      await calm(page);
      // What the faults left, before a refresh could hide it.
      await expectNoErrors(page, pageErrors);
      // A read sent after the settle's first look is still on its way: its table says so.
      await expect
        .poll(async () => (await report.shown(frame).allInnerTexts()).join(''))
        .not.toContain(LOADING);
      // A card that a failure hides counts as failed too.
      const shown = await report
        .shown(frame)
        .innerText({ timeout: 5000 })
        .catch(() => NO_DATA);
      if (failed(shown)) {
        test.info().annotations.push({ type: 'refreshed', description: `the page showed '${shown}'` });
        await refresh(page);
      }
      for (const [label, value] of Object.entries(chosen)) {
        await expect(select(frame, label)).toHaveValue(value);
      }
      const month = await select(frame, PERIOD).inputValue();
      await expect(report.shown(frame)).toHaveText(await report.expected(page, frame, month));
      await expectNoErrors(page, pageErrors);
    });
  }
}
