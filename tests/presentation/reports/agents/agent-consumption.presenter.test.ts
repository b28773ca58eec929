import { describe, expect, it } from 'vitest';
import { emptyMetricConsumption } from '../../../../src/domain/reports/consumption.entity';
import {
  agentRow,
  agentSummary,
  failed,
  ok,
  olderTotal,
} from '../../../application/reports/agent-reports.fakes';
import { agentReports, settle } from './agent-presenters.fixture';

describe('AgentConsumptionPresenter (spec 3 §2.6 /agent-consumption)', () => {
  it("spec 3 §2.6: 'Plan {plan}: {quantity} agents', the bar's percentage and planUsage / quantity, the total", async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = () => ok(agentSummary({ planUsage: 4, planUsageRate: 40, total: 4 }));
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures).toMatchObject({
      plan: 'Advanced',
      unlimited: false,
      quantity: '10',
      percent: '40%',
      progress: 40,
      used: '4',
      total: '4',
      exceeded: undefined,
      warningLimit: undefined,
      usageColor: 'primary',
    });
    // Issue 24 §2: the previous month is read too, in parallel (asked first), for the comparison.
    expect(gateway.calls.map((call) => call.month)).toEqual(['2025-02', '2025-02', '2025-03', '2025-03']);
  });

  it("spec 3 §2.6/§4.4: exceededPlan > 0 shows the exceeded card, the warning's limit and the extra charge 'R$ ' with 2 decimals (§9)", async () => {
    const { overview, gateway } = agentReports({ language: 'pt' });
    gateway.summary = () =>
      ok(agentSummary({ planUsage: 13, planUsageRate: 130, exceededPlan: 3, total: 13, availablePlan: 0 }));
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures).toMatchObject({
      plan: 'Advanced',
      exceeded: '3',
      total: '13',
      warningLimit: '10',
      percent: '130%',
      progress: 100,
      usageColor: 'red',
      extraCharge: 'R$ 119,90',
    });
  });

  it('spec 3 §4.1: near the limit the bar is orange', async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = () => ok(agentSummary({ planUsage: 9, planUsageRate: 90, total: 9 }));
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures.usageColor).toBe('orange');
    expect(presenter.figures.exceeded).toBeUndefined();
  });

  it('spec 3 §3.3: quantity -1 is an unlimited plan: no bar, no limit, no warning', async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = () =>
      ok(agentSummary({ planUsage: 7, planUsageRate: -1, total: 7, exceededPlan: 0 }, -1));
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures).toMatchObject({
      unlimited: true,
      progress: undefined,
      used: '7',
      total: '7',
      exceeded: undefined,
      warningLimit: undefined,
    });
  });

  it("spec 3 §2.2/§4.2/§8: a failed summary shows '--' and '0%', and the rows of a failed list are none", async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = () => failed(emptyMetricConsumption('Agent'));
    gateway.agents = () => failed([agentRow()]);
    const presenter = overview();
    expect(presenter.figures).toMatchObject({ quantity: '--', percent: '0%', used: '--', total: '--' });
    await presenter.open('current');
    expect(presenter.figures).toMatchObject({
      quantity: '--',
      percent: '0%',
      progress: 0,
      used: '--',
      total: '--',
      exceeded: undefined,
    });
    expect(presenter.rows).toEqual([]);
  });

  it("issue 37 §14 (spec 3 §4.2): a month without activated agents keeps the plan's quantity and reads 0 and '0%'", async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = () => ok(agentSummary({ planUsage: 0, planUsageRate: 0, total: 0 }));
    gateway.agents = () => ok([]);
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures).toMatchObject({
      quantity: '10',
      percent: '0%',
      used: '0',
      total: '0',
      progress: 0,
    });
  });

  it('spec 3 §3.8: rows carry name, e-mail, photo, extra charge, tickets and UTC dates', async () => {
    const { overview, gateway } = agentReports();
    gateway.agents = () =>
      ok([
        agentRow({ agentPhotoUri: 'https://cdn.example.com/ana.png', extraCharge: true, totalTickets: 37 }),
        agentRow({ agentName: 'Bia', agentEmail: 'bia@acme.com', firstTicketDate: '' }),
      ]);
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.rows[0]).toEqual({
      id: '0:ana@acme.com',
      name: 'Ana Souza',
      email: 'ana@acme.com',
      photoUri: 'https://cdn.example.com/ana.png',
      extraCharge: true,
      totalTickets: 37,
      firstTicketDate: new Date('2025-03-02T10:00:00Z'),
      lastTicketDate: new Date('2025-03-17T22:30:00Z'),
    });
    expect(presenter.rows[1]?.firstTicketDate).toBeUndefined();
  });

  it('spec 3 §2.2: the host loading indicator wraps each fetch and the loading flag clears', async () => {
    const { overview, host } = agentReports();
    const presenter = overview();
    const pending = presenter.open('current');
    expect(presenter.report.loading).toBe(true);
    await pending;
    expect(presenter.report.loading).toBe(false);
    expect(host.loading).toEqual(['start', 'stop']);
  });

  it('spec 3 §2.2: a month change reloads that month, is remembered for the other reports and tracked with its status', async () => {
    const { overview, gateway, host, months } = agentReports();
    gateway.summary = (month) =>
      month === '2025-01'
        ? ok(agentSummary({ planUsage: 12, planUsageRate: 120, exceededPlan: 2, total: 12 }))
        : ok(agentSummary());
    const presenter = overview();
    await presenter.open('current');
    await presenter.report.monthSelected('2025-01');
    await settle();
    expect(presenter.report.period.selected).toBe('2025-01');
    expect(presenter.report.period.isCurrent).toBe(false);
    expect(months.month).toBe('2025-01');
    expect(gateway.calls.slice(4).map((call) => `${call.call}:${call.month}`)).toEqual([
      'agentSummary:2024-12',
      'agentsByAgent:2024-12',
      'agentSummary:2025-01',
      'agentsByAgent:2025-01',
    ]);
    expect(presenter.figures.exceeded).toBe('2');
    expect(host.tracks).toHaveLength(1);
    expect(host.tracks[0]).toMatchObject({
      action: 'agent-consumption-period-changed',
      date: '01-2025',
      planStatus: 'exceeded',
    });
  });

  it('spec 3 §2.2: a month not offered (or the same) changes nothing', async () => {
    const { overview, gateway, host } = agentReports();
    const presenter = overview();
    await presenter.open('current');
    await presenter.report.monthSelected('2031-01');
    await presenter.report.monthSelected('2025-03');
    expect(gateway.calls).toHaveLength(4);
    expect(host.tracks).toHaveLength(0);
  });

  it('a late answer for a month no longer chosen is dropped', async () => {
    const { overview, gateway } = agentReports();
    const waiting = new Map<string, (() => void)[]>();
    gateway.gate = (month) =>
      new Promise<void>((resolve) => waiting.set(month, [...(waiting.get(month) ?? []), resolve]));
    const release = (month: string) => waiting.get(month)?.forEach((resolve) => resolve());
    gateway.summary = (month) =>
      ok(agentSummary(month === '2025-02' ? { total: 2, planUsage: 2, planUsageRate: 20 } : { total: 1 }));
    const presenter = overview();
    const first = presenter.open('current');
    const second = presenter.report.monthSelected('2025-02');
    release('2025-02');
    await second;
    release('2025-03');
    await first;
    expect(presenter.figures.total).toBe('2');
  });

  it('spec 3 §2.6: the opened month is the one last chosen in the reports', async () => {
    const { overview, gateway, months } = agentReports();
    months.remember('2024-11');
    const presenter = overview();
    await presenter.open('current');
    expect(gateway.calls.at(-1)?.month).toBe('2024-11');
  });
});

describe('AgentConsumptionPresenter, month over month (issue 24 §2)', () => {
  it('issue 24 §2: the total of agents against the previous month, absolute and %', async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = (month) => ok(agentSummary({ total: month === '2025-03' ? 6 : 4 }));
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures.total).toBe('6');
    expect(presenter.figures.totalChange).toEqual({ direction: 'up', absolute: '+2', percent: '+50%' });
  });

  it('issue 24 §2: a failed previous month hides only the comparison', async () => {
    const { overview, gateway } = agentReports();
    gateway.summary = (month) =>
      month === '2025-03' ? ok(agentSummary({ total: 6 })) : failed(agentSummary());
    const presenter = overview();
    await presenter.open('current');
    expect(presenter.figures.total).toBe('6');
    expect(presenter.figures.totalChange).toBeUndefined();
  });
});

describe('AgentConsumptionPresenter, legacy variant (spec 3 §2.13 /old-agent-consumption)', () => {
  it('spec 3 §2.13/§3.4: the older total feeds the consolidated card; the first 5 agents; its own tracking action', async () => {
    const { overview, gateway, host } = agentReports();
    gateway.total = () => ok(olderTotal({ planUsage: 11, planUsageRate: 110, exceededPlan: 1, total: 11 }));
    const presenter = overview();
    await presenter.open('legacy');
    expect(gateway.calls.map((call) => call.call)).toEqual([
      'agentTotal',
      'agentsByAgent',
      'agentTotal',
      'agentsByAgent',
    ]);
    expect(gateway.calls[1]?.take).toBe(5);
    expect(presenter.figures).toMatchObject({
      exceeded: '1',
      total: '11',
      warningLimit: '10',
      percent: '110%',
    });
    await presenter.report.monthSelected('2025-02');
    await settle();
    expect(host.tracks[0]?.action).toBe('old-agent-consumption-period-changed');
  });
});

describe('Agents CSV export (issue 14)', () => {
  it("the legacy overview's 5-row table exports the month's full list; the newer one the agents it holds", async () => {
    const { overview, gateway } = agentReports();
    const legacy = overview();
    await legacy.open('legacy');
    gateway.calls.length = 0;
    const exported = await legacy.exportRows();
    expect(gateway.calls.map((call) => [call.call, call.take])).toEqual([['agentsByAgent', -1]]);
    expect(exported.loaded).toBe(true);
    expect(legacy.csvFileName).toMatch(/^activated-agents-\d{4}-\d{2}\.csv$/);
    const current = overview();
    await current.open('current');
    gateway.calls.length = 0;
    expect(await current.exportRows()).toEqual({ loaded: true, rows: current.rows });
    expect(gateway.calls).toEqual([]);
  });
});
