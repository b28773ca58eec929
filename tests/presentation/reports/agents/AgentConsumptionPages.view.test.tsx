import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

const TABLE = 'List of activated agents';
const COLUMNS = [
  'Agent',
  'Extra charge',
  'No. of tickets',
  'Date of the first replied ticket',
  'Date of the last replied ticket',
];

function open(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({
    path,
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', flags: 'all', ...fakeHost },
  });
  return { ...view, host: view.container.get<FakeHost>(FakeHostToken) };
}

/** The agents table once its rows (or its empty text) arrived. */
async function agentsTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: TABLE });
  await waitFor(() => expect(within(table).queryByText('Loading…')).not.toBeInTheDocument());
  return table;
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** Agents with tickets this month in the fake backend (the report counts them once, §1). */
function triggeredThisMonth(host: FakeHost) {
  return host.state.agents.filter(
    (agent) => agent.ticketsThisMonth > 0 && agent.firstTicketDate !== undefined,
  );
}

describe('Activated agents report pages (spec 3 §2.6, §2.13)', () => {
  it("spec 3 §2.2/§2.6: header, 'Manage agents', 'Plan {plan}: {quantity} agents', the bar, the total card and the five columns", async () => {
    const { host } = open('/agent-consumption');
    const table = await agentsTable();
    const tenant = host.state.tenant.name;
    expect(
      screen.getByRole('heading', { level: 1, name: `Usage report: Activated agents — ${tenant}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/data-consumption');
    expect(screen.getByRole('link', { name: 'Manage agents' })).toHaveAttribute('href', '/agent');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Plan Advanced: 10 agents' }),
    ).toBeInTheDocument();
    const triggered = triggeredThisMonth(host).length;
    const bar = screen.getByRole('progressbar', { name: 'Activated agents included in the plan' });
    expect(bar).toHaveAttribute('value', String(triggered * 10));
    expect(screen.getByText(`${triggered * 10}%`)).toBeInTheDocument();
    expect(screen.getByText(`${triggered} / 10`)).toBeInTheDocument();
    expect(screen.getByText('Total number of agents').nextSibling).toHaveTextContent(String(triggered));
    expect(screen.queryByText('Agent limit exceeded')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(COLUMNS);
    expect(bodyRows(table)).toHaveLength(triggered);
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
  });

  it("spec 3 §2.2: 'Manage agents' opens the agents page (another lazy feature) in the module", async () => {
    open('/agent-consumption');
    await agentsTable();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Manage agents' }));
    expect(await screen.findByRole('region', { name: 'Agents' })).toBeInTheDocument();
  });

  it('spec 3 §2.6/§4.4: past the limit, the exceeded card, the warning texts and Yes on the agents charged extra', async () => {
    open('/agent-consumption', { scenario: 'exceeded' });
    const table = await agentsTable();
    expect(await screen.findByText('Agent limit exceeded')).toBeInTheDocument();
    expect(screen.getByText('Agent limit exceeded').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Extra charge per agent: R$ 119.90')).toBeInTheDocument();
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('The limit of 10 activated agents in the plan was reached.');
    expect(warning).toHaveTextContent("Don't worry! You can go on and use your plan as usual.");
    const rows = bodyRows(table);
    expect(rows).toHaveLength(13);
    const extra = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(extra.filter((text) => text === 'Yes')).toHaveLength(3);
    expect(extra.filter((text) => text === 'No')).toHaveLength(10);
  });

  it('spec 3 §3.3: an unlimited plan reads "unlimited" and shows no bar nor warning', async () => {
    open('/agent-consumption', { scenario: 'unlimited' });
    await agentsTable();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Plan Advanced: unlimited agents' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/ \/ unlimited$/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("issue 37 §14 (spec 3 §4.2): a month without activated agents (no-data) reads 0 as the overview does, '0%' and the empty list", async () => {
    open('/agent-consumption', { scenario: 'no-data' });
    const table = await agentsTable();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Plan Advanced: 10 agents' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    expect(screen.getByText('Total number of agents').nextSibling).toHaveTextContent(/^0$/);
    expect(table).toHaveTextContent('No data to display for the chosen period.');
  });

  it('spec 3 §9: the list shows 30 agents a page, with numbered pages', async () => {
    const view = open('/');
    const agents = view.host.backend.data.agents;
    const base = agents[0]!;
    const month = new Date();
    const firstTicket = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1, 9)).toISOString();
    for (let index = 0; index < 45; index += 1) {
      agents.push({
        ...base,
        userIdentity: `paging${index}%40acme.com@blip.ai`,
        email: `paging${index}@acme.com`,
        fullName: `Paging Agent ${index}`,
        applications: [],
        ticketsThisMonth: index + 1,
        firstTicketDate: firstTicket,
      });
    }
    const total = triggeredThisMonth(view.host).length;
    await view.router.navigate('/agent-consumption');
    const table = await agentsTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(30));
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(bodyRows(table)).toHaveLength(total - 30);
  });

  it('spec 3 §2.2: choosing another month reloads the list for it and drops the partial badge', async () => {
    open('/agent-consumption');
    await agentsTable();
    const select = screen.getByRole('combobox', { name: 'Period' });
    const previous = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.setup().selectOptions(select, previous.value);
    await waitFor(() => expect(screen.queryByText('Partial usage')).not.toBeInTheDocument());
    const [year, month] = previous.value.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(screen.getByText(`From ${month}/1/${year} to ${month}/${lastDay}/${year}`)).toBeInTheDocument();
    await agentsTable();
    expect((select as HTMLSelectElement).value).toBe(previous.value);
  });

  it("spec 3 §2.2/§2.6: the full list /agent-consumption/monthly goes back to /agent-consumption, with 'Manage agents'", async () => {
    const { host } = open('/agent-consumption/monthly');
    const table = await agentsTable();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/agent-consumption');
    expect(screen.getByRole('link', { name: 'Manage agents' })).toHaveAttribute('href', '/agent');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(triggeredThisMonth(host).length);
  });

  it("spec 3 §2.1/§2.13: /old-agent-consumption is at most 1440 px wide, with the card, 5 rows and 'Show details'", async () => {
    open('/old-agent-consumption', { flags: 'none' });
    const table = await agentsTable();
    expect(table.closest('.access-gate__page')).toHaveStyle({ maxWidth: '1440px' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Manage agents' })).toHaveAttribute('href', '/agent');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Plan Advanced: 10 agents' }),
    ).toBeInTheDocument();
    expect(bodyRows(table).length).toBeLessThanOrEqual(5);
    expect(screen.getByRole('link', { name: 'Show details' })).toHaveAttribute(
      'href',
      '/old-agent-consumption/monthly',
    );
  });

  it('spec 3 §2.13: /old-agent-consumption/monthly lists every agent, 1440 px wide, back to /old-agent-consumption', async () => {
    const { host } = open('/old-agent-consumption/monthly', { scenario: 'exceeded', flags: 'none' });
    const table = await agentsTable();
    expect(table.closest('.access-gate__page')).toHaveStyle({ maxWidth: '1440px' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/old-agent-consumption');
    expect(bodyRows(table)).toHaveLength(triggeredThisMonth(host).length);
  });
});
