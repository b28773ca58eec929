import { layOutReportTables } from '../report-table-layout';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

type Name = 'LegacyDauReportPage' | 'LegacyDauDailyPage' | 'LegacyDeuReportPage' | 'LegacyDeuByBotPage';
const load = (name: Name) => () =>
  import('../../../../src/presentation/reports/single-conversations/SingleConversationsPages.view').then(
    (module) => ({ default: module[name] }),
  );
const PAGES: readonly PageRoute[] = [
  {
    routeId: 'dailyActiveUsers',
    path: '/daily-active-users',
    feature: 'reports',
    load: load('LegacyDauReportPage'),
  },
  {
    routeId: 'dailyActiveUsersDaily',
    path: '/daily-active-users/daily',
    feature: 'reports',
    load: load('LegacyDauDailyPage'),
  },
  {
    routeId: 'dailyEngagedUsers',
    path: '/daily-engaged-users',
    feature: 'reports',
    load: load('LegacyDeuReportPage'),
  },
  {
    routeId: 'dailyEngagedUsersMonthly',
    path: '/daily-engaged-users/monthly',
    feature: 'reports',
    load: load('LegacyDeuByBotPage'),
  },
];

function open(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  return renderModule({ path, pages: PAGES, fakeHost: { role: 'admin', ...fakeHost } });
}

function backLink() {
  return screen.getByRole('link', { name: /back/i });
}

layOutReportTables();

describe('Legacy daily active / engaged users pages (spec 3 §2.10, §2.11)', () => {
  it("spec 3 §2.10: /daily-active-users exceeded — 'Overflow DAUs', the warning, DAU plan values, 5-row tables linking to the legacy details, back to '/'", async () => {
    open('/daily-active-users', { scenario: 'exceeded' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Usage report: Daily active users — \S/ }),
    ).toBeInTheDocument();
    await screen.findByText('Overflow DAUs');
    expect(screen.getByText("The plan's Single Conversations limit is over.")).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Share of the plan used' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About the share of the plan used' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Plan values' })).toBeInTheDocument();
    expect(screen.getByText('Cost per overflow DAU')).toBeInTheDocument();
    const bots = await screen.findByRole('table', { name: 'Chatbots' });
    await waitFor(() => expect(within(bots).getAllByRole('row')).toHaveLength(6));
    expect(
      within(bots)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID - Chatbot', 'DAUs']);
    const details = screen.getAllByRole('link', { name: 'Show details' });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/daily-active-users/monthly',
      '/daily-active-users/daily',
    ]);
    expect(backLink()).toHaveAttribute('href', '/');
  });

  it('spec 3 §2.10: /daily-active-users/daily — Date and DAUs, month selector, back to /daily-active-users', async () => {
    open('/daily-active-users/daily');
    const table = await screen.findByRole('table', { name: 'Daily usage' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'DAUs']);
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show details' })).not.toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/daily-active-users');
  });

  it("spec 3 §2.11: /daily-engaged-users — card, 'Chatbots' 5 rows; 'Show details' go to the daily-active-users paths as stated; back to '/'", async () => {
    open('/daily-engaged-users');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Usage report: Daily engaged users — \S/ }),
    ).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Consolidated usage' });
    const bots = await screen.findByRole('table', { name: 'Chatbots' });
    await waitFor(() => expect(within(bots).getAllByRole('row')).toHaveLength(6));
    const details = screen.getAllByRole('link', { name: 'Show details' });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/daily-active-users/monthly',
      '/daily-active-users/daily',
    ]);
    expect(backLink()).toHaveAttribute('href', '/');
  });

  it('spec 3 §2.11: /daily-engaged-users/monthly — full table, month selector, partial badge, back to /daily-engaged-users', async () => {
    open('/daily-engaged-users/monthly');
    const table = await screen.findByRole('table', { name: 'Chatbots' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(6));
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/daily-engaged-users');
  });
});
