import { describe, expect, it } from 'vitest';
import { agentRow, failed, ok } from '../../../application/reports/agent-reports.fakes';
import { agentReports, settle } from './agent-presenters.fixture';

describe('AgentListPresenter (spec 3 §2.6 /agent-consumption/monthly, §2.13 /old-agent-consumption/monthly)', () => {
  it('spec 3 §2.6/§5.1: the full list asks every agent ($take -1) of the chosen month', async () => {
    const { list, gateway } = agentReports();
    gateway.agents = () =>
      ok(Array.from({ length: 45 }, (_, index) => agentRow({ agentEmail: `agent${index}@acme.com` })));
    const presenter = list();
    await presenter.open('current');
    expect(gateway.calls).toEqual([{ call: 'agentsByAgent', tenantId: 'acme', month: '2025-03', take: -1 }]);
    expect(presenter.rows).toHaveLength(45);
  });

  it('spec 3 §8: a failed list shows no rows', async () => {
    const { list, gateway } = agentReports();
    gateway.agents = () => failed([agentRow()]);
    const presenter = list();
    await presenter.open('legacy');
    expect(presenter.rows).toEqual([]);
  });

  it('spec 3 §2.2: its own month selector reloads and tracks per variant', async () => {
    const { list, gateway, host } = agentReports();
    const current = list();
    await current.open('current');
    await current.report.monthSelected('2025-02');
    const legacy = list();
    await legacy.open('legacy');
    await legacy.report.monthSelected('2025-01');
    await settle();
    expect(gateway.calls.map((call) => call.month)).toEqual(['2025-03', '2025-02', '2025-02', '2025-01']);
    expect(host.tracks.map((track) => [track.action, track.date])).toEqual([
      ['agent-consumption-list-period-changed', '02-2025'],
      ['old-agent-consumption-list-period-changed', '01-2025'],
    ]);
  });
});
