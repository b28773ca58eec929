import type { TextKey } from '../../../src/presentation/i18n/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastUpdateParts } from '../../../src/domain/knowledge-base/last-update.rule';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import { LimeReason } from '../../../simulator/fake-host/backend/lime-reason';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { textsIn, type Language } from '../shared/bot-list/bot-page.harness';
import { renderModule, type RenderModuleOptions } from '../shared/render-module';
import { withDialogPolyfill } from '../ui/ui-test-kit';

withDialogPolyfill();

afterEach(() => {
  vi.restoreAllMocks();
});

const t = textsIn('en');
const kb = (key: TextKey<'knowledgeBase'>, options?: Record<string, unknown>, language: Language = 'en') =>
  textsIn(language)(`knowledgeBase:${key}`, options ?? {});

/** The whole module on '/knowledge-base' over the memory fake host, as an admin. */
function renderKnowledgeBase(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({
    path: '/knowledge-base',
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', ...fakeHost },
  });
  return { ...view, host: view.container.get<FakeHost>(FakeHostToken) };
}

function findTable(language: Language = 'en') {
  return screen.findByRole('table', { name: kb('list.caption', {}, language) });
}

/** '/knowledge-base' in the default scenario, once the first page of catalogs is in. */
async function openCatalogs(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderKnowledgeBase(fakeHost);
  const table = await findTable(fakeHost.lang ?? 'en');
  return { ...view, table, catalogs: view.host.state.catalogs };
}

/**
 * The catalog names of the rows shown, in order (the name is the first cell). The table is
 * looked up each time: a reload shows the spinner in its place, and a new table after it.
 */
function shownNames(): string[] {
  const table = screen.queryByRole('table', { name: kb('list.caption') });
  if (table === null) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
}

const menuButton = (name: string, language: Language = 'en') =>
  screen.getByRole('button', { name: kb('menu.label', { name }, language) });

/** Fails the first catalog list request the module sends (the page's first load). */
function failFirstCatalogList(host: FakeHost): void {
  const handle = host.handle.bind(host);
  let failures = 1;
  vi.spyOn(host, 'handle').mockImplementation((action, content) => {
    const isList = /\/knowledge-base\/[^/]+\/catalog\?/.test(JSON.stringify(content));
    if (isList && failures > 0) {
      failures -= 1;
      return Promise.reject(new FakeHostError(LimeReason.GENERAL_ERROR, 'catalogs lost'));
    }
    return handle(action, content);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe("KnowledgeBasePage (spec 2 §2.3 'Catalog list', §2.4 'Create catalog modal')", () => {
  it("spec 2 §2.3: title 'Manage knowledge base', breadcrumb Home > Knowledge Base, subtitle, 'Create catalog' and 'Search'", async () => {
    await openCatalogs();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage knowledge base' })).toBeInTheDocument();
    expect(kb('list.title')).toBe('Manage knowledge base');
    const breadcrumb = screen.getByRole('navigation', { name: t('ui:breadcrumb') });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Knowledge Base')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb).toHaveTextContent(/^Home\s*Knowledge Base$/);
    expect(
      screen.getByText(
        'Manage the knowledge base to keep agents always up to date with relevant information.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create catalog' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it("spec 2 §2.3/§9: columns 'Knowledge catalog', 'Content', 'Last update'; 5 rows, newest first; page size 5 of 5, 10, 15", async () => {
    const { table, catalogs } = await openCatalogs();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Knowledge catalog', 'Content', 'Last update', 'Actions']);
    expect(shownNames()).toEqual(catalogs.slice(0, 5).map((c) => c.name));
    const first = catalogs[0]!;
    expect(within(rowOf(table, first.name)).getAllByRole('cell')[1]).toHaveTextContent(
      String(first.content_count),
    );
    const pageSize = screen.getByRole('combobox', { name: t('ui:pageSize') });
    expect(pageSize).toHaveValue('5');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15']);
  });

  it("spec 2 §2.3: 'Last update' reads '{date} at {time}' with 'By {updated_by}' below", async () => {
    const { table, catalogs } = await openCatalogs();
    for (const catalog of catalogs.slice(0, 5)) {
      const cell = within(rowOf(table, catalog.name)).getAllByRole('cell')[2]!;
      const parts = lastUpdateParts(catalog.updated_at, 'en')!;
      const when = within(cell).getByText(`${parts.date} at ${parts.time}`);
      expect(when.textContent).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} at \d{2}:\d{2}$/);
      expect(within(cell).getByText(`By ${catalog.updated_by}`)).toBeInTheDocument();
    }
  });

  it('spec 2 §2.3/§9: a page-size change lists 15 rows from page 1', async () => {
    const { catalogs } = await openCatalogs();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('ui:pageSize') }), '15');
    await waitFor(() => expect(shownNames()).toHaveLength(catalogs.length));
    expect(shownNames()).toEqual(catalogs.map((c) => c.name));
  });

  it('spec 2 §2.3/§5: the search is an exact name sent to the server after 500 ms', async () => {
    const { catalogs } = await openCatalogs();
    const wanted = catalogs[7]!;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), wanted.name);
    await waitFor(() => expect(shownNames()).toEqual([wanted.name]));
  });

  it("spec 2 §2.3: the row menu opens by keyboard on 'Abrir', then 'Excluir'; Escape returns to the button; 'Abrir' opens /knowledge-base/{catalogId}/documents", async () => {
    const { catalogs, ui } = await openCatalogs();
    const first = catalogs[0]!;
    const button = menuButton(first.name);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: kb('menu.label', { name: first.name }) });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Abrir', 'Excluir']);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Abrir' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Abrir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(ui.navigations).toContain(`/knowledge-base/${first.id}/documents`));
  });

  it("spec 2 §2.3/§8 'Catalogs': 'Excluir' by keyboard asks 'Delete catalog', deletes, toasts 'Catalog deleted' and reloads", async () => {
    const { catalogs, ui, host } = await openCatalogs();
    const first = catalogs[0]!;
    menuButton(first.name).focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({
        type: 'success',
        title: 'Catalog deleted',
        message: 'The catalog has been deleted from the knowledge base.',
      }),
    );
    expect(ui.alerts.map((entry) => entry.alert)).toEqual([
      expect.objectContaining({
        title: 'Delete catalog',
        body: kb('deleteConfirm.body'),
        confirm: 'Delete',
        cancel: 'Cancel',
      }),
    ]);
    expect(host.state.catalogs.some((c) => c.id === first.id)).toBe(false);
    await waitFor(() => expect(shownNames()).toEqual(catalogs.slice(1, 6).map((c) => c.name)));
  });

  it('spec 2 §2.3: a cancelled delete alert keeps the catalog and shows no toast', async () => {
    const { catalogs, ui, host } = await openCatalogs();
    ui.answerAlerts(false);
    const first = catalogs[0]!;
    await userEvent.click(menuButton(first.name));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    await waitFor(() => expect(ui.alerts).toHaveLength(1));
    expect(ui.toasts).toEqual([]);
    expect(host.state.catalogs.some((c) => c.id === first.id)).toBe(true);
    expect(shownNames()[0]).toBe(first.name);
  });

  it("spec 2 §2.3: scenario 'empty' shows 'No catalogs yet' / 'To get started, create a catalog to add content' with 'Create catalog'", async () => {
    renderKnowledgeBase({ scenario: 'empty' });
    expect(await screen.findByText('No catalogs yet')).toBeInTheDocument();
    expect(screen.getByText('To get started, create a catalog to add content')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create catalog' })).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create catalog' }));
    expect(screen.getByRole('dialog', { name: 'Create catalog' })).toBeInTheDocument();
  });

  it("spec 2 §2.3/§8 'Lists': a failed load shows 'Load Error' / 'Try again or check your connection.' and 'Try Again' reloads", async () => {
    const view = renderKnowledgeBase();
    failFirstCatalogList(view.host);
    expect(await screen.findByText('Load Error')).toBeInTheDocument();
    expect(screen.getByText('Try again or check your connection.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create catalog' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await findTable();
    expect(shownNames()).toEqual(view.host.state.catalogs.slice(0, 5).map((c) => c.name));
    expect(screen.queryByText('Load Error')).toBeNull();
  });

  it("spec 2 §2.4/§5/§8: the create modal — subtitle, Save disabled while the trimmed name is empty, then 'Catalog created' and the new catalog's documents", async () => {
    const { ui, host } = await openCatalogs();
    await userEvent.click(screen.getByRole('button', { name: 'Create catalog' }));
    const dialog = screen.getByRole('dialog', { name: 'Create catalog' });
    expect(
      within(dialog).getByText(
        'Centralize documents, links and articles so the agent has access to the necessary knowledge.',
      ),
    ).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Catalog name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(save).toBeDisabled();
    await userEvent.tab();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The catalog name is required.');
    await userEvent.clear(input);
    await userEvent.type(input, '  View test catalog  ');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({
        type: 'success',
        title: 'Catalog created',
        message: 'The catalog has been created and is available',
      }),
    );
    const created = host.state.catalogs.find((c) => c.name === 'View test catalog');
    expect(created).toBeDefined();
    await waitFor(() => expect(ui.navigations).toContain(`/knowledge-base/${created!.id}/documents`));
  });

  it("spec 2 §2.4/§4 'Modals'/§8: a failed create toasts 'Failed to create catalog' and the modal stays as typed; Cancel closes it", async () => {
    const { ui, host } = await openCatalogs();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Create catalog' }));
    const dialog = screen.getByRole('dialog', { name: 'Create catalog' });
    await userEvent.type(within(dialog).getByLabelText('Catalog name'), 'Doomed');
    host.configureFaults({ failRate: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({
        type: 'danger',
        title: 'Failed to create catalog',
        message: 'Could not create catalog. Please try again.',
      }),
    );
    host.configureFaults({ failRate: 0 });
    expect(screen.getByRole('dialog', { name: 'Create catalog' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Catalog name')).toHaveValue('Doomed');
    expect(host.state.catalogs.some((c) => c.name === 'Doomed')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each(['pt', 'es'] as const)(
    "spec 2 §2.3 (%s): title, breadcrumb and columns are translated; the row menu stays 'Abrir' / 'Excluir'",
    async (lang) => {
      const { catalogs } = await openCatalogs({ lang });
      const tl = (key: TextKey<'knowledgeBase'>, options?: Record<string, unknown>) => kb(key, options, lang);
      expect(tl('list.title')).not.toBe(kb('list.title'));
      expect(screen.getByRole('heading', { level: 1, name: tl('list.title') })).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: textsIn(lang)('ui:breadcrumb') });
      expect(within(breadcrumb).getByRole('link', { name: tl('breadcrumb.home') })).toHaveAttribute(
        'href',
        '/',
      );
      expect(within(breadcrumb).getByText(tl('breadcrumb.knowledgeBase'))).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: tl('columns.name') })).toBeInTheDocument();
      const first = catalogs[0]!;
      const parts = lastUpdateParts(first.updated_at, lang)!;
      expect(screen.getByText(tl('list.lastUpdate', { ...parts }))).toBeInTheDocument();
      await userEvent.click(menuButton(first.name, lang));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Abrir', 'Excluir']);
      expect(document.body.textContent).not.toMatch(/\b(?:list|columns|menu|empty|error|create)\.[a-z]/);
    },
  );
});
