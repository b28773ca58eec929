import type { Frame, Page } from '@playwright/test';
import { moduleFrameOf } from './perf-context';

const BY_BOT_URI = '/daily-active-users/monthly/by-bot';

export interface ReportTableFigures {
  readonly rows: number;
  /** A month change to the new month's rows painted, in the module's virtualized table. */
  readonly renderToPaintMs: number;
  /**
   * The host's answer with the rows arriving in the module frame to those rows painted: the
   * module's own work (reading the answer, its state, React, layout, paint), without the time the
   * simulator's in-page backend takes to make and post 10,000 rows.
   */
  readonly answerToPaintMs: number;
  readonly maxRowsInDom: number;
  /** The same rows and cells built straight into the DOM with no virtualization, to paint. */
  readonly naiveRenderToPaintMs: number;
  readonly naiveRowsInDom: number;
  readonly jsHeapBytes: number;
}

interface BotRow {
  readonly botName?: string;
  readonly botId?: string;
  readonly total?: number;
}

/** The by-bot rows the simulator last answered (the table's own data). */
async function lastAnsweredRows(page: Page): Promise<BotRow[]> {
  return page.evaluate((uri) => {
    const log = window.simulator!.protocol();
    const idOf = (entry: { payload: unknown }) =>
      (entry.payload as { trackingProperties?: { id?: string } }).trackingProperties?.id;
    const asked = log
      .filter((entry) => entry.direction === 'in' && JSON.stringify(entry.payload).includes(uri))
      .at(-1);
    const answer = log.find(
      (entry) => entry.direction === 'out' && asked !== undefined && idOf(entry) === idOf(asked),
    );
    type Items = { items?: unknown[] };
    const response = (answer?.payload as { response?: Items & { resource?: Items } } | undefined)?.response;
    return (response?.resource?.items ?? response?.items ?? []) as BotRow[];
  }, BY_BOT_URI);
}

/** What makes a report table load anew: a month picked, or its 'Show details' link followed. */
export type TableTrigger = { readonly kind: 'month'; readonly month: string } | { readonly kind: 'details' };

/**
 * In the framed module: the trigger until the table holds `rows` rows again and that frame is
 * painted (a task queued from a requestAnimationFrame callback runs once the frame is painted).
 * The table is cleared at the trigger, so "holds `rows` rows" is the new answer rendered. The
 * most rows the DOM held meanwhile is recorded, and the wall clock of the paint (to pair with
 * the simulator's protocol log).
 */
export function rowsRepainted(
  frame: Frame,
  trigger: TableTrigger,
  rows: number,
): Promise<{ ms: number; answerToPaintMs: number; maxRows: number; paintedAt: number }> {
  return frame.evaluate(
    async ({ trigger, rows }) => {
      const loaded = () => document.querySelector(`table[aria-rowcount="${rows + 1}"]`) !== null;
      const domRows = () => document.querySelectorAll('tbody tr:not(.ui-table__spacer)').length;
      let maxRows = domRows();
      // A message event's timeStamp is when it arrived, whichever listener runs first.
      let answeredAt = Number.NaN;
      const onAnswer = (event: MessageEvent) => {
        const response = (
          event.data as { response?: { items?: unknown[]; resource?: { items?: unknown[] } } }
        )?.response;
        if ((response?.resource?.items ?? response?.items)?.length === rows) answeredAt = event.timeStamp;
      };
      window.addEventListener('message', onAnswer, true);
      const start = performance.now();
      if (trigger.kind === 'month') {
        const select = document.querySelector<HTMLSelectElement>('.report-period select');
        if (select === null) throw new Error('no period select');
        select.value = trigger.month;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        const link = document.querySelector<HTMLAnchorElement>('a.report-table__details');
        if (link === null) throw new Error('no Show details link');
        link.click();
      }
      await new Promise<void>((resolve) => {
        let cleared = !loaded();
        const observer = new MutationObserver(() => {
          maxRows = Math.max(maxRows, domRows());
          if (!loaded()) cleared = true;
          else if (cleared) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const paintedAt = performance.now();
      window.removeEventListener('message', onAnswer, true);
      return {
        ms: paintedAt - start,
        answerToPaintMs: paintedAt - answeredAt,
        maxRows: Math.max(maxRows, domRows()),
        paintedAt: Date.now(),
      };
    },
    { trigger, rows },
  );
}

/** The rows built into a plain table appended to the page, to its paint; then removed. */
function naiveRender(frame: Frame, rows: readonly BotRow[]): Promise<{ ms: number; domRows: number }> {
  return frame.evaluate(async (rows) => {
    const start = performance.now();
    const table = document.createElement('table');
    const body = table.createTBody();
    for (const row of rows) {
      const line = body.insertRow();
      const name = line.insertCell();
      name.textContent = row.botName ?? '';
      const id = document.createElement('small');
      id.textContent = row.botId ?? '';
      name.append(document.createElement('br'), id);
      line.insertCell().textContent = String(row.total ?? 0);
    }
    document.body.append(table);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const ms = performance.now() - start;
    const domRows = body.rows.length;
    table.remove();
    return { ms, domRows };
  }, rows);
}

/** The DAU per-chatbot detail at `rows` rows: virtualized month change versus a naive render. */
export async function reportTableAtScale(page: Page, rows: number): Promise<ReportTableFigures> {
  await page.goto(
    `/?${new URLSearchParams({ lang: 'en', route: '/dau-consumption/monthly', flags: 'all', rows: String(rows) })}`,
  );
  const frame = await moduleFrameOf(page);
  await frame.locator(`table[aria-rowcount="${rows + 1}"]`).waitFor({ timeout: 60_000 });
  const months = await frame
    .locator('.report-period select option')
    .evaluateAll((options) => options.slice(1, 2).map((option) => (option as HTMLOptionElement).value));
  const change = await rowsRepainted(frame, { kind: 'month', month: months[0]! }, rows);
  const heap = await frame.evaluate(
    () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
  const naive = await naiveRender(frame, await lastAnsweredRows(page));
  return {
    rows,
    renderToPaintMs: change.ms,
    answerToPaintMs: change.answerToPaintMs,
    maxRowsInDom: change.maxRows,
    naiveRenderToPaintMs: naive.ms,
    naiveRowsInDom: naive.domRows,
    jsHeapBytes: heap,
  };
}
