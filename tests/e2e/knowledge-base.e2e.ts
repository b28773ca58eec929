import { expect, type FrameLocator, type Page } from '@playwright/test';
import { expectToast, openRoute, test } from './bots.helpers';
import { backend, protocol, text, type Lang } from './simulator.helpers';

const kb = (lang: Lang, key: string) => text(lang, 'knowledgeBase', key);

async function openList(page: Page, lang: Lang): Promise<FrameLocator> {
  const frame = await openRoute(page, '/knowledge-base', lang, { flags: 'all' });
  await expect(frame.getByRole('heading', { level: 1, name: kb(lang, 'list.title') })).toBeVisible();
  await expect(frame.getByRole('table', { name: kb(lang, 'list.caption') })).toBeVisible();
  return frame;
}

const names = (frame: FrameLocator, lang: Lang) =>
  frame.getByRole('table', { name: kb(lang, 'list.caption') }).locator('tbody tr td:first-child');

for (const lang of ['en', 'pt'] as const) {
  test.describe(`knowledge base catalog list (spec 2 §2.3, §2.4) in ${lang}`, () => {
    test('§2.3: first page of 5 newest, paging and page size (server $take/$skip)', async ({ page }) => {
      const frame = await openList(page, lang);
      const catalogs = (await backend(page)).catalogs;
      await expect(names(frame, lang)).toHaveText(catalogs.slice(0, 5).map((c) => c.name));
      await frame.getByRole('button', { name: /2/ }).filter({ hasText: '2' }).click();
      await expect(names(frame, lang)).toHaveText(catalogs.slice(5, 10).map((c) => c.name));
      await frame.getByLabel(text(lang, 'ui', 'pageSize')).selectOption('15');
      await expect(names(frame, lang)).toHaveText(catalogs.map((c) => c.name));
    });

    test('§5: the search is an exact name on the server, back to page 1', async ({ page }) => {
      const frame = await openList(page, lang);
      const search = frame.getByRole('searchbox', { name: kb(lang, 'list.search') });
      await search.fill("Customer's rights");
      await expect(names(frame, lang)).toHaveText(["Customer's rights"]);
      await search.fill('customer');
      await expect(frame.getByText(kb(lang, 'list.noResults'))).toBeVisible();
    });

    test('§2.4: create a catalog → toast and its documents route', async ({ page }) => {
      const frame = await openList(page, lang);
      await frame.getByRole('button', { name: kb(lang, 'list.create') }).click();
      const dialog = frame.getByRole('dialog', { name: kb(lang, 'create.title') });
      const save = dialog.getByRole('button', { name: kb(lang, 'create.save') });
      await expect(save).toBeDisabled();
      await dialog.getByLabel(kb(lang, 'create.nameLabel')).fill('  E2E catalog  ');
      await save.click();
      await expectToast(page, 'success', kb(lang, 'toasts.created.message'));
      const created = (await backend(page)).catalogs.find((c) => c.name === 'E2E catalog');
      expect(created).toBeDefined();
      // The new catalog's documents page opens, and the navigation is reported to the host.
      await expect
        .poll(async () =>
          JSON.stringify((await protocol(page)).filter((e) => e.action?.includes('stateChangeSuccess'))),
        )
        .toContain(`/knowledge-base/${created!.id}/documents`);
    });

    test('§2.3/§8: Excluir asks the host, deletes and reloads', async ({ page }) => {
      const frame = await openList(page, lang);
      const first = (await backend(page)).catalogs[0]!;
      const menu = frame.getByRole('button', {
        name: text(lang, 'knowledgeBase', 'menu.label').replace('{{name}}', first.name),
      });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(frame.getByRole('menuitem', { name: 'Abrir' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const alert = page.getByRole('dialog', { name: kb(lang, 'deleteConfirm.title') });
      await expect(alert).toContainText(kb(lang, 'deleteConfirm.body'));
      await alert.getByRole('button', { name: kb(lang, 'deleteConfirm.confirm') }).click();
      await expectToast(page, 'success', kb(lang, 'toasts.deleted.message'));
      expect((await backend(page)).catalogs.some((c) => c.id === first.id)).toBe(false);
      await expect(names(frame, lang)).not.toContainText([first.name]);
    });
  });
}
