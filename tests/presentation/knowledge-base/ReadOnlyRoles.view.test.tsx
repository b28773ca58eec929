import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import { openCatalog, openProductFaq } from './documents-view.helpers';

withDialogPolyfill();

type Role = FakeHostOptions['role'];
const HELP = 'https://help.example.com';
const PITCH = 'Sales pitch.pptx';

/** The enabled buttons, switches and menu items on screen, by name. */
function enabledControls(scope: HTMLElement = document.body): string[] {
  return (['button', 'switch', 'menuitem', 'checkbox'] as const)
    .flatMap((role) => within(scope).queryAllByRole(role))
    .filter((control) => !(control as HTMLButtonElement).disabled)
    .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
}

async function menuItemsOf(label: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: label }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  return items;
}

describe('spec 2 §6: a guest reads the knowledge base; a member or admin writes it', () => {
  it.each<[Role, boolean]>([
    ['guest', false],
    ['member', true],
    ['admin', true],
  ])(
    'spec 2 §6: the catalog list as %s — Create catalog and Delete only for writers',
    async (role, writes) => {
      renderModule({ path: '/knowledge-base', pages: PAGE_ROUTES, fakeHost: { role } });
      await screen.findByRole('table', { name: 'Knowledge catalogs' });
      const create = screen.queryByRole('button', { name: 'Create catalog' });
      expect(create !== null).toBe(writes);
      expect(await menuItemsOf('Actions for Product FAQ')).toEqual(writes ? ['Abrir', 'Excluir'] : ['Abrir']);
    },
  );

  it.each<[Role, boolean]>([
    ['guest', false],
    ['member', true],
  ])(
    'spec 2 §6: the documents page as %s — Add content, rename and write actions only for writers',
    async (role, writes) => {
      await openProductFaq('Product FAQ', role);
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      await within(breadcrumb).findByText('Product FAQ');
      expect(within(breadcrumb).queryByRole('button', { name: 'Edit Catalog name' }) !== null).toBe(writes);
      expect(screen.queryByRole('button', { name: 'Add content' }) !== null).toBe(writes);
      const user = userEvent.setup();
      await user.click(screen.getByRole('searchbox', { name: 'Search' }));
      await user.paste(PITCH);
      await waitFor(() => expect(screen.queryByRole('button', { name: `Actions for ${HELP}` })).toBeNull());
      // Sales pitch.pptx: inactive, two versions served — every write action applies to it.
      await waitFor(async () =>
        expect(await menuItemsOf(`Actions for ${PITCH}`)).toEqual(
          writes ? ['Download', 'Update', 'Restore', 'Activate', 'Delete'] : ['Download'],
        ),
      );
    },
  );

  it('spec 2 §6: an empty catalog as guest offers no Import file or Add URL', async () => {
    await openCatalog('Shipping and delivery', 'guest');
    await screen.findByText('No content yet');
    expect(screen.queryByRole('button', { name: 'Import file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add URL' })).toBeNull();
  });

  it.each<[Role, boolean]>([
    ['guest', false],
    ['member', true],
  ])(
    'spec 2 §6: the URL pages as %s — switches enabled and Delete shown only for writers',
    async (role, writes) => {
      const { router, catalog, host } = await openProductFaq('Product FAQ', role);
      const help = host.state.documents.find((doc) => doc.catalogId === catalog.id && doc.name === HELP)!;
      await router.navigate(`/knowledge-base/${catalog.id}/documents/${help.id}/url-paths`);
      const table = await screen.findByRole('table', { name: 'URL pages' });
      await waitFor(() => expect(within(table).getAllByRole('switch')).toHaveLength(5));
      const switches = within(table).getAllByRole('switch');
      expect(switches.every((control) => (control as HTMLInputElement).disabled)).toBe(!writes);
      expect(within(table).queryAllByRole('button', { name: /^Delete / })).toHaveLength(writes ? 5 : 0);
      if (!writes) expect(enabledControls(table)).toEqual([]);
    },
  );
});
