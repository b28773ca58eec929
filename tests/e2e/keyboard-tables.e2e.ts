import { expect, type Page } from '@playwright/test';
import { bots, columnTexts, openRoute, test } from './bots.helpers';
import { m, openMembers } from './members.helpers';
import { backend, moduleFrame, text } from './simulator.helpers';

/**
 * Issue 14: keyboard-first tables, walked with the keyboard only in the simulator — the members
 * table (the kit's, virtualized) and the Copilot/Calls bot list (its own).
 */

interface Focused {
  readonly tag: string;
  readonly name: string;
  readonly rowIndex: string | null;
  readonly outline: string;
}

/** What has the focus inside the module: a row (its aria-rowindex and focus outline) or a control. */
function focused(page: Page): Promise<Focused> {
  return moduleFrame(page).evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim();
    return {
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute('aria-label') ?? label ?? element.textContent?.trim() ?? '',
      rowIndex: element.getAttribute('aria-rowindex'),
      outline: `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `reached` holds for the focused element. */
async function tabUntil(
  page: Page,
  reached: (focus: Focused) => boolean,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  limit = 40,
): Promise<Focused> {
  for (let press = 0; press < limit; press += 1) {
    const focus = await focused(page);
    if (reached(focus)) return focus;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the element (last: ${JSON.stringify(await focused(page))})`);
}

const isRow = (focus: Focused) => focus.tag === 'tr';

test('issue 14: the members table by keyboard — arrows and End move between rows, Space selects, the counter is announced, Shift+Tab reaches the bulk action', async ({
  page,
}) => {
  // 400 members: more than the table's virtualization threshold, so End has to bring the last row in.
  const frame = await openMembers(page, { members: '400' });
  const table = frame.getByRole('table', { name: m('caption.members') });
  // Rows arrive as their account lookups answer: count them once the count holds still.
  let seenCount = -1;
  await expect
    .poll(
      async () => {
        const now = Number(await table.getAttribute('aria-rowcount'));
        const still = now === seenCount;
        seenCount = now;
        return still;
      },
      { intervals: [1000], timeout: 30_000 },
    )
    .toBe(true);
  const rowCount = seenCount - 1;
  const live = frame.locator('.ui-table__selection-count');
  await expect(live).toHaveAttribute('role', 'status');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText('');

  await frame.locator('body').focus();
  const first = await tabUntil(page, isRow);
  expect(first.rowIndex).toBe('2');
  // The focus is visible: the row's own inset outline, a solid ring of 2 px (which the headless
  // shell computes as 3 px, the full browser as 2 px).
  const [style, width] = first.outline.split(' ');
  expect(style).toBe('solid');
  expect(parseFloat(width!)).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).rowIndex).toBe('4');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(text('en', 'ui', 'selectedCount').replace('{{count, number}}', '1'));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('2 selected');
  expect((await focused(page)).rowIndex).toBe('3');

  await page.keyboard.press('End');
  await expect.poll(async () => (await focused(page)).rowIndex).toBe(String(rowCount + 1));
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).rowIndex).toBe(String(rowCount + 1));
  expect(await table.locator('tbody tr.ui-table__row').count()).toBeLessThanOrEqual(100);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await focused(page)).rowIndex).toBe('2');

  const edit = await tabUntil(page, (focus) => focus.name === m('edit.trigger'), 'Shift+Tab');
  expect(edit.tag).toBe('button');
  await page.keyboard.press('Enter');
  await expect(frame.getByText('Edit 2 member(s)')).toBeVisible();
});

test('issue 14: the Copilot bot list by keyboard — Space selects, the counter is announced, Shift+Tab reaches Enable Selected and Enter runs it', async ({
  page,
}) => {
  const caption = text('en', 'copilot', 'bots.caption');
  const frame = await openRoute(page, '/copilot', 'en', { flags: 'all', scenario: 'copilot-new' });
  await expect(frame.getByRole('table', { name: caption, exact: true })).toBeVisible();
  const names = await columnTexts(frame, caption, 2);
  const live = frame.locator('.bot-list__selected');
  await expect(live).toHaveAttribute('role', 'status');
  await expect(live).toHaveText('');

  await frame.locator('body').focus();
  await tabUntil(page, isRow);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(bots('en', 'selectedCount').replace('{{count}}', '1'));
  await expect(frame.getByRole('checkbox', { name: `Select ${names[1]}` })).toBeChecked();

  await tabUntil(page, (focus) => focus.name === bots('en', 'enableSelected'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const state = await backend(page);
      const bot = state.bots.find((candidate) => candidate.name === names[1]);
      return bot === undefined ? undefined : state.copilot[bot.shortName];
    })
    .toBe('True');
  // The bulk action clears the selection, and says so to screen readers.
  await expect(live).toHaveText(text('en', 'ui', 'selectionCleared'));
});

test("issue 14: the Calls bot list by keyboard (es) — End and Home move between rows, Space selects, and Space on the row's checkbox stays the checkbox's", async ({
  page,
}) => {
  const frame = await openRoute(page, '/calls', 'es', { flags: 'all' });
  await expect(
    frame.getByRole('table', { name: text('es', 'calls', 'bots.caption'), exact: true }),
  ).toBeVisible();
  const live = frame.locator('.bot-list__selected');

  await frame.locator('body').focus();
  await tabUntil(page, isRow);
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(bots('es', 'selectedCount').replace('{{count}}', '1'));
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(bots('es', 'selectedCount').replace('{{count}}', '2'));
  // Tab from the row walks into its own controls; Space there is theirs, not the row's.
  await page.keyboard.press('Tab');
  const checkbox = await focused(page);
  expect(checkbox.tag).toBe('input');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(bots('es', 'selectedCount').replace('{{count}}', '1'));
});
