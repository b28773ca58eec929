import { describe, expect, it } from 'vitest';
import { LoadSingleConversationsUseCase } from '../../../src/application/reports/load-single-conversations.use-case';
import { emptyDeuConsumption } from '../../../src/domain/reports/consumption.entity';
import { FakeUsageReportsGateway, dauConsumption, ok } from './single-conversations.fakes';

function setup() {
  const gateway = new FakeUsageReportsGateway();
  return { gateway, load: new LoadSingleConversationsUseCase(gateway) };
}

describe('LoadSingleConversationsUseCase (spec 3 §2.4, §2.5, §3.4, §3.6, §5.1)', () => {
  it('spec 3 §3.4/§4.1: the DAU card carries its plan, a rated status and data when quantity > 0', async () => {
    const { load, gateway } = setup();
    gateway.dauSummaryResult = ok(dauConsumption(2300));
    const summary = await load.summary('dau', 'acme', '2024-05', true);
    expect(summary).toMatchObject({ succeeded: true, hasData: true, status: 'exceeded' });
    expect(summary.consumption.exceededPlan).toBe(300);
    expect(summary.plan).toEqual({
      planValue: 216,
      currencyCode: 'BRL',
      monthlyQuantity: 2000,
      overflowUnitValue: 0.12,
    });
    expect(gateway.calls).toEqual([{ method: 'dauSummary', month: '2024-05' }]);
  });

  it('spec 3 §3.4: the DEU card maps dailyEngagedUsersQuantity and overspentDailyEngagedUserValue', async () => {
    const { load } = setup();
    const summary = await load.summary('deu', 'acme', '2024-05', true);
    expect(summary.plan).toEqual({
      planValue: 243,
      currencyCode: 'USD',
      monthlyQuantity: 1500,
      overflowUnitValue: 0.18,
    });
    expect(summary.status).toBe('normal');
  });

  it('spec 3 §4.2/§8: a failed DEU summary has no data and the error status', async () => {
    const { load, gateway } = setup();
    gateway.deuSummaryResult = { status: 'failure', code: 1, value: emptyDeuConsumption() };
    expect(await load.summary('deu', 'acme', '2024-05', true)).toMatchObject({
      succeeded: false,
      hasData: false,
      status: 'error',
    });
  });

  it('spec 3 §4.2, issue 22 §2, issue 37 §14: quantity 0 (no plan amount) has no data; an unlimited plan (-1) and a zero-usage month (status empty) have', async () => {
    const { load, gateway } = setup();
    gateway.dauSummaryResult = ok(dauConsumption(100, 0));
    expect((await load.summary('dau', 'acme', '2024-05', true)).hasData).toBe(false);
    gateway.dauSummaryResult = ok(dauConsumption(100, -1));
    expect(await load.summary('dau', 'acme', '2024-05', true)).toMatchObject({
      hasData: true,
      status: 'unlimited',
    });
    gateway.dauSummaryResult = ok(dauConsumption(0));
    expect(await load.summary('dau', 'acme', '2024-05', true)).toMatchObject({
      hasData: true,
      status: 'empty',
    });
  });

  it('spec 3 §5.1/§8: a metric that is not allowed is not asked for; the default shows', async () => {
    const { load, gateway } = setup();
    const summary = await load.summary('deu', 'acme', '2024-05', false);
    expect(gateway.calls).toEqual([]);
    expect(summary).toMatchObject({ succeeded: false, hasData: false, status: 'error' });
    expect(summary.consumption.total).toBe(0);
  });

  it('spec 3 §3.6: DAU rows keep botName, botId and total; ids stay unique', async () => {
    const { load, gateway } = setup();
    gateway.dauBotRows = [
      { botName: 'A', botId: 'same', total: 3 },
      { botName: 'B', botId: 'same', total: 2 },
    ];
    const { rows, loaded } = await load.byBot('dau', 'acme', '2024-05', 5);
    expect(loaded).toBe(true);
    expect(rows.map(({ botName, botId, total }) => [botName, botId, total])).toEqual([
      ['A', 'same', 3],
      ['B', 'same', 2],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    expect(await load.daily('dau', 'acme', '2024-05', -1)).toMatchObject({
      loaded: true,
      rows: [{ dateReference: '2024-05-02T00:00:00.000Z', total: 30 }],
    });
    expect(gateway.calls).toEqual([
      { method: 'dauByBot', month: '2024-05', take: 5 },
      { method: 'dauDaily', month: '2024-05', take: -1 },
    ]);
  });

  it("spec 3 §3.6: DEU bot total = first metricConsumption entry; DEU day total = the 'DailyEngagedUser' entry", async () => {
    const { load, gateway } = setup();
    expect((await load.byBot('deu', 'acme', '2024-05', -1)).rows[0]).toMatchObject({
      botName: 'Support',
      total: 321,
    });
    expect((await load.daily('deu', 'acme', '2024-05', 5)).rows[0]).toMatchObject({ total: 44 });
    gateway.deuDailyRows = [
      { dateReference: '2024-05-04', total: 99, metricConsumption: [{ metricId: 'X', total: 7 }] },
    ];
    expect((await load.daily('deu', 'acme', '2024-05', 5)).rows[0]?.total).toBe(0);
    expect(gateway.calls.map((call) => [call.method, call.take])).toEqual([
      ['deuByBot', -1],
      ['deuDaily', 5],
      ['deuDaily', 5],
    ]);
  });

  it('spec 3 §8, issue 14: a failed list is empty and says it did not load (an export tells it from no rows)', async () => {
    const { load, gateway } = setup();
    gateway.listsFail = true;
    for (const metric of ['dau', 'deu'] as const) {
      expect(await load.byBot(metric, 'acme', '2024-05', -1)).toEqual({ loaded: false, rows: [] });
      expect(await load.daily(metric, 'acme', '2024-05', -1)).toEqual({ loaded: false, rows: [] });
    }
  });
});
