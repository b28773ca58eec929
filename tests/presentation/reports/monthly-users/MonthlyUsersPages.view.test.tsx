import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

function open(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({
    path,
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', flags: 'all', ...fakeHost },
  });
  return { ...view, host: view.container.get<FakeHost>(FakeHostToken) };
}

/** A table once its rows (or its empty text) arrived. */
async function loadedTable(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).queryByText('Loading…')).not.toBeInTheDocument());
  return table;
}

/**
 * Picks last month: a whole month of data whatever today is (on the 1st the current month has
 * none yet, spec 3 §9 'data from the 2nd day').
 */
async function lastMonth(): Promise<string> {
  const period = await screen.findByRole('combobox', { name: 'Period' });
  const month = within(period).getAllByRole('option')[1]!.getAttribute('value')!;
  await userEvent.selectOptions(period, month);
  expect(screen.queryByText('Partial usage')).not.toBeInTheDocument();
  return month;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('MIU and MEU report pages (spec 3 §2.8)', () => {
  it("spec 3 §2.2/§2.8, issue 37 §15: MIU + messages — header 'MIU + Messages' back to /data-consumption, card with users and messages, 5-row tables with 'Show details'", async () => {
    const { host } = open('/mau-consumption');
    const tenant = host.state.tenant.name;
    expect(
      await screen.findByRole('heading', { level: 1, name: `Usage report: MIU + Messages — ${tenant}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/data-consumption');
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
    const month = await lastMonth();
    const card = await screen.findByRole('group', { name: 'Consolidated usage' });
    expect(within(card).getByText('Monthly interacting users')).toBeInTheDocument();
    expect(within(card).getByText('Exchanged messages')).toBeInTheDocument();
    expect(within(card).queryByText('--')).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'MIU + Messages' })).toBeInTheDocument();
    const bots = await loadedTable('MIU + Messages per chatbot');
    expect(headers(bots)).toEqual(['ID - Chatbot', 'Total MIU', 'Total messages']);
    expect(bodyRows(bots)).toHaveLength(5);
    const days = await loadedTable('MIU + Messages per day');
    expect(headers(days)).toEqual(['Date', 'ID - Chatbot', 'Total MIU', 'Total messages']);
    expect(bodyRows(days)).toHaveLength(5);
    // Issue 14: 'Show details' and the back link carry the chosen month.
    expect(
      screen.getAllByRole('link', { name: 'Show details' }).map((link) => link.getAttribute('href')),
    ).toEqual([`/mau-consumption/chatbots?month=${month}`, `/mau-consumption/daily?month=${month}`]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/data-consumption?month=${month}`,
    );
  });

  it("spec 3 §2.8/§9, issue 37 §15: the MEU chatbot detail of an MEU + messages contract — 'MEU + Messages', 30 rows a page, back to /meu-consumption, no card", async () => {
    open('/meu-consumption/chatbots', { scenario: 'meu-contract' });
    const month = await lastMonth();
    const table = await loadedTable('MEU + Messages per chatbot');
    expect(headers(table)).toEqual(['ID - Chatbot', 'Total MEU', 'Total messages']);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(30));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/meu-consumption?month=${month}`,
    );
    expect(screen.queryByText('Consolidated usage')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show details' })).not.toBeInTheDocument();
    // The engaged users of the contract are counted: the top bot has some.
    const topUsers = within(bodyRows(table)[0]!).getAllByRole('cell')[1]!.textContent;
    expect(Number(topUsers?.replace(/,/g, ''))).toBeGreaterThan(0);
    const firstBot = within(bodyRows(table)[0]!).getAllByRole('cell')[0]!.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[0]!.textContent).not.toBe(firstBot);
  });

  it('issue 22 §1: the report of a messages-only contract is named after the messages and shows them only', async () => {
    open('/mau-consumption', { scenario: 'messages-only' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchanged messages' })).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Consolidated usage' });
    expect(within(card).getByText('Exchanged messages')).toBeInTheDocument();
    expect(within(card).queryByText('Monthly interacting users')).not.toBeInTheDocument();
  });

  it('spec 3 §2.8/§2.2: the MIU daily detail reloads on a month change and pages its rows by 30', async () => {
    const { router } = open('/mau-consumption/daily');
    await loadedTable('MIU + Messages per day');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/mau-consumption');
    await lastMonth();
    const table = await loadedTable('MIU + Messages per day');
    await waitFor(() => expect(within(table).queryByText('Loading…')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows(table)).toHaveLength(30));
    expect(router.state.location.pathname).toBe('/mau-consumption/daily');
  });

  it("issue 37 §15 (spec 3 §2.14): beside an MIU + messages report, the MEU report is titled 'MEU', as its card", async () => {
    const { host } = open('/meu-consumption', { scenario: 'miu-and-meu' });
    const tenant = host.state.tenant.name;
    expect(
      await screen.findByRole('heading', { level: 1, name: `Usage report: MEU — ${tenant}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'MEU' })).toBeInTheDocument();
    expect(await loadedTable('MEU per chatbot')).toBeInTheDocument();
    expect(await loadedTable('MEU per day')).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Consolidated usage' });
    expect(within(card).queryByText('Exchanged messages')).not.toBeInTheDocument();
  });
});
