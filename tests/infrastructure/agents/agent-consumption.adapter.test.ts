import { describe, expect, it } from 'vitest';
import type { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { AgentConsumptionCommandGateway } from '../../../src/infrastructure/agents/agent-consumption.adapter';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

describe('AgentConsumptionCommandGateway', () => {
  it('spec 3 §7.2: GET …/agents/monthly/by-agent?month=YYYY-MM&$take=-1 on the billing address', async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const id = host.state.tenant.id;
    const rows = await new AgentConsumptionCommandGateway(spy.channel, appSettings).getMonthly(id, '2025-03');
    expect(spy.sent).toEqual([
      {
        to: 'postmaster@billing.blip.ai',
        method: 'get',
        uri: `/tenants/${id}/agents/monthly/by-agent?month=2025-03&$take=-1`,
      },
    ]);
    const triggered = host.state.agents.filter((agent) => agent.ticketsThisMonth > 0);
    expect(rows).toHaveLength(triggered.length);
    expect(rows.map((row) => row.agentEmail).sort()).toEqual(triggered.map((agent) => agent.email).sort());
    const first = triggered[0]!;
    expect(rows.find((row) => row.agentEmail === first.email)).toEqual({
      agentEmail: first.email,
      firstTicketDate: first.firstTicketDate,
      totalTickets: first.ticketsThisMonth,
    });
  });

  it('spec 1 §8: not found (67) is an empty list; other failures reject', async () => {
    const notFound: CommandChannel = {
      send: () => Promise.reject(new CommandFailure('command', 'failure', 67, 'x')),
    };
    await expect(
      new AgentConsumptionCommandGateway(notFound, appSettings).getMonthly('a', '2025-03'),
    ).resolves.toEqual([]);
    const broken: CommandChannel = {
      send: () => Promise.reject(new CommandFailure('command', 'failure', 61, 'x')),
    };
    await expect(
      new AgentConsumptionCommandGateway(broken, appSettings).getMonthly('a', '2025-03'),
    ).rejects.toMatchObject({ code: 61 });
  });

  it('rows without an e-mail are dropped; tickets default to 0', async () => {
    const channel: CommandChannel = {
      send: <T>() =>
        Promise.resolve({ items: [{ agentEmail: 'a@x.com' }, { totalTickets: 3 }, 'junk'] } as T),
    };
    await expect(
      new AgentConsumptionCommandGateway(channel, appSettings).getMonthly('a', '2025-03'),
    ).resolves.toEqual([{ agentEmail: 'a@x.com', firstTicketDate: undefined, totalTickets: 0 }]);
  });
});
