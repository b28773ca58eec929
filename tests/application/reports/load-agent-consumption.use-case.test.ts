import { describe, expect, it } from 'vitest';
import { LoadAgentConsumptionUseCase } from '../../../src/application/reports/load-agent-consumption.use-case';
import { LoadOldAgentConsumptionUseCase } from '../../../src/application/reports/load-old-agent-consumption.use-case';
import { emptyMetricConsumption } from '../../../src/domain/reports/consumption.entity';
import { agentRow, agentSummary, failed, FakeAgentReports, ok, olderTotal } from './agent-reports.fakes';

function setup() {
  const gateway = new FakeAgentReports();
  return {
    gateway,
    current: new LoadAgentConsumptionUseCase(gateway.asGateway()),
    legacy: new LoadOldAgentConsumptionUseCase(gateway.asGateway()),
  };
}

describe('LoadAgentConsumptionUseCase (spec 3 §2.6, §7.2)', () => {
  it('spec 3 §7.2: /agent-consumption reads agents/summary and every agent of the month ($take -1)', async () => {
    const { gateway, current } = setup();
    gateway.agents = () => ok([agentRow(), agentRow({ agentEmail: 'bia@acme.com', extraCharge: true })]);
    const report = await current.report('acme', '2025-02');
    expect(gateway.calls).toEqual([
      { call: 'agentSummary', tenantId: 'acme', month: '2025-02' },
      { call: 'agentsByAgent', tenantId: 'acme', month: '2025-02', take: -1 },
    ]);
    expect(report.plan).toEqual({
      succeeded: true,
      hasData: true,
      status: 'normal',
      usage: {
        quantity: 10,
        planUsage: 4,
        planUsageRate: 40,
        exceededPlan: 0,
        total: 4,
        allowAdditionalItem: true,
        additionalItemValue: 119.9,
      },
    });
    expect(report.agents.loaded).toBe(true);
    expect(report.agents.rows.map((row) => row.agentEmail)).toEqual(['ana@acme.com', 'bia@acme.com']);
  });

  it('spec 3 §4.1: the agent status comes from planUsageRate; quantity -1 is unlimited; a failure is error', async () => {
    const { gateway, current } = setup();
    gateway.summary = () =>
      ok(agentSummary({ planUsageRate: 130, exceededPlan: 3, planUsage: 13, total: 13 }));
    expect((await current.report('acme', '2025-03')).plan.status).toBe('exceeded');
    gateway.summary = () => ok(agentSummary({ planUsageRate: 90 }));
    expect((await current.report('acme', '2025-03')).plan.status).toBe('nearLimit');
    gateway.summary = () => ok(agentSummary({ planUsageRate: -1 }, -1));
    expect((await current.report('acme', '2025-03')).plan.status).toBe('unlimited');
    gateway.summary = () => failed(emptyMetricConsumption('Agent'));
    const report = await current.report('acme', '2025-03');
    expect(report.plan.status).toBe('error');
    expect(report.plan).toMatchObject({ succeeded: false, hasData: false });
  });

  it("spec 3 §4.1, issue 37 §14 (spec 3 §4.2): a month without activated agents (rate 0) is 'empty', and has data (it reads 0)", async () => {
    const { gateway, current } = setup();
    gateway.summary = () => ok(agentSummary({ planUsageRate: 0, planUsage: 0, total: 0 }));
    const { plan } = await current.report('acme', '2025-03');
    expect(plan).toMatchObject({ status: 'empty', succeeded: true, hasData: true });
    gateway.summary = () => ok(agentSummary({ planUsageRate: -1, planUsage: 0, total: 0 }, -1));
    expect((await current.report('acme', '2025-03')).plan).toMatchObject({
      status: 'unlimited',
      hasData: true,
    });
  });

  it('spec 3 §8: a failed list is the empty list, not loaded', async () => {
    const { gateway, current } = setup();
    gateway.agents = () => failed([agentRow()]);
    expect(await current.list('acme', '2025-03')).toEqual({ loaded: false, rows: [] });
    expect(gateway.calls).toEqual([{ call: 'agentsByAgent', tenantId: 'acme', month: '2025-03', take: -1 }]);
  });
});

describe('LoadOldAgentConsumptionUseCase (spec 3 §2.13, §3.4 older agent total)', () => {
  it('spec 3 §2.13/§7.2: the legacy overview reads agents/total and the first 5 agents', async () => {
    const { gateway, legacy } = setup();
    gateway.total = () => ok(olderTotal({ exceededPlan: 2, planUsageRate: 120, planUsage: 12, total: 12 }));
    const report = await legacy.report('acme', '2025-01');
    expect(gateway.calls).toEqual([
      { call: 'agentTotal', tenantId: 'acme', month: '2025-01' },
      { call: 'agentsByAgent', tenantId: 'acme', month: '2025-01', take: 5 },
    ]);
    expect(report.plan.usage).toMatchObject({ quantity: 10, exceededPlan: 2, total: 12, planUsage: 12 });
    expect(report.plan.status).toBe('exceeded');
  });

  it('spec 3 §8: a failed older total gives no data and the error status', async () => {
    const { gateway, legacy } = setup();
    gateway.total = () => failed(olderTotal({ total: 0, planUsage: 0, planUsageRate: 0 }));
    const report = await legacy.report('acme', '2025-01');
    expect(report.plan.hasData).toBe(false);
    expect(report.plan.status).toBe('error');
  });
});
