import { expect, type Frame, type Page } from '@playwright/test';
import { openRoute, test } from './bots.helpers';
import { rowsRepainted, type TableTrigger } from './perf/report-table.measure';
import { median } from './perf/perf-context';
import { FASTER_THAN_NAIVE, naiveTablePaintMs } from './perf/same-run-baseline';
import { moduleFrame, protocol, text } from './simulator.helpers';

/**
 * Issue 10 acceptance: a 10,000-row detail table renders with ≤ 100 DOM rows, and (issue 19 §1) its
 * render is held to a ratio of a plain table of the same rows built in the same page and run.
 */
const MAX_DOM_ROWS = 100;
const ROWS = 10000;
// Three tries a measure: the median is then a middle run, and a 10,000-row navigation costs ~8 s.
const TRIES = 3;
const BY_BOT_URI = '/daily-active-users/monthly/by-bot';

interface Try {
  /** From the change to the frame painted with the 10,000-row table. */
  readonly paintMs: number;
  /** Wall clock of that paint, to pair with the backend's answer in the protocol log. */
  readonly paintedAt: number;
  readonly maxRows: number;
}

async function measure(frame: Frame, trigger: TableTrigger): Promise<Try> {
  const { ms, maxRows, paintedAt } = await rowsRepainted(frame, trigger, ROWS);
  return { paintMs: ms, paintedAt, maxRows };
}

/** Wall clocks (Date.now of the host page) of the latest by-bot request and its answer. */
async function lastExchange(page: Page): Promise<{ askedAt: number; answeredAt: number }> {
  const log = await protocol(page);
  const idOf = (entry: (typeof log)[number]) =>
    (entry.payload as { trackingProperties?: { id?: string } }).trackingProperties?.id;
  const request = log
    .filter((entry) => entry.direction === 'in' && entry.action === 'sendCommand')
    .filter((entry) => JSON.stringify(entry.payload).includes(BY_BOT_URI))
    .at(-1);
  const answer = log.find((entry) => entry.direction === 'out' && idOf(entry) === idOf(request!));
  return { askedAt: Number(request?.at), answeredAt: Number(answer?.at) };
}

interface Figure {
  /** Change or click → the 10,000 rows painted (issue 10's measure). */
  readonly paintMs: number;
  /** The simulator's share: request received → answer posted (10,000 rows built and logged). */
  readonly backendMs: number;
  /** The module's render: answer posted → rows painted (receive, map, render, paint). */
  readonly answerToPaintMs: number;
  readonly maxRows: number;
}

async function figureOf(page: Page, result: Try): Promise<Figure> {
  const { askedAt, answeredAt } = await lastExchange(page);
  return {
    paintMs: round(result.paintMs),
    backendMs: answeredAt - askedAt,
    answerToPaintMs: result.paintedAt - answeredAt,
    maxRows: result.maxRows,
  };
}

function summary(tries: readonly Figure[]) {
  return {
    tries,
    medianPaintMs: median(tries.map((entry) => entry.paintMs)),
    medianBackendMs: median(tries.map((entry) => entry.backendMs)),
    medianAnswerToPaintMs: median(tries.map((entry) => entry.answerToPaintMs)),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

test('issue 10: the DAU chatbot detail with 10,000 rows — month change and navigation to rows painted ≥ 3× faster than a plain table, ≤ 100 DOM rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const frameLocator = await openRoute(page, '/dau-consumption', 'en', { flags: 'all', rows: String(ROWS) });
  await expect(
    frameLocator.getByRole('table', { name: text('en', 'singleConversations', 'tables.dau.byBot') }),
  ).toBeVisible({
    timeout: 60_000,
  });
  const frame = moduleFrame(page);

  // Navigation: the root's 'Show details' to the full list painted.
  const navigations: Figure[] = [];
  for (let index = 0; index < TRIES; index += 1) {
    navigations.push(await figureOf(page, await measure(frame, { kind: 'details' })));
    await page
      .frameLocator('iframe')
      .getByRole('link', { name: text('en', 'shell', 'header.back') })
      .click();
    await expect(
      frameLocator
        .getByRole('table', { name: text('en', 'singleConversations', 'tables.dau.byBot') })
        .locator('tbody tr'),
    ).toHaveCount(5);
  }

  // Month changes on the detail page, alternating between two past months.
  await frameLocator
    .getByRole('link', { name: text('en', 'reports', 'table.showDetails') })
    .first()
    .click();
  await expect(frameLocator.locator(`table[aria-rowcount="${ROWS + 1}"]`)).toBeVisible({ timeout: 60_000 });
  const months = await frameLocator
    .locator('.report-period select option')
    .evaluateAll((options) => options.slice(1, 3).map((option) => (option as HTMLOptionElement).value));
  const changes: Figure[] = [];
  for (let index = 0; index < TRIES; index += 1) {
    changes.push(await figureOf(page, await measure(frame, { kind: 'month', month: months[index % 2]! })));
  }

  const naiveMs = await naiveTablePaintMs(frame, ROWS, 3);
  const budgetMs = naiveMs / FASTER_THAN_NAIVE;
  const figures = {
    rows: ROWS,
    naiveTableMs: round(naiveMs),
    budgetMs: round(budgetMs),
    navigation: summary(navigations),
    monthChange: summary(changes),
  };
  console.log(`Single Conversations detail at scale: ${JSON.stringify(figures, null, 2)}`);

  for (const entry of [...navigations, ...changes]) expect(entry.maxRows).toBeLessThanOrEqual(MAX_DOM_ROWS);
  // Issue 10: the month change to the rows painted (median). A navigation also waits for the
  // simulator to build the 10,000 rows of a fresh request; its render share is held to the
  // same budget, its whole time is reported.
  expect
    .soft(figures.monthChange.medianPaintMs, 'month change → 10,000 rows painted')
    .toBeLessThanOrEqual(budgetMs);
  expect
    .soft(figures.navigation.medianAnswerToPaintMs, "'Show details': answer → 10,000 rows painted")
    .toBeLessThanOrEqual(budgetMs);
});
