import { expect, type FrameLocator } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import { chooseAction, FAQ, kb, openCatalog, searchFor } from './knowledge-base.helpers';
import type { Lang } from './simulator.helpers';

const PITCH = 'Sales pitch.pptx';
const HELP = 'https://help.example.com';

/** The entries of a document row's menu, as shown. */
async function documentMenu(frame: FrameLocator, lang: Lang, name: string): Promise<string[]> {
  await frame.getByRole('button', { name: fill(kb(lang, 'documents.menu.label'), { name }) }).click();
  const entries = await frame.getByRole('menuitem').allTextContents();
  await frame.getByRole('menuitem').first().press('Escape');
  return entries;
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`knowledge base for a guest (spec 2 §6) in ${lang}`, () => {
    test('§6: the catalog list offers no Create catalog and only Abrir', async ({ page }) => {
      const frame = await openRoute(page, '/knowledge-base', lang, { flags: 'all', role: 'guest' });
      await expect(frame.getByRole('table', { name: kb(lang, 'list.caption') })).toBeVisible();
      await expect(frame.getByRole('button', { name: kb(lang, 'list.create') })).toHaveCount(0);
      await frame.getByRole('button', { name: fill(kb(lang, 'menu.label'), { name: FAQ }) }).click();
      await expect(frame.getByRole('menuitem')).toHaveText([kb(lang, 'menu.open')]);
    });

    test('§6: the documents page offers only reading; the URL pages show disabled switches and no Delete', async ({
      page,
    }) => {
      const frame = await openCatalog(page, lang, FAQ, { role: 'guest' });
      await expect(frame.getByRole('button', { name: kb(lang, 'documents.addContent') })).toHaveCount(0);
      const breadcrumb = frame.getByRole('navigation').filter({ hasText: FAQ });
      await expect(breadcrumb.getByRole('button')).toHaveCount(0);
      await searchFor(frame, lang, PITCH);
      expect(await documentMenu(frame, lang, PITCH)).toEqual([kb(lang, 'documents.menu.download')]);

      await searchFor(frame, lang, HELP);
      await chooseAction(frame, lang, HELP, 'open');
      const pages = frame.getByRole('table', { name: kb(lang, 'urlPages.caption') });
      await expect(pages.locator('tbody tr')).toHaveCount(5);
      const switches = pages.getByRole('switch');
      await expect(switches).toHaveCount(5);
      for (const control of await switches.all()) await expect(control).toBeDisabled();
      await expect(pages.getByRole('button')).toHaveCount(0);
    });
  });
}

test.describe('knowledge base for a member (spec 2 §2.10, §6)', () => {
  test('§2.10: a document embedding one version but serving two offers Restore, listing both', async ({
    page,
  }) => {
    const frame = await openCatalog(page, 'en', FAQ, { role: 'member' });
    await expect(frame.getByRole('button', { name: kb('en', 'documents.addContent') })).toBeVisible();
    await searchFor(frame, 'en', PITCH);
    await chooseAction(frame, 'en', PITCH, 'restore');
    const dialog = frame.getByRole('dialog', { name: kb('en', 'documents.restoreDialog.title') });
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await expect(dialog.getByRole('radio', { name: PITCH })).toBeChecked();
  });
});
