import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { KNOWLEDGE_BASE_TEMPLATE_URL } from '../../../src/presentation/shared/help-links';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import { chooseRowAction, searchExactName } from './documents-view.helpers';

withDialogPolyfill();

/** '/knowledge-base/{id}/documents' of a seeded catalog over the memory fake host. */
async function openProductFaq(name = 'Product FAQ') {
  const view = renderModule({ path: '/knowledge-base', pages: PAGE_ROUTES, fakeHost: { role: 'admin' } });
  await screen.findByRole('table', { name: 'Knowledge catalogs' });
  const host = view.container.get<FakeHost>(FakeHostToken);
  const catalog = host.state.catalogs.find((candidate) => candidate.name === name);
  if (catalog === undefined) throw new Error(`no seeded ${name}`);
  await view.router.navigate(`/knowledge-base/${catalog.id}/documents`);
  const table = await screen.findByRole('table', { name: 'Catalog content' });
  return { ...view, host, table };
}

describe("CatalogDocumentsPage (spec 2 §2.5 'Catalog documents')", () => {
  it("spec 2 §2.5: 'Configure catalog', breadcrumb Home > Knowledge Base > catalog name, columns, 5 rows with a sync badge, promo card", async () => {
    const { table } = await openProductFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Configure catalog' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'href',
      '/knowledge-base',
    );
    await waitFor(() => expect(breadcrumb).toHaveTextContent('Product FAQ'));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Content', 'Last update', 'Synchronization', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByText(/^(Synchronizing|Active|Inactive)$/).length).toBe(5);
    expect(screen.getByText('Improve response accuracy during conversations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download template/ })).toHaveAttribute(
      'href',
      KNOWLEDGE_BASE_TEMPLATE_URL,
    );
  });

  it("issue 37 §7 (spec 2 §2.5): 'Configure catalog' has no subtitle — the spec gives none; the list and URL pages keep theirs", async () => {
    const { router } = await openProductFaq();
    const header = screen.getByRole('heading', { level: 1, name: 'Configure catalog' }).closest('header')!;
    expect(header.querySelector('.kb-page__subtitle')).toBeNull();
    expect(header.querySelector('p')).toBeNull();
    await router.navigate('/knowledge-base');
    await screen.findByText(
      'Manage the knowledge base to keep agents always up to date with relevant information.',
    );
  });

  it("issue 37 §9 (spec 2 §2.5, §8): the browser blocks the download's tab — no 'Content downloaded', the link is offered instead", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { ui } = await openProductFaq();
      const user = userEvent.setup();
      await searchExactName(user, 'Release notes.txt');
      await chooseRowAction(user, 'Release notes.txt', 'Download');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Your browser blocked the new tab for Release notes.txt, so nothing was downloaded.',
      );
      const link = within(alert).getByRole('link', { name: 'Open Release notes.txt' });
      expect(link.getAttribute('href')).toMatch(
        /\/fake-storage\/knowledge-base\/Release%20notes\.txt\?token=refreshed-1$/,
      );
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(ui.toasts).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    } finally {
      open.mockRestore();
    }
  });

  it("spec 2 §2.5: a catalog that cannot be read keeps 'Knowledge Base' a link back to the list, 'Configure catalog' last", async () => {
    const view = renderModule({ path: '/knowledge-base', pages: PAGE_ROUTES, fakeHost: { role: 'admin' } });
    await screen.findByRole('table', { name: 'Knowledge catalogs' });
    await view.router.navigate('/knowledge-base/no-such-catalog/documents');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(breadcrumb).getByText('Configure catalog')).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'href',
      '/knowledge-base',
    );
  });

  it("spec 2 §2.5/§2.7/§8: 'Add content' → 'Add URL', Save disabled while empty, then 'Content added' and the modal closes", async () => {
    const { ui } = await openProductFaq();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add content' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add URL' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://docs.example.com/help');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(ui.toasts.map((toast) => toast.title)).toContain('Content added'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add URL' })).not.toBeInTheDocument());
  });

  it("spec 2 §2.5 Open → §2.12: a URL document's 'Open' shows 'Manage URL' with both names in the breadcrumb and its pages", async () => {
    await openProductFaq('Return policy');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for https://shop.example.com' }));
    expect(screen.queryByRole('menuitem', { name: 'Download' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage URL' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Return policy' })).toBeInTheDocument();
    expect(breadcrumb).toHaveTextContent('https://shop.example.com');
    const table = await screen.findByRole('table', { name: 'URL pages' });
    expect(within(table).getAllByRole('switch').length).toBeGreaterThan(0);
  });
});
