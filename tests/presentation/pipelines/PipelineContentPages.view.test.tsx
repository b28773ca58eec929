import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import { withDialogPolyfill } from '../ui/ui-test-kit';

withDialogPolyfill();

const RETURNS = 'Return policy';
const SHOP = 'https://shop.example.com';

/** The module over the memory fake host, its home shown, and a seeded catalog with its documents. */
async function renderWithCatalog(name: string, fakeHost: Partial<FakeHostOptions> = {}) {
  const view = renderModule({ pages: PAGE_ROUTES, fakeHost: { role: 'admin', ...fakeHost } });
  await screen.findByRole('heading', { level: 2, name: 'General settings' });
  const host = view.container.get<FakeHost>(FakeHostToken);
  const catalog = host.state.catalogs.find((candidate) => candidate.name === name);
  if (catalog === undefined) throw new Error(`no seeded ${name}`);
  const documents = host.state.documents.filter((document) => document.catalogId === catalog.id);
  return { ...view, catalog, documents };
}

/** A deep link to the pipeline's documents of a catalog. */
async function openPipelineDocuments(name: string) {
  const view = await renderWithCatalog(name);
  await view.router.navigate(`/pipeline/${view.catalog.id}/documents`);
  const table = await screen.findByRole('table', { name: 'Catalog content' });
  return { ...view, table };
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const crumbTexts = () =>
  within(breadcrumb())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the pipeline documents and URL-paths screens (spec 2 §2.1)', () => {
  it("spec 2 §2.1: /pipeline/{catalogId}/documents lists the catalog's documents, breadcrumb Home > Pipeline > catalog", async () => {
    const { table, documents, router, catalog } = await openPipelineDocuments(RETURNS);
    expect(router.state.location.pathname).toBe(`/pipeline/${catalog.id}/documents`);
    expect(screen.getByRole('heading', { level: 1, name: 'Configure catalog' })).toBeInTheDocument();
    await waitFor(() => expect(crumbTexts()).toEqual(['Home', 'Pipeline', RETURNS]));
    expect(within(breadcrumb()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb()).getByRole('link', { name: 'Pipeline' })).toHaveAttribute('href', '/pipeline');
    expect(within(breadcrumb()).queryByRole('link', { name: 'Knowledge Base' })).not.toBeInTheDocument();
    // The seeded 'Return policy' holds two documents: one page shows them all.
    expect(documents).toHaveLength(2);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(documents.length + 1));
    for (const document of documents) expect(within(table).getByText(document.name)).toBeInTheDocument();
  });

  it("spec 2 §2.1, §2.5 Open: a URL document's pages open under /pipeline, Home > Pipeline > catalog (link) > document", async () => {
    const { catalog, documents, router } = await openPipelineDocuments(RETURNS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for ${SHOP}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Open' }));
    const pages = await screen.findByRole('table', { name: 'URL pages' });
    const shop = documents.find((document) => document.name === SHOP);
    expect(router.state.location.pathname).toBe(`/pipeline/${catalog.id}/documents/${shop?.id}/url-paths`);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage URL' })).toBeInTheDocument();
    expect(crumbTexts()).toEqual(['Home', 'Pipeline', RETURNS, SHOP]);
    expect(within(breadcrumb()).getByRole('link', { name: 'Pipeline' })).toHaveAttribute('href', '/pipeline');
    expect(within(breadcrumb()).getByRole('link', { name: RETURNS })).toHaveAttribute(
      'href',
      `/pipeline/${catalog.id}/documents`,
    );
    await waitFor(() => expect(within(pages).getAllByRole('switch').length).toBeGreaterThan(0));
  });

  it('spec 2 §2.1: the catalog link of the pipeline URL pages goes back to the pipeline documents', async () => {
    const { catalog, documents, router } = await renderWithCatalog(RETURNS);
    const shop = documents.find((document) => document.name === SHOP);
    await router.navigate(`/pipeline/${catalog.id}/documents/${shop?.id}/url-paths`);
    await screen.findByRole('table', { name: 'URL pages' });
    // Deep-linked, no navigation state: the names are fetched by id (spec 2 §2.12).
    await waitFor(() => expect(crumbTexts()).toEqual(['Home', 'Pipeline', RETURNS, SHOP]));
    await userEvent.click(within(breadcrumb()).getByRole('link', { name: RETURNS }));
    await screen.findByRole('table', { name: 'Catalog content' });
    expect(router.state.location.pathname).toBe(`/pipeline/${catalog.id}/documents`);
  });

  it('spec 2 §6: the pipeline gate holds: a member (no members permission) is reported and sent home', async () => {
    const { catalog, router, ui } = await renderWithCatalog(RETURNS, { role: 'member' });
    await router.navigate(`/pipeline/${catalog.id}/documents`);
    await waitFor(() => expect(ui.unauthorizedPaths).toEqual([`/pipeline/${catalog.id}/documents`]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('table', { name: 'Catalog content' })).toBeNull();
  });

  it('the knowledge-base documents keep their own breadcrumb (Knowledge Base, not Pipeline)', async () => {
    const { catalog, router } = await renderWithCatalog(RETURNS);
    await router.navigate(`/knowledge-base/${catalog.id}/documents`);
    await screen.findByRole('table', { name: 'Catalog content' });
    await waitFor(() => expect(crumbTexts()).toEqual(['Home', 'Knowledge Base', RETURNS]));
  });
});
