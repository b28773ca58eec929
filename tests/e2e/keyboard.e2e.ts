import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { moduleFrame, text } from './simulator.helpers';

/**
 * Issue 13 §4: a keyboard walk-through of the kinds of control the module has — links in the
 * home grid, a table's row menu, a dialog and the certificate wizard — with no pointer at all.
 */

const kb = (key: string) => text('en', 'knowledgeBase', key);
const mtls = (key: string) => text('en', 'mtls', key);

async function open(page: Page, route: string): Promise<FrameLocator> {
  await page.goto(`/?${new URLSearchParams({ lang: 'en', route, flags: 'all' })}`);
  return page.frameLocator('iframe');
}

/** The accessible name (or text) of the element that has the focus inside the module. */
function focused(page: Page): Promise<string> {
  return moduleFrame(page).evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = (element as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim();
    return element?.getAttribute('aria-label') ?? label ?? element?.textContent?.trim() ?? '';
  });
}

/** Tabs forward until the focus is on an element named `name` (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached '${name}' (last: '${await focused(page)}')`);
}

test('issue 13 §4: the home grid by keyboard — Tab reaches a card, Enter opens its page', async ({
  page,
}) => {
  const frame = await open(page, '/');
  await expect(frame.locator('.home__card').first()).toBeVisible();
  await frame.locator('body').focus();
  await tabTo(page, text('en', 'home', 'cards.knowledgeBase.title'));
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { level: 1, name: kb('list.title') })).toBeVisible();
});

test('issue 13 §4: a row menu by keyboard — Enter opens it on its first item, arrows move, Escape closes it back on its button', async ({
  page,
}) => {
  const frame = await open(page, '/knowledge-base');
  const table = frame.getByRole('table', { name: kb('list.caption') });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const name = (await table.locator('tbody tr td:first-child').first().textContent()) ?? '';
  const button = frame.getByRole('button', { name: kb('menu.label').replace('{{name}}', name) });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('menuitem', { name: 'Abrir' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(frame.getByRole('menuitem', { name: 'Excluir' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('issue 13 §4: a dialog by keyboard — opened with Enter, typed into, Escape closes it on its opener, then saved with Enter', async ({
  page,
}) => {
  const frame = await open(page, '/knowledge-base');
  const opener = frame.getByRole('button', { name: kb('list.create') });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = frame.getByRole('dialog', { name: kb('create.title') });
  await expect(dialog).toBeVisible();
  // The focus moved into the dialog (native modal <dialog>).
  expect(await moduleFrame(page).evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
    true,
  );
  await dialog.getByLabel(kb('create.nameLabel')).focus();
  await page.keyboard.type('Keyboard catalog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(
    await page.evaluate(() => window.simulator!.state().catalogs.some((c) => c.name === 'Keyboard catalog')),
  ).toBe(false);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Reopened empty (cancel resets, spec 2 §2.11).
  await expect(dialog.getByLabel(kb('create.nameLabel'))).toHaveValue('');
  await dialog.getByLabel(kb('create.nameLabel')).focus();
  await page.keyboard.type('Keyboard catalog');
  await tabTo(page, kb('create.save'), 6);
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() => window.simulator!.state().catalogs.some((c) => c.name === 'Keyboard catalog')),
    )
    .toBe(true);
});

test('issue 13 §4: the certificate wizard by keyboard — opened with Enter, its controls reached with Tab, Escape closes it', async ({
  page,
}) => {
  const frame = await open(page, '/mtls');
  const opener = frame.getByRole('button', { name: mtls('intro.register') });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = frame.getByRole('dialog', { name: mtls('wizard.title') });
  await expect(dialog).toBeVisible();
  // The focus moves into the dialog on open; Tab then walks the first step's controls, inside
  // the dialog, up to the password field.
  const inDialog = () => moduleFrame(page).evaluate(() => document.activeElement?.closest('dialog') !== null);
  await expect.poll(inDialog).toBe(true);
  const password = mtls('wizard.upload.password');
  const reached: string[] = [];
  while (!(reached.at(-1) ?? '').startsWith(password) && reached.length < 6) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
    reached.push(await focused(page));
  }
  expect(reached.at(-1)).toContain(password);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
