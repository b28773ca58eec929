import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import type { RenderModuleOptions } from '../shared/render-module';

const AGENT_PAGES = PAGE_ROUTES.filter((page) => page.routeId === 'agent');

function openAgents(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({ path: '/agent', pages: AGENT_PAGES, fakeHost: { role: 'admin', ...fakeHost } });
  const host = view.container.get<FakeHost>(FakeHostToken);
  return { ...view, host };
}

async function table() {
  return screen.findByRole('region', { name: 'Agents' });
}

/** Names repeat in the seeded data; e-mails never do. */
function rowOf(email: string): HTMLElement {
  const cell = screen.getByText(email, { selector: '.agents-table__email' });
  return cell.closest('tr') as HTMLElement;
}

describe('AgentsPage (spec 1 §2 Agents page)', () => {
  it("spec 1 §2: header 'Agents of {tenant name}' back to '/', the summary card and the 'Consumption data' button", async () => {
    const { host } = openAgents({ flags: 'all' });
    await table();
    const tenant = host.state.tenant.name;
    expect(screen.getByRole('heading', { level: 1, name: `Agents of ${tenant}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Consumption data' })).toHaveAttribute(
      'href',
      '/agent-consumption',
    );
    const triggered = host.state.agents.filter((agent) => agent.ticketsThisMonth > 0).length;
    const summary = screen.getByRole('region', { name: 'Plan summary' });
    expect(within(summary).getByText('advanced')).toBeInTheDocument();
    expect(within(summary).getByText('10/Month')).toBeInTheDocument();
    expect(within(summary).getByText(String(triggered))).toBeInTheDocument();
    expect(
      within(summary).getByText('Expected in the Plan: 10 Agents activated in the month'),
    ).toBeInTheDocument();
  });

  it("spec 1 §2 Header bar: without the data-consumption toggle 'Consumption data' goes to /old-agent-consumption", async () => {
    openAgents({ flags: 'none' });
    await table();
    expect(screen.getByRole('link', { name: 'Consumption data' })).toHaveAttribute(
      'href',
      '/old-agent-consumption',
    );
  });

  it('spec 1 §2: the list with its columns, agents with email below, bots joined, a ver N dropdown under Bots', async () => {
    const { host } = openAgents();
    const region = await table();
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Agent', 'Bot', 'Registration date', 'Agent triggered', 'Is triggerable?', 'Delete']);
    expect(screen.getByRole('heading', { name: 'Agent List' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'View only triggered' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveAttribute(
      'placeholder',
      'Search by name or email',
    );
    const agent = host.state.agents.find((candidate) => candidate.applications.length > 1)!;
    const row = rowOf(agent.email);
    expect(within(row).getByText(agent.fullName)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText(agent.applications.join(', '))).toBeInTheDocument());
    const toggle = within(row).getByRole('button', { name: `ver ${agent.applications.length}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('Bots')).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(agent.applications);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("spec 1 §2, §5: search (500 ms) finds by email; nothing found shows 'Agent not found :('; clear brings all back", async () => {
    const { host } = openAgents();
    await table();
    const [first, second] = host.state.agents;
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await userEvent.type(search, first!.email.toUpperCase());
    expect(screen.queryByRole('button', { name: 'Add agent' })).toBeNull();
    await waitFor(() => expect(screen.queryByText(second!.email)).toBeNull());
    expect(rowOf(first!.email)).toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Agent not found :(')).toBeInTheDocument();
    expect(screen.getByText('There are no Agents registered with that name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(await table()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add agent' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'View only triggered', 'No agent triggered this month'],
    ['pt', 'Ver apenas acionados', 'Nenhum agente acionado neste mês'],
    ['es', 'Ver solo activados', 'Ningún agente activado este mes'],
  ] as const)(
    "spec 1 §2 (%s): 'View only triggered' hiding every agent says so; 'Agent not found :(' is a search's",
    async (lang, filter, message) => {
      openAgents({ lang, scenario: 'agents-idle' });
      await screen.findByRole('region', { name: lang === 'en' ? 'Agents' : 'Agentes' });
      await userEvent.click(screen.getByRole('checkbox', { name: filter }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText(/:\(/)).toBeNull();
    },
  );

  it.each([
    ['pt', 'Agentes', 'Buscar por nome ou e-mail', 'Adicionar agente', 'Agente não encontrado :('],
    ['en', 'Agents', 'Search by name or email', 'Add agent', 'Agent not found :('],
    ['es', 'Agentes', 'Buscar por nombre o correo', 'Agregar agente', 'Agente no encontrado :('],
  ] as const)(
    "issue 37 §4 (spec 1 §5 Searches): in %s, spaces are a search as for members: no 'Add agent', and no name holds two",
    async (lang, region, placeholder, add, notFound) => {
      openAgents({ lang });
      await screen.findByRole('region', { name: region });
      expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
      await userEvent.type(screen.getByRole('searchbox', { name: placeholder }), '  ');
      expect(screen.queryByRole('button', { name: add })).toBeNull();
      expect(await screen.findByText(notFound)).toBeInTheDocument();
    },
  );

  it("spec 1 §5: 'View only triggered' leaves only the triggered agents", async () => {
    const { host } = openAgents();
    const region = await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'View only triggered' }));
    const triggered = host.state.agents.filter((agent) => agent.ticketsThisMonth > 0);
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(triggered.length);
    rows.forEach((row) => expect(within(row).getByText('Yes')).toBeInTheDocument());
  });

  it("spec 1 §4, §8: a failing enable (targeted fault) reverts the switch and shows 'Failed to enable agent to trigger'", async () => {
    const { host, ui } = openAgents();
    await table();
    const idle = host.state.agents.find((agent) => !agent.isEnabled && agent.ticketsThisMonth === 0)!;
    const toggle = within(rowOf(idle.email)).getByRole('switch');
    expect(toggle).not.toBeChecked();
    host.configureFaults({ failRate: 1 });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: 'Failed to enable agent to trigger' }),
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    expect(host.state.agents.find((agent) => agent.userIdentity === idle.userIdentity)?.isEnabled).toBe(
      false,
    );
  });

  it('spec 1 §9: at the limit (agents-at-limit) enabling a non-triggered agent warns first; confirming saves it', async () => {
    const { host, ui } = openAgents({ scenario: 'agents-at-limit' });
    await table();
    const idle = host.state.agents.find((agent) => !agent.isEnabled && agent.ticketsThisMonth === 0)!;
    ui.answerAlerts(true);
    await userEvent.click(within(rowOf(idle.email)).getByRole('switch'));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Agent enabled for activation' }),
    );
    expect(ui.alerts[0]?.alert.title).toBe('Agent limit reached');
    expect(ui.alerts[0]?.alert.body).toMatch(
      /^You have reached the limit of activated agents in your plan, and if this agent does any assistance, an extra charge of R\$ 119\.90 will be generated in the [A-Z][a-z]+ contract\.$/,
    );
    expect(host.state.agents.find((agent) => agent.userIdentity === idle.userIdentity)?.isEnabled).toBe(true);
  });

  it('spec 1 §4: deleting a non-triggered agent after confirmation removes its row', async () => {
    const { host, ui } = openAgents();
    await table();
    const idle = host.state.agents.find((agent) => agent.ticketsThisMonth === 0)!;
    await userEvent.click(within(rowOf(idle.email)).getByRole('button', { name: `Delete ${idle.fullName}` }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Agent successfully deleted!' }),
    );
    expect(screen.queryByText(idle.email)).toBeNull();
    expect(host.state.agents.some((agent) => agent.userIdentity === idle.userIdentity)).toBe(false);
  });

  it("spec 1 §2: 'Add agent' opens the host's InviteAgentModal and the new agent is listed", async () => {
    const { host, ui } = openAgents();
    await table();
    ui.answerModals({ confirmed: true, data: { emails: ['nova.agente@acme.com'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Add agent' }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Successfully created agent!' }),
    );
    expect(ui.modals[0]?.template).toBe('InviteAgentModal');
    expect(
      await screen.findByText('nova.agente@acme.com', { selector: '.agents-table__email' }),
    ).toBeInTheDocument();
    expect(host.state.agents.at(-1)?.email).toBe('nova.agente@acme.com');
  });
});
