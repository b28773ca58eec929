import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocumentsTable } from '../../../src/presentation/knowledge-base/DocumentsTable.view';
import { makeDocument } from '../../application/knowledge-base/documents-fakes';
import { axeViolations, renderWithKit } from '../ui/ui-test-kit';
import { setupDocumentsPage } from './documents-page-setup';

/** The table over literal fakes, with the polling run already given up on 'Manual.pdf'. */
async function stalledTable(language = 'en') {
  const page = setupDocumentsPage();
  page.gateway.documents = [
    makeDocument({ id: 'stuck', status: 'processing' }),
    makeDocument({ id: 'syncing', name: 'Fresh.pdf', status: 'processing' }),
  ];
  await page.presenter.open('cat-1');
  page.presenter.poller.stop();
  page.presenter.retries.gaveUp(['stuck']);
  const view = renderWithKit(<DocumentsTable page={page.presenter} />, language);
  return { ...page, view };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe("DocumentsTable: 'Still synchronizing' with Retry (issue 14)", () => {
  it("the stalled row reads 'Still synchronizing' with a Retry button; a row still polled reads 'Synchronizing'", async () => {
    const { view } = await stalledTable();
    expect(within(rowOf('Manual.pdf')).getByText('Still synchronizing')).toBeInTheDocument();
    expect(
      within(rowOf('Manual.pdf')).getByRole('button', { name: 'Retry synchronizing Manual.pdf' }),
    ).toBeEnabled();
    expect(within(rowOf('Fresh.pdf')).getByText('Synchronizing')).toBeInTheDocument();
    expect(within(rowOf('Fresh.pdf')).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('pt and es texts', async () => {
    const { view } = await stalledTable('pt');
    expect(within(rowOf('Manual.pdf')).getByText('Ainda sincronizando')).toBeInTheDocument();
    expect(
      within(rowOf('Manual.pdf')).getByRole('button', { name: 'Tentar sincronizar Manual.pdf novamente' }),
    );
    view.unmount();
    await stalledTable('es');
    expect(within(rowOf('Manual.pdf')).getByText('Aún sincronizando')).toBeInTheDocument();
    expect(
      within(rowOf('Manual.pdf')).getByRole('button', { name: 'Reintentar la sincronización de Manual.pdf' }),
    );
  });

  it('Retry by keyboard sends the content again once; the row goes back to synchronizing', async () => {
    const { gateway } = await stalledTable();
    const retry = within(rowOf('Manual.pdf')).getByRole('button', { name: 'Retry synchronizing Manual.pdf' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(rowOf('Manual.pdf')).getByText('Synchronizing')).toBeInTheDocument());
    expect(gateway.names().filter((name) => name === 'createVersion')).toHaveLength(1);
    expect(within(rowOf('Manual.pdf')).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('the button is disabled while the retry runs; clicks meanwhile send nothing more', async () => {
    const { gateway } = await stalledTable();
    let release: () => void = () => undefined;
    let sent = 0;
    gateway.createVersion = () => {
      sent += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const retry = within(rowOf('Manual.pdf')).getByRole('button', { name: 'Retry synchronizing Manual.pdf' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toBeDisabled());
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(sent).toBe(1);
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull());
    expect(sent).toBe(1);
  });
});
