import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import { withDialogPolyfill } from '../ui/ui-test-kit';

withDialogPolyfill();

const FAQ = 'Product FAQ';
const HELP = 'https://help.example.com';
const FIRST_PAGE = [
  'https://help.example.com/',
  'https://help.example.com/getting-started',
  'https://help.example.com/billing',
  'https://help.example.com/billing/invoices',
  'https://help.example.com/account/security',
];

/** The module over the memory fake host, on the knowledge base, with the seeded FAQ's ids. */
async function renderKnowledgeBase() {
  const view = renderModule({ path: '/knowledge-base', pages: PAGE_ROUTES, fakeHost: { role: 'admin' } });
  await screen.findByRole('table', { name: 'Knowledge catalogs' });
  const host = view.container.get<FakeHost>(FakeHostToken);
  const catalog = host.state.catalogs.find((candidate) => candidate.name === FAQ);
  if (catalog === undefined) throw new Error(`no seeded ${FAQ}`);
  const document = host.state.documents.find(
    (candidate) => candidate.catalogId === catalog.id && candidate.name === HELP,
  );
  if (document === undefined) throw new Error(`no seeded ${HELP}`);
  return { ...view, host, catalog, document };
}

/** Spec 2 §2.5 'Open' → §2.12: the row menu of the URL document, names carried along. */
async function openFromRowMenu() {
  const view = await renderKnowledgeBase();
  await view.router.navigate(`/knowledge-base/${view.catalog.id}/documents`);
  await screen.findByRole('table', { name: 'Catalog content' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${HELP}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Open' }));
  const table = await screen.findByRole('table', { name: 'URL pages' });
  return { ...view, user, table };
}

/** Straight to the url-paths route: no navigation state, so the names are fetched by id. */
async function openDirectly() {
  const view = await renderKnowledgeBase();
  await view.router.navigate(`/knowledge-base/${view.catalog.id}/documents/${view.document.id}/url-paths`);
  const table = await screen.findByRole('table', { name: 'URL pages' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
  return { ...view, user: userEvent.setup(), table };
}

const pagesTable = () => screen.getByRole('table', { name: 'URL pages' });

function shownPages(): string[] {
  return within(pagesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function backendPages(host: FakeHost, documentId: string) {
  const found = host.state.documents.find((candidate) => candidate.id === documentId);
  if (found === undefined) throw new Error('the URL document is gone');
  return found.versions;
}

function backendPage(host: FakeHost, documentId: string, name: string) {
  const found = backendPages(host, documentId).find((page) => page.name === name);
  if (found === undefined) throw new Error(`no page ${name}`);
  return found;
}

function expectAllControlsEnabled() {
  const table = pagesTable();
  for (const control of [...within(table).getAllByRole('switch'), ...within(table).getAllByRole('button')])
    expect(control).toBeEnabled();
}

describe("UrlPagesPage (spec 2 §2.12 'URL pages')", () => {
  it("spec 2 §2.5 Open → §2.12: 'Manage URL', breadcrumb Home > Knowledge Base > catalog (link) > document, columns and 5 pages", async () => {
    const { catalog, table } = await openFromRowMenu();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage URL' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage URL pages to control the references used by agents.'),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Knowledge Base', FAQ, HELP]);
    expect(within(breadcrumb).getByRole('link', { name: FAQ })).toHaveAttribute(
      'href',
      `/knowledge-base/${catalog.id}/documents`,
    );
    expect(within(breadcrumb).queryByRole('link', { name: HELP })).not.toBeInTheDocument();
    expect(within(breadcrumb).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pages', 'Synchronization', 'Actions']);
    await waitFor(() => expect(shownPages()).toEqual(FIRST_PAGE));
    expect(within(table).getAllByRole('switch')).toHaveLength(5);
    expect(within(table).getByRole('switch', { name: 'Active: https://help.example.com/' })).toBeChecked();
    expect(
      within(table).getByRole('switch', { name: 'Active: https://help.example.com/billing' }),
    ).not.toBeChecked();
    expect(
      within(table).getByRole('button', { name: 'Delete https://help.example.com/getting-started' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search pages...' })).toBeInTheDocument();
  });

  it('spec 2 §2.12: opened without navigation state, the catalog and document names are fetched by id', async () => {
    const { catalog } = await openDirectly();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage URL' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(
        within(breadcrumb)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Home', 'Knowledge Base', FAQ, HELP]),
    );
    expect(within(breadcrumb).getByRole('link', { name: FAQ })).toHaveAttribute(
      'href',
      `/knowledge-base/${catalog.id}/documents`,
    );
    expect(shownPages()).toEqual(FIRST_PAGE);
  });

  it("spec 2 §4/§8: a page's switch → 'Page updated', the page flips on the server, and every switch and delete is usable again", async () => {
    const { ui, host, document, user } = await openDirectly();
    const name = 'https://help.example.com/getting-started';
    expect(backendPage(host, document.id, name).status).toBe('active');
    // A slow answer, so the busy state is seen while the call runs.
    host.configureFaults({ latencyMs: 300 });
    const toggle = within(pagesTable()).getByRole('switch', { name: `Active: ${name}` });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(pagesTable()).getAllByRole('switch')[0]).toBeDisabled());
    expect(within(pagesTable()).getByRole('button', { name: `Delete ${name}` })).toBeDisabled();

    await waitFor(() => expect(ui.toasts.map((toast) => toast.title)).toContain('Page updated'));
    expect(ui.toasts.find((toast) => toast.title === 'Page updated')).toMatchObject({
      type: 'success',
      message: 'Page status updated successfully.',
    });
    expect(backendPage(host, document.id, name).status).toBe('inactive');
    await waitFor(() => {
      expect(within(pagesTable()).getByRole('switch', { name: `Active: ${name}` })).not.toBeChecked();
      // Regression: the cells were not observers and stayed disabled after the call.
      expectAllControlsEnabled();
    });

    await user.click(within(pagesTable()).getByRole('switch', { name: `Active: ${name}` }));
    await waitFor(() => expect(backendPage(host, document.id, name).status).toBe('active'));
    await waitFor(() => expectAllControlsEnabled());
    expect(ui.toasts.filter((toast) => toast.title === 'Page updated')).toHaveLength(2);
  });

  it("spec 2 §2.12/§8: delete asks 'Delete page' first; confirmed → 'Page deleted', gone from the server and the table", async () => {
    const { ui, host, document, user } = await openDirectly();
    const name = 'https://help.example.com/getting-started';
    expect(backendPages(host, document.id)).toHaveLength(7);
    await user.click(within(pagesTable()).getByRole('button', { name: `Delete ${name}` }));
    await waitFor(() => expect(ui.toasts.map((toast) => toast.title)).toContain('Page deleted'));
    expect(ui.alerts).toHaveLength(1);
    expect(ui.alerts[0]?.alert).toMatchObject({
      variant: 'delete',
      title: 'Delete page',
      body: 'By deleting this page, AI Agents may lose important references for some responses. Do you want to delete anyway?',
      confirm: 'Delete',
      cancel: 'Cancel',
    });
    expect(ui.toasts.find((toast) => toast.title === 'Page deleted')).toMatchObject({
      type: 'success',
      message: 'The page has been removed from the URL and is no longer available in the catalog.',
    });
    const remaining = backendPages(host, document.id).map((page) => page.name);
    expect(remaining).toHaveLength(6);
    expect(remaining).not.toContain(name);
    await waitFor(() => expect(shownPages()).not.toContain(name));
    // The next page's first row moves up: still 5 rows of the remaining 6.
    expect(shownPages()).toEqual([
      'https://help.example.com/',
      'https://help.example.com/billing',
      'https://help.example.com/billing/invoices',
      'https://help.example.com/account/security',
      'https://help.example.com/contact',
    ]);
    expectAllControlsEnabled();
  });

  it('spec 2 §2.12: a delete that is not confirmed deletes nothing', async () => {
    const { ui, host, document, user } = await openDirectly();
    const name = 'https://help.example.com/billing';
    ui.answerAlerts(false);
    await user.click(within(pagesTable()).getByRole('button', { name: `Delete ${name}` }));
    await waitFor(() => expect(ui.alerts).toHaveLength(1));
    expect(ui.alerts[0]?.answer).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backendPages(host, document.id)).toHaveLength(7);
    expect(ui.toasts).toHaveLength(0);
    expect(shownPages()).toContain(name);
    expectAllControlsEnabled();
  });

  it("spec 2 §2.12/§9: 'Search pages...' filters the pages (part of the name in any case, after the 500 ms debounce); clearing lists them all again", async () => {
    const { user } = await openDirectly();
    const search = screen.getByRole('searchbox', { name: 'Search pages...' });
    await user.click(search);
    await user.paste('BILLING/INV');
    await waitFor(() => expect(shownPages()).toEqual(['https://help.example.com/billing/invoices']));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(shownPages()).toEqual(FIRST_PAGE));
  });
});
