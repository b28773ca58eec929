import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, LANGS, openRoute, test } from './bots.helpers';
import { backend, moduleFrame, text, type Lang } from './simulator.helpers';

// Issue 24 §4 in the framed simulator: a report printed from inside the portal's frame. Print
// media is emulated on the page, which reaches the module's frame (same browser page); what is
// checked is what the sheet would carry, and that the charts were drawn again for it.

const reports = (lang: Lang, key: string) => text(lang, 'reports', key);
const ISO_LIKE_DATE = /\d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}/;

/** Every chart's SVG is as wide as its frame: drawn at the layout's width, not left at another. */
async function chartsFitTheirFrames(page: Page): Promise<void> {
  const fit = () =>
    moduleFrame(page).evaluate(() =>
      [...document.querySelectorAll('.report-chart')].map((chart) => {
        const width = Number(chart.querySelector('svg')?.getAttribute('width') ?? 0);
        return Math.abs(width - chart.clientWidth) <= 1;
      }),
    );
  await expect.poll(async () => (await fit()).filter((fits) => !fits).length).toBe(0);
  expect((await fit()).length).toBeGreaterThan(0);
}

async function printShows(page: Page, frame: FrameLocator, lang: Lang): Promise<void> {
  const month = await frame.locator('.report-period__select select').evaluate((select: HTMLSelectElement) => {
    return select.selectedOptions[0]?.textContent ?? '';
  });
  const { tenant } = await backend(page);
  const header = frame.getByTestId('report-print-header');
  const print = frame.getByRole('button', { name: reports(lang, 'print.button') });
  const menu = frame.getByRole('navigation', { name: text(lang, 'usageMenu', 'label') });

  await expect(print).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(header).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeVisible();
  await expect(header).toContainText(fill(reports(lang, 'print.month'), { month }));
  await expect(header).toContainText(fill(reports(lang, 'print.contract'), { contract: tenant.name }));
  const printed = header.getByText(
    fill(reports(lang, 'print.printedAt'), { date: 'DATE' }).split('DATE')[0]!,
  );
  await expect(printed).toHaveText(ISO_LIKE_DATE);
  await expect(print).toBeHidden();
  await expect(menu).toBeHidden();
  await expect(
    frame.getByRole('link', { name: text(lang, 'planOverview', 'showMore') }).first(),
  ).toBeHidden();
  await expect(frame.locator('.report-chart svg').first()).toBeVisible();
  await chartsFitTheirFrames(page);

  await page.emulateMedia({ media: 'screen' });
  await expect(header).toBeHidden();
  await expect(print).toBeVisible();
  await chartsFitTheirFrames(page);
}

// An A4 sheet inside the print stylesheet's 12 mm margins, in CSS px (96 per inch).
const A4_PRINT_WIDTH_PX = Math.floor(((210 - 24) / 25.4) * 96);
const A4_PRINT_HEIGHT_PX = Math.floor(((297 - 24) / 25.4) * 96);

/**
 * The sheets the overview takes on A4: laid out at the sheet's width under print media, its
 * blocks paginated as the stylesheet asks (a card that would be cut starts the next sheet).
 * page.pdf cannot be used: it prints the portal's page, not the frame's document.
 */
async function overviewSheets(page: Page): Promise<number> {
  await page.evaluate((width) => {
    const frame = document.querySelector('iframe');
    if (frame !== null) frame.style.width = frame.style.maxWidth = `${width}px`;
  }, A4_PRINT_WIDTH_PX);
  await page.emulateMedia({ media: 'print' });
  await expect
    .poll(() => moduleFrame(page).evaluate(() => document.documentElement.clientWidth))
    .toBe(A4_PRINT_WIDTH_PX);
  await chartsFitTheirFrames(page);
  return moduleFrame(page).evaluate((sheet) => {
    const blocks = document.querySelectorAll(
      '.report-print-header, .plan-overview__head, .plan-overview-status, .plan-overview__cards > li',
    );
    let shift = 0;
    let sheets = 1;
    for (const block of blocks) {
      const { top, bottom } = block.getBoundingClientRect();
      const end = sheets * sheet;
      if (bottom + scrollY + shift > end) {
        shift += end - (top + scrollY + shift);
        sheets += 1;
      }
    }
    return Math.ceil((document.documentElement.scrollHeight + shift) / sheet);
  }, A4_PRINT_HEIGHT_PX);
}

test('issue 24 §4: the Usage report prints without menu or buttons, with its print header and charts, in pt, en and es', async ({
  page,
}) => {
  for (const lang of LANGS) {
    const frame = await openRoute(page, '/data-consumption', lang);
    await expect(frame.locator('.report-chart svg').first()).toBeVisible();
    await printShows(page, frame, lang);
  }
  // 'One- or two-page document': the longest report, every card of the default contract.
  expect(await overviewSheets(page)).toBeLessThanOrEqual(2);
});

test("issue 24 §4: 'Print' prints the frame's own document; a 10,000-row table prints the rows it holds, unclipped, and says which", async ({
  page,
}) => {
  const frame = await openRoute(page, '/dau-consumption/monthly', 'en', { flags: 'all', rows: '10000' });
  const table = frame.getByRole('region', { name: /per chatbot/ });
  await expect(table.locator('table[aria-rowcount="10001"]')).toBeVisible({ timeout: 60_000 });
  // Headless Chromium opens no dialog, but window.print() inside the frame runs the frame's print.
  const printedPaths = () => moduleFrame(page).evaluate(() => document.body.dataset.printed ?? '');
  await moduleFrame(page).evaluate(() =>
    window.addEventListener('beforeprint', () => (document.body.dataset.printed = location.pathname)),
  );
  await frame.getByRole('button', { name: reports('en', 'print.button') }).click();
  await expect.poll(printedPaths).toBe('/module/dau-consumption/monthly');

  const scrollBox = () =>
    table.evaluate((element) => ({
      overflowY: getComputedStyle(element).overflowY,
      clipped: element.scrollHeight > element.clientHeight,
      rows: element.querySelectorAll('tbody tr:not(.ui-table__spacer)').length,
    }));
  const onScreen = await scrollBox();
  expect(onScreen).toMatchObject({ overflowY: 'auto', clipped: true });
  await page.emulateMedia({ media: 'print' });
  await expect(frame.getByRole('button', { name: reports('en', 'table.exportCsv') })).toBeHidden();
  await expect(frame.getByTestId('report-print-header')).toBeVisible();
  // The box no longer scrolls, and the list does not grow to fill it (no 10,000 rows on paper).
  await page.waitForTimeout(500);
  expect(await scrollBox()).toEqual({ overflowY: 'visible', clipped: false, rows: onScreen.rows });
  await expect(table.locator('.ui-table__print-note')).toHaveText(
    fill(text('en', 'ui', 'printedRows'), { first: 1, last: onScreen.rows, total: '10,000' }),
  );
});
