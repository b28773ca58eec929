import { layOutReportTables } from '../report-table-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

/** The six pages as the route registry lists them (only ours: the others are not needed here). */
const load = (name: 'DauReportPage' | 'DauByBotPage' | 'DauDailyPage' | 'DeuReportPage') => () =>
  import('../../../../src/presentation/reports/single-conversations/SingleConversationsPages.view').then(
    (module) => ({ default: module[name] }),
  );
const PAGES: readonly PageRoute[] = [
  { routeId: 'dauConsumption', path: '/dau-consumption', feature: 'reports', load: load('DauReportPage') },
  {
    routeId: 'dauConsumptionMonthly',
    path: '/dau-consumption/monthly',
    feature: 'reports',
    load: load('DauByBotPage'),
  },
  {
    routeId: 'dauConsumptionDaily',
    path: '/dau-consumption/daily',
    feature: 'reports',
    load: load('DauDailyPage'),
  },
  { routeId: 'deuConsumption', path: '/deu-consumption', feature: 'reports', load: load('DeuReportPage') },
];

function openReport(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  return renderModule({ path, pages: PAGES, fakeHost: { role: 'admin', ...fakeHost } });
}

layOutReportTables();

describe('Single Conversations pages (spec 3 §2.4, §2.5)', () => {
  it("spec 3 §2.5/§4.4: DEU overspent — card with exceeded count, both warning texts with the fee, plan information; 5-row tables with 'Show details'", async () => {
    openReport('/deu-consumption', { scenario: 'exceeded' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Usage report: Single Engaged Conversations — \S/,
      }),
    ).toBeInTheDocument();
    await screen.findByText("The plan's Single Conversations limit is over.");
    expect(
      screen.getByText(
        /^But you can keep using your plan! R\$\s?0\.18 will be charged for each overflow Single Conversations\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Over the plan')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Share of the plan used' })).toHaveAttribute(
      'value',
      '100',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Plan information' })).toBeInTheDocument();
    expect(screen.getByText('Cost per overflow unit')).toBeInTheDocument();

    const bots = await screen.findByRole('table', { name: 'Single Engaged Conversations per chatbot' });
    await waitFor(() => expect(within(bots).getAllByRole('row')).toHaveLength(6));
    expect(
      within(bots)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID - Chatbot', 'Single Engaged Conversations']);
    const days = screen.getByRole('table', { name: 'Single Engaged Conversations per day' });
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Daily engaged users']);
    const details = screen.getAllByRole('link', { name: 'Show details' });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/deu-consumption/monthly',
      '/deu-consumption/daily',
    ]);
  });

  it("spec 3 §1, issue 22 §5: a 'Show details' click is a usage event with the month shown and its target", async () => {
    const { ui } = openReport('/deu-consumption');
    const [byBot] = await screen.findAllByRole('link', { name: 'Show details' });
    await userEvent.click(byBot!);
    await waitFor(() =>
      expect(ui.tracks).toContainEqual(
        expect.objectContaining({
          action: 'report-show-details-clicked',
          origin: 'usage-reports',
          target: '/deu-consumption/monthly',
        }),
      ),
    );
  });

  it("spec 3 §4.2/§8: DEU summary failing — '--' and '0%', no warning, no plan information", async () => {
    openReport('/deu-consumption', { scenario: 'failing-metric' });
    await screen.findByText('Plan quantity');
    const card = screen.getByRole('group', { name: 'Consolidated usage' });
    expect(within(card).getAllByText('--')).toHaveLength(2);
    expect(within(card).getByText('0%')).toBeInTheDocument();
    expect(screen.queryByText("The plan's Single Conversations limit is over.")).not.toBeInTheDocument();
    expect(screen.queryByText('Plan information')).not.toBeInTheDocument();
  });

  it("spec 3 §2.4/§4.4: DAU exceeded without the plan-information toggle — the 'being booked' text; partial badge on the current month", async () => {
    openReport('/dau-consumption', {
      scenario: 'exceeded',
      flags: ['billing-data-consumption'],
    });
    await screen.findByText(
      'But you can keep using your plan! The overflow Single Conversations are being booked.',
    );
    expect(screen.queryByText('Plan information')).not.toBeInTheDocument();
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Single Conversations per chatbot' })).toBeInTheDocument();
  });

  it('spec 3 §2.4/§2.2: the DAU chatbot detail lists every bot (10,000, virtualized: ≤ 100 rows in the DOM); a month change reloads', async () => {
    const { router } = openReport('/dau-consumption/monthly', { scale: { rows: 10000 } });
    const table = await screen.findByRole('table', { name: 'Single Conversations per chatbot' });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '10001'));
    const domRows = within(table).getAllByRole('row').length;
    expect(domRows).toBeGreaterThan(5);
    expect(domRows).toBeLessThanOrEqual(100);
    expect(screen.queryByRole('link', { name: 'Show details' })).not.toBeInTheDocument();
    expect(screen.queryByText('Consolidated usage')).not.toBeInTheDocument();

    const period = screen.getByRole('combobox', { name: 'Period' });
    const options = within(period).getAllByRole('option');
    const previous = options[1]!.getAttribute('value')!;
    await userEvent.selectOptions(period, previous);
    expect(period).toHaveValue(previous);
    expect(screen.queryByText('Partial usage')).not.toBeInTheDocument();
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '10001'));
    expect(router.state.location.pathname).toBe('/dau-consumption/monthly');
  });

  it('spec 3 §2.4: the DAU daily detail has Date and the count, one row per day', async () => {
    openReport('/dau-consumption/daily');
    const table = await screen.findByRole('table', { name: 'Single Conversations per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Single Conversations']);
  });
});
