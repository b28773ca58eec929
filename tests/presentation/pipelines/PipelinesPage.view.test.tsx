import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { textsIn } from '../shared/bot-list/bot-page.harness';
import { renderModule, type RenderModuleOptions } from '../shared/render-module';

const t = textsIn('en');
const CAPTION = t('pipelines:caption');

/** The whole module on '/pipeline' over the memory fake host, as an admin. */
function renderPipelines(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({
    path: '/pipeline',
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', ...fakeHost },
  });
  return { ...view, host: view.container.get<FakeHost>(FakeHostToken) };
}

async function openPipelines() {
  const view = renderPipelines();
  const table = await screen.findByRole('table', { name: CAPTION });
  // Rows fill in as each builder configuration arrives (architecture.md §8).
  await waitFor(() => expect(table.querySelector('.ui-skeleton')).toBeNull());
  return { ...view, table, records: view.host.state.pipelines };
}

describe("PipelinesPage (spec 2 §2.13 'Pipeline list')", () => {
  it('spec 2 §2.13, §6, §9: title, columns, 5 rows per page, locked rows dimmed with "-" and no menu', async () => {
    const { table, records } = await openPipelines();
    expect(screen.getByRole('heading', { level: 1, name: t('pipelines:title') })).toBeInTheDocument();
    expect(screen.getByText(t('pipelines:subtitle'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('pipelines:create') })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(
      ['Pipeline', 'ID', 'Tasks', 'Status'].map((h) => expect.stringContaining(h)),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const locked = records.find((record) => !record.hasPermission)!;
    const lockedRow = within(table).getByText(locked.name).closest('tr')!;
    expect(lockedRow.querySelector('.pipelines-cell--dimmed')).not.toBeNull();
    expect(within(lockedRow).getByText('-')).toBeInTheDocument();
    expect(within(lockedRow).getByText('Despublicada')).toBeInTheDocument();
    expect(within(lockedRow).queryByRole('button')).toBeNull();
    const failing = records.find((record) => record.configurationFails)!;
    const failingRow = within(table).queryByText(failing.name)?.closest('tr');
    if (failingRow) expect(within(failingRow).getByText('Despublicada')).toBeInTheDocument();
  });

  it('spec 2 §2.13: the row menu opens the pipeline in the portal (top window, https)', async () => {
    const { table, records, ui, host } = await openPipelines();
    const first = records.find((record) => record.hasPermission)!;
    await userEvent.click(
      within(table).getByRole('button', { name: t('pipelines:menu.label', { name: first.name }) }),
    );
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Team', 'Logs', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    const base = `https://${host.state.tenant.id}.blip.ai`;
    await waitFor(() =>
      expect(ui.redirects).toContainEqual({
        kind: 'topWindow',
        url: `${base}/application/detail/${first.shortName}/templates/pipeline`,
      }),
    );
  });

  it('spec 2 §5: search narrows to matching names after the debounce; no match shows the no-results text', async () => {
    const { records } = await openPipelines();
    const target = records.find((record) => record.name === 'Order tracking')!;
    await userEvent.type(screen.getByRole('searchbox', { name: t('pipelines:search') }), 'ORDER TRA');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText(target.name)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: t('pipelines:search') }), 'zzz');
    expect(await screen.findByText(t('pipelines:empty.noResults'))).toBeInTheDocument();
  });

  it("spec 2 §2.13: a contract without pipelines shows 'No pipelines yet'", async () => {
    renderPipelines({ scenario: 'empty' });
    expect(await screen.findByText(t('pipelines:empty.title'))).toBeInTheDocument();
    expect(screen.getByText(t('pipelines:empty.description'))).toBeInTheDocument();
  });
});
