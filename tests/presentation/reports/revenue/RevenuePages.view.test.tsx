import { layOutReportTables } from '../report-table-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function open(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({
    path,
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', flags: 'all', ...fakeHost },
  });
  return { ...view, host: view.container.get<FakeHost>(FakeHostToken) };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

async function loaded(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).queryByText('Loading…')).not.toBeInTheDocument());
  return table;
}

/** Picks the selector's option at `index` (1: last month, -1: the oldest) and answers its label. */
async function pickMonth(index: number): Promise<string> {
  const period = await screen.findByRole('combobox', { name: 'Period' });
  const options = within(period).getAllByRole('option');
  const option = index < 0 ? options.at(index)! : options[index]!;
  await userEvent.selectOptions(period, option.getAttribute('value')!);
  return option.textContent!;
}

function figure(label: string): string | null {
  return screen.getByText(label, { selector: '.report-figure__label' }).nextSibling?.textContent ?? null;
}

layOutReportTables();

describe('Contract revenue pages (spec 3 §2.9)', () => {
  it("spec 3 §2.9/§9: header back to '/', 'Consumption in {month}' with its badge, metric cards, top 3 chatbots, reference value texts", async () => {
    const { host } = open('/revenue');
    const tenant = host.state.tenant.name;
    expect(
      await screen.findByRole('heading', { level: 1, name: `${tenant} contract usage data` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Partial consumption')).toBeInTheDocument();

    const month = await pickMonth(1);
    expect(screen.getByRole('heading', { level: 2, name: `Consumption in ${month}` })).toBeInTheDocument();
    expect(screen.queryByText('Partial consumption')).not.toBeInTheDocument();
    expect(screen.getByText(/^From \d+\/\d+\/\d{4} to \d+\/\d+\/\d{4}$/)).toBeInTheDocument();
    const chatbots = await loaded('Chatbots');
    await waitFor(() => expect(bodyRows(chatbots)).toHaveLength(3));
    expect(headers(chatbots)).toEqual(['ID - Chatbot', 'MAUs', 'MSGs']);
    expect(figure('Total MAUs')).toMatch(/^[\d,]+$/);
    expect(figure('Total MSGs')).toMatch(/^[\d,]+$/);
    expect(screen.queryByText('No data to display for the chosen period.')).not.toBeInTheDocument();

    const reference = await loaded('Reference values');
    expect(headers(reference)).toEqual(['Metric', 'Range', 'Calculation']);
    expect(bodyRows(reference).map(cells)).toEqual([
      ['MAU', '0 to 1,000', 'R$1,500.00'],
      ['MAU', '1,001 to 5,000', 'R$0.35 per additional MAU'],
      ['MAU', 'Starts from 5,001', 'R$0.25 per additional MAU + R$500.00'],
      ['MSG', '0 to 100,000', 'R$0.01 per additional MSG'],
      ['MSG', 'Starts from 100,001', 'R$0.005 per additional MSG + R$250.00'],
    ]);
    expect(plain(screen.getByText('Plan base value').nextSibling?.textContent)).toBe('R$1,500.00');
    // Spec 3 §1, issue 22 §4: how the amount is worked out.
    expect(
      within(reference.closest('section')!).getByText(
        /only the lower amount is charged: the most advantageous.*Amount = the month's volume times the negotiated unit price\.$/,
      ),
    ).toBeInTheDocument();
  });

  it("spec 3 §8: a month answered with reason code 67 shows '--' and the no-data notice, not an error", async () => {
    open('/revenue');
    await pickMonth(-1);
    const notice = await screen.findByText('No data to display for the chosen period.', {
      selector: '.revenue-card__notice',
    });
    expect(notice).toHaveAttribute('role', 'status');
    expect(figure('Total MAUs')).toBe('--');
    expect(figure('Total MSGs')).toBe('--');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const chatbots = await loaded('Chatbots');
    expect(chatbots).toHaveTextContent('No data to display for the chosen period.');
  });

  it("spec 3 §2.9: 'Show details' opens every chatbot of the chosen month, back to /revenue", async () => {
    const { router } = open('/revenue');
    await pickMonth(1);
    const month = (screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value;
    await userEvent.click(await screen.findByRole('link', { name: 'Show details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/revenue/chatbots'));
    // Issue 14: the link and the back link carry the month.
    expect(router.state.location.search).toBe(`?month=${month}`);
    const table = await loaded('Chatbots');
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(3));
    expect(headers(table)).toEqual(['ID - Chatbot', 'MAUs', 'MSGs']);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/revenue?month=${month}`),
    );
    // The detail opens on the month chosen on the contract page.
    expect(screen.queryByText('Partial consumption')).not.toBeInTheDocument();
  });

  it('spec 3 §2.9/§9: /revenue/chatbots with 10,000 chatbots keeps ≤ 100 rows in the DOM; opened directly it goes back to /', async () => {
    open('/revenue/chatbots', { scale: { rows: 10000 } });
    await pickMonth(1);
    const table = await loaded('Chatbots');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '10001'));
    const domRows = within(table).getAllByRole('row').length;
    expect(domRows).toBeGreaterThan(5);
    expect(domRows).toBeLessThanOrEqual(100);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('spec 3 §3.9: an MEU contract counts MEUs: card, column and calculation texts', async () => {
    open('/revenue', { scenario: 'meu-contract' });
    await pickMonth(1);
    const chatbots = await loaded('Chatbots');
    await waitFor(() => expect(headers(chatbots)).toEqual(['ID - Chatbot', 'MEUs', 'MSGs']));
    expect(figure('Total MEUs')).toMatch(/^[\d,]+$/);
    const reference = await loaded('Reference values');
    expect(cells(bodyRows(reference)[1]!)).toEqual(['MEU', '1,001 to 5,000', 'R$0.35 per additional MEU']);
  });
});
