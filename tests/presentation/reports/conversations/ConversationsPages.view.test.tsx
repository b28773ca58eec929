import { layOutReportTables } from '../report-table-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule, testSettings, type RenderModuleOptions } from '../../shared/render-module';

function openReport(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  return renderModule({ path, pages: PAGE_ROUTES, fakeHost: { role: 'admin', ...fakeHost } });
}

/** Picks a month by its value ('YYYY-MM') in the 'Period' select. */
async function selectMonth(value: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), value);
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

layOutReportTables();

// The memory profile's settings: new tables from 2023-06, new consolidated layout from 2024-11.
describe('Conversation report pages (spec 3 §2.7, §2.12, §4.5)', () => {
  it('spec 3 §2.7, §4.5: the current month — WABA filter on the first of three, no type filter, three cards with tooltips, tabs, pricing link', async () => {
    openReport('/session-consumption');
    expect(await screen.findByRole('heading', { level: 2, name: /^Plan \S.*: Conversation$/ })).toBeVisible();
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
    const waba = await screen.findByRole('combobox', { name: 'WABA' });
    expect(waba).toBeEnabled();
    expect(within(waba).getAllByRole('option')).toHaveLength(3);
    expect(waba).toHaveValue(within(waba).getAllByRole('option')[0]!.getAttribute('value'));
    expect(screen.queryByRole('combobox', { name: 'Conversation type' })).not.toBeInTheDocument();

    const all = await screen.findByRole('region', { name: 'All conversations' });
    expect(within(all).getByText('Marketing Lite')).toBeInTheDocument();
    // Spec 3 §1, issue 22 §4: the estimate and the 5-business-day closing note.
    expect(screen.getByText(/are an estimate that may differ from the invoice\.$/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Monthly closing figures become available within 5 business days after the month ends\./,
      ),
    ).toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Free-of-charge conversations' });
    expect(within(free).getByText('Free customer service')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billed conversations' })).toBeInTheDocument();
    const info = within(all).getByRole('button', { name: 'About All conversations' });
    await userEvent.hover(info);
    expect(screen.getByRole('tooltip', { name: /^Every conversation in the period/ })).toBeVisible();

    const tablists = screen.getAllByRole('tablist');
    expect(tablists.map((list) => list.getAttribute('aria-label'))).toEqual([
      'Conversations by phone number, by who started them',
      'Daily conversations, by who started them',
    ]);
    const phones = screen.getByRole('table', { name: 'Conversations by phone number' });
    expect(headers(phones)).toEqual([
      'Phone number',
      'Utility',
      'Authentication',
      'Marketing',
      'Marketing Lite',
      'Total',
    ]);
    await waitFor(() => expect(within(phones).getAllByRole('row').length).toBeGreaterThan(1));
    for (const row of within(phones).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^\+\d/);
    }
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(/^Business-initiated conversations start/);
    await userEvent.click(within(tablists[0]!).getByRole('tab', { name: 'User-initiated' }));
    expect(headers(screen.getByRole('table', { name: 'Conversations by phone number' }))).toEqual([
      'Phone number',
      'Service',
      'Free',
      'Total',
    ]);
    expect(screen.getAllByRole('note')[0]).toHaveTextContent(/^User-initiated conversations start/);

    expect(
      screen.getAllByRole('link', { name: 'Show details' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/session-consumption/monthly', '/session-consumption/daily']);
    expect(
      screen.getByRole('link', { name: /Learn about the changes to WhatsApp conversation pricing/ }),
    ).toHaveAttribute('href', `${testSettings.WHATSAPP_BP_PRICING_CHANGES_URL}?locale=en_US`);
  });

  it('spec 3 §4.5: before the consolidated date the old cards and the type filter; before the pricing date the old tables', async () => {
    openReport('/session-consumption');
    await screen.findByRole('region', { name: 'All conversations' });

    await selectMonth('2024-10');
    const type = await screen.findByRole('combobox', { name: 'Conversation type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Free-of-charge conversations', 'Billed conversations']);
    expect(await screen.findByText('Company-initiated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All conversations' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tablist')).toHaveLength(2);
    expect(screen.queryByText('Partial usage')).not.toBeInTheDocument();

    await selectMonth('2023-05');
    const daily = await screen.findByRole('table', { name: 'Daily conversations' });
    await waitFor(() => expect(screen.queryAllByRole('tablist')).toHaveLength(0));
    expect(headers(daily)).toEqual(['Date', 'User-initiated', 'Company-initiated', 'Total']);
    expect(screen.getByRole('combobox', { name: 'Conversation type' })).toBeInTheDocument();

    await selectMonth('2024-11');
    expect(await screen.findByRole('region', { name: 'All conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Conversation type' })).not.toBeInTheDocument();
  });

  it('spec 3 §2.7: exactly one WABA → the filter is disabled', async () => {
    openReport('/session-consumption', { scenario: 'wabas-one' });
    const waba = await screen.findByRole('combobox', { name: 'WABA' });
    expect(waba).toBeDisabled();
  });

  it("spec 3 §2.7, §5.1: no WABA → no filter, '--' on every figure, empty tables", async () => {
    openReport('/session-consumption', { scenario: 'wabas-none' });
    expect(
      await screen.findByText(/^This contract has no WhatsApp Business Account \(WABA\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'WABA' })).not.toBeInTheDocument();
    const billed = await screen.findByRole('region', { name: 'Billed conversations' });
    expect(within(billed).getAllByText('--').length).toBeGreaterThanOrEqual(6);
    const daily = screen.getByRole('table', { name: 'Daily conversations' });
    expect(await within(daily).findByText('No data to display for the chosen period.')).toBeInTheDocument();
  });

  it("issue 37 §13 (spec 3 §2.7, §8): the WABA list fails — '--' and empty tables, and no 'no WABA' statement", async () => {
    const view = openReport('/session-consumption');
    view.container.get<FakeHost>(FakeHostToken).configureFaults({ failUriContaining: '/wabas' });
    const billed = await screen.findByRole('region', { name: 'Billed conversations' });
    await waitFor(() => expect(within(billed).getAllByText('--').length).toBeGreaterThanOrEqual(6));
    const daily = screen.getByRole('table', { name: 'Daily conversations' });
    expect(await within(daily).findByText('No data to display for the chosen period.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'WABA' })).not.toBeInTheDocument();
    expect(screen.queryByText(/has no WhatsApp Business Account/)).not.toBeInTheDocument();
  });

  it('spec 3 §2.12: the legacy page — month, WABA and type selects, old cards and tables, details under /old-session-consumption', async () => {
    const { router } = openReport('/old-session-consumption');
    expect(await screen.findByRole('combobox', { name: 'Conversation type' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'WABA' })).toBeInTheDocument();
    expect(
      await screen.findByText('User-initiated', { selector: '.report-figure__label' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('tablist')).toHaveLength(0);
    expect(headers(screen.getByRole('table', { name: 'Conversations by phone number' }))).toEqual([
      'Phone number',
      'User-initiated',
      'Company-initiated',
      'Total',
    ]);
    const details = screen.getAllByRole('link', { name: 'Show details' });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/old-session-consumption/monthly',
      '/old-session-consumption/daily',
    ]);
    await userEvent.click(details[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/old-session-consumption/daily'));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Conversations by phone number' })).not.toBeInTheDocument(),
    );
    const daily = await screen.findByRole('table', { name: 'Daily conversations' });
    await waitFor(() => expect(within(daily).getAllByRole('row').length).toBeGreaterThan(6));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/old-session-consumption');
  });
});
