import { expect, test } from '@playwright/test';
import { typeIntoMembers } from './perf/members.measure';
import { inFreshContexts, median, p95, round1 } from './perf/perf-context';
import { reportTableAtScale } from './perf/report-table.measure';
import { FASTER_THAN_NAIVE, KEYSTROKE_FASTER_THAN_NAIVE } from './perf/same-run-baseline';
import { coldStart, startupWithLatency, TRIP_LATENCY_MS } from './perf/startup.measure';

/**
 * Issue 12's budgets, from a quick subset of `npm run bench` (fewer runs, same measures). Every
 * timing budget is a ratio to a baseline taken in the same page and run (issue 19 §1), so a busy
 * machine slows both sides and a retry is never needed.
 */

test('issue 12, 19: ≤ 100 DOM rows, typing ≥ 10× and the filter ≥ 3× faster than a plain table at 10,000 members; a 10,000-row report table ≥ 3× faster than a plain one', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Three runs, so the median is a middle run and not the slower of two.
  const typing = await inFreshContexts(browser, baseURL!, 3, (page) => typeIntoMembers(page, 10_000));
  const keystrokes = typing.flatMap((run) => run.keystrokeToPaintMs);
  const tables = await inFreshContexts(browser, baseURL!, 3, (page) => reportTableAtScale(page, 10_000));
  const figures = {
    naiveMembersTableMs: round1(median(typing.map((run) => run.naiveTableMs))),
    naiveReportTableMs: round1(median(tables.map((run) => run.naiveRenderToPaintMs))),
    keystrokeToPaintP95Ms: round1(p95(keystrokes)),
    eventTimingLongestMs: Math.max(0, ...typing.flatMap((run) => run.eventTimingMs)),
    filterToPaintMedianMs: round1(median(typing.map((run) => run.filterToPaintMs))),
    membersRowsInDom: Math.max(...typing.map((run) => run.rowsInDom)),
    reportRowsInDom: Math.max(...tables.map((run) => run.maxRowsInDom)),
    reportRenderToPaintMedianMs: round1(median(tables.map((run) => run.renderToPaintMs))),
  };
  console.log(`budgets at scale: ${JSON.stringify(figures)}`);
  expect(keystrokes.length).toBeGreaterThanOrEqual(8);
  expect(figures.membersRowsInDom).toBeLessThanOrEqual(100);
  expect(figures.reportRowsInDom).toBeLessThanOrEqual(100);
  expect
    .soft(figures.keystrokeToPaintP95Ms, 'keystroke → paint, p95')
    .toBeLessThanOrEqual(figures.naiveMembersTableMs / KEYSTROKE_FASTER_THAN_NAIVE);
  expect
    .soft(figures.eventTimingLongestMs, 'longest Event Timing entry')
    .toBeLessThanOrEqual(figures.naiveMembersTableMs / KEYSTROKE_FASTER_THAN_NAIVE);
  expect
    .soft(figures.filterToPaintMedianMs, 'debounced filter → rows painted')
    .toBeLessThanOrEqual(figures.naiveMembersTableMs / FASTER_THAN_NAIVE);
  expect
    .soft(figures.reportRenderToPaintMedianMs, 'month change → 10,000 rows painted')
    .toBeLessThanOrEqual(figures.naiveReportTableMs / FASTER_THAN_NAIVE);
});

test('issue 12: start-up round trips wait only on the data they need', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  // Answers held 400 ms: far above the module's own work between two messages, so a request
  // sent after an answer came back waited on it (at 100 ms, a lazy chunk parsed on a busy
  // machine once made a request look like it had waited on the answer before it).
  const [trips] = await inFreshContexts(browser, baseURL!, 1, (page) =>
    startupWithLatency(page, TRIP_LATENCY_MS),
  );
  const [start] = await inFreshContexts(browser, baseURL!, 1, (page) => coldStart(page));
  console.log(`start-up: ${JSON.stringify({ ...trips, coldStartMs: round1(start!.usableMs) })}`);
  // user ‖ tenant ‖ language (the texts' own language question beside them), then toggles ‖
  // role, then the member-only loads: 3 steps to the session.
  expect(trips!.criticalPathDepth).toBeLessThanOrEqual(3);
});
