import { expect, type Download, type FrameLocator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../domain/shared/csv-parse';
import { openRoute, test } from './bots.helpers';
import { answerTo, table, uriWith } from './report-answers.helpers';
import { text, type Lang } from './simulator.helpers';

const reports = (lang: Lang, key: string) => text(lang, 'reports', key);
const sc = (lang: Lang, key: string) => text(lang, 'singleConversations', key);

/** What the spreadsheet reads for a text cell: every cell start before a formula made inert (issue 14, 19 §4). */
const inert = (value: string) => value.replace(/(?<=^|[,;\t\r\n])(?="*[=+\-@\t\r])/g, "'");

/** Issue 19 §4: the list separator Excel splits on in the language's locale. */
const DELIMITER: Readonly<Record<Lang, ',' | ';'>> = { pt: ';', es: ';', en: ',' };

/** Clicks the table's 'Export CSV' and reads the file the browser saved, BOM and all. */
async function exportTable(page: Page, frame: FrameLocator, lang: Lang, title: string) {
  const section = frame
    .locator('section.report-table')
    .filter({ has: frame.getByRole('heading', { name: title, exact: true }) });
  const button = section.getByRole('button', { name: reports(lang, 'table.exportCsv') });
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await (download as Download).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const content = bytes.toString('utf8');
  return {
    name: download.suggestedFilename(),
    headerLine: content.slice(1, content.indexOf('\r\n')),
    records: parseCsv(content, DELIMITER[lang]),
  };
}

interface DauBotItem {
  readonly botName: string;
  readonly botId: string;
  readonly total: number;
}
interface DeuDayItem {
  readonly dateReference: string;
  readonly metricConsumption: readonly { readonly metricId: string; readonly total: number }[];
}

test.describe('Export CSV of report tables (issue 14)', () => {
  test("issue 19 §4 en: the per-chatbot summary is split by ',', as Excel in English expects", async ({
    page,
  }) => {
    const frame = await openRoute(page, '/dau-consumption', 'en', { bots: '12' });
    const title = sc('en', 'tables.dau.byBot');
    await expect(table(frame, title).getByRole('row')).toHaveCount(6);

    const { headerLine, records } = await exportTable(page, frame, 'en', title);

    expect(headerLine).toBe(`${reports('en', 'columns.chatbot')},${sc('en', 'tables.dau.byBotCount')}`);
    expect(records.length - 1).toBeGreaterThan(5);
    for (const [, total] of records.slice(1)) expect(total).toMatch(/^\d+$/);
  });

  test('pt: the 5-row per-chatbot summary exports every chatbot of the month, with its Portuguese headers', async ({
    page,
  }) => {
    const frame = await openRoute(page, '/dau-consumption', 'pt', { bots: '12' });
    const title = sc('pt', 'tables.dau.byBot');
    await expect(table(frame, title).getByRole('row')).toHaveCount(6);

    const { name, headerLine, records } = await exportTable(page, frame, 'pt', title);

    expect(name).toMatch(/^daily-active-users-by-chatbot-\d{4}-\d{2}\.csv$/);
    // Issue 19 §4: split by ';', as Excel in pt-BR expects.
    expect(headerLine).toBe(`${reports('pt', 'columns.chatbot')};${sc('pt', 'tables.dau.byBotCount')}`);
    // The export's own request: the same by-bot call, without $take (spec 3 §5.1: all rows).
    const full = await answerTo<{ items: DauBotItem[] }>(
      page,
      uriWith(['daily-active-users/monthly/by-bot'], ['$take']),
    );
    const items = full.body?.items ?? [];
    expect(items.length).toBeGreaterThan(5);
    expect(records).toEqual([
      [reports('pt', 'columns.chatbot'), sc('pt', 'tables.dau.byBotCount')],
      ...items.map((item) => [inert(`${item.botId} - ${item.botName}`), String(item.total)]),
    ]);
  });

  test('es: the daily summary exports every day with ISO dates, raw numbers and Spanish headers', async ({
    page,
  }) => {
    const frame = await openRoute(page, '/deu-consumption', 'es');
    const title = sc('es', 'tables.deu.daily');
    await expect(table(frame, title)).toBeVisible();
    await expect(table(frame, title).getByRole('row').nth(1)).toBeVisible();

    const { name, headerLine, records } = await exportTable(page, frame, 'es', title);

    expect(name).toMatch(/^daily-engaged-users-daily-\d{4}-\d{2}\.csv$/);
    // Issue 19 §4: split by ';', as Excel in Spanish locales expects.
    expect(headerLine).toBe(`${reports('es', 'columns.date')};${sc('es', 'tables.deu.dailyCount')}`);
    const full = await answerTo<{ items: DeuDayItem[] }>(
      page,
      uriWith(['monthly-message-metrics/daily', '$take=-1']),
    );
    const items = full.body?.items ?? [];
    const engaged = (item: DeuDayItem) =>
      item.metricConsumption.find((entry) => entry.metricId.toLowerCase() === 'dailyengageduser')?.total ?? 0;
    expect(records).toEqual([
      [reports('es', 'columns.date'), sc('es', 'tables.deu.dailyCount')],
      ...items.map((item) => [item.dateReference.slice(0, 10), String(engaged(item))]),
    ]);
    for (const [day] of records.slice(1)) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
