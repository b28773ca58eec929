import { describe, expect, it } from 'vitest';
import { LoadMonthlyUsersUseCase } from '../../../src/application/reports/load-monthly-users.use-case';
import { defaultMiuSummary } from '../../../src/domain/reports/consumption.entity';
import { FakeMessageMetricsGateway, metricRecord, ok } from './monthly-users.fakes';

function setup() {
  const gateway = new FakeMessageMetricsGateway();
  return { gateway, load: new LoadMonthlyUsersUseCase(gateway) };
}

describe('LoadMonthlyUsersUseCase (spec 3 §2.8, §3.5, §5.1, §8)', () => {
  it('spec 3 §3.5: the consolidated card reads the user metric and the messages records (either spelling)', async () => {
    const { load, gateway } = setup();
    gateway.summaryResult = ok([metricRecord('exchangedMessage', 50), metricRecord('monthlyActiveUser', 7)]);
    const summary = await load.summary('miu', 'acme', '2024-05', ['MonthlyActiveUser', 'ExchangedMessage']);
    expect(summary).toMatchObject({
      succeeded: true,
      status: 'unlimited',
      shows: { users: true, messages: true },
    });
    expect(summary.users?.total).toBe(7);
    expect(summary.messages?.total).toBe(50);
    expect(gateway.calls).toEqual([
      {
        method: 'messageMetricsSummary',
        month: '2024-05',
        metricIds: ['MonthlyActiveUser', 'ExchangedMessage'],
      },
    ]);
  });

  it('spec 3 §2.8: the card shows only the metrics of the subscribed set', async () => {
    const { load } = setup();
    const summary = await load.summary('meu', 'acme', '2024-05', ['ExchangedMessage']);
    expect(summary.shows).toEqual({ users: false, messages: true });
  });

  it('spec 3 §4.1/§8: a failed summary is not data and the MAU/MEU status is error', async () => {
    const { load, gateway } = setup();
    gateway.summaryResult = { status: 'failure', code: 1, value: defaultMiuSummary() };
    const summary = await load.summary('miu', 'acme', '2024-05', ['MonthlyActiveUser']);
    expect(summary).toMatchObject({ succeeded: false, status: 'error' });
    expect(summary.users?.total).toBe(0);
  });

  it('spec 3 §5.1/§8: without any metric of the family no call is made; the §8 defaults show both metrics', async () => {
    const { load, gateway } = setup();
    const summary = await load.summary('meu', 'acme', '2024-05', []);
    expect(gateway.calls).toEqual([]);
    expect(summary).toMatchObject({ succeeded: false, shows: { users: true, messages: true } });
    expect(summary.users?.metric.metricId).toBe('monthlyEngagedUser');
    expect(await load.byBot('acme', '2024-05', [], 5)).toEqual({ loaded: true, rows: [] });
    expect(await load.daily('acme', '2024-05', [], -1)).toEqual({ loaded: true, rows: [] });
    expect(gateway.calls).toEqual([]);
  });

  it('spec 3 §3.5: rows get totalMiu/totalMeu (the metric that is not exchangedMessage) and totalMsg; daily rows keep the date', async () => {
    const { load, gateway } = setup();
    const bots = await load.byBot('acme', '2024-05', ['MonthlyActiveUser', 'ExchangedMessage'], 5);
    expect(bots).toEqual({
      loaded: true,
      rows: [
        {
          id: '0:salesbot@msging.net',
          botName: 'Sales bot',
          botIdentity: 'salesbot@msging.net',
          totalUsers: 120,
          totalMsg: 900,
        },
      ],
    });
    const days = await load.daily('acme', '2024-05', ['MonthlyActiveUser', 'ExchangedMessage'], -1);
    expect(days.rows[0]).toMatchObject({
      dateReference: '2024-05-03T00:00:00.000Z',
      totalUsers: 12,
      totalMsg: 70,
    });
    expect(gateway.calls.map((call) => [call.method, call.take])).toEqual([
      ['messageMetricsByBot', 5],
      ['messageMetricsDaily', -1],
    ]);
  });

  it('spec 3 §8, issue 14: a failed list is empty and says it did not load (an export tells it from no rows)', async () => {
    const { load, gateway } = setup();
    gateway.listsFail = true;
    const ids = ['MonthlyActiveUser', 'ExchangedMessage'];
    expect(await load.byBot('acme', '2024-05', ids, -1)).toEqual({ loaded: false, rows: [] });
    expect(await load.daily('acme', '2024-05', ids, -1)).toEqual({ loaded: false, rows: [] });
  });
});
