import { describe, expect, it } from 'vitest';
import { SCENARIO_NAMES } from '../../../../../simulator/fake-host/backend/dataset/scenarios';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const BILLING = 'postmaster@billing.blip.ai';
// The fixture's reference date is 2025-03-18 (a Tuesday); March 2025 starts on a Saturday.
const CURRENT = '2025-03';
const PAST = '2025-02';

type Fields = Record<string, unknown>;
type Week = { weekNumber: number; startDateReference: string; endDateReference: string; total: number };
type Consolidated = {
  metric: { metricId: string; quantity: number };
  total: number;
  planUsageRate: number;
  exceededPlan: number;
  planUsage: number;
  availablePlan: number;
  weeklyAverage: number;
  topWeekNumber: number;
  weekItems: Week[];
  startDateReference: string;
  endDateReference: string;
  plan?: Fields;
};
type Entry = { metricId: string; total: number };
type Backend = ReturnType<typeof fakeBackend>;

function get(backend: Backend, path: string, query: string): unknown {
  return backend.execute({
    to: BILLING,
    method: 'get',
    uri: `/tenants/${backend.data.tenant.id}${path}?${query}&useSubscriptionReferenceDate=false`,
  });
}

const consolidated = (backend: Backend, path: string, month: string) =>
  get(backend, path, `month=${month}`) as Consolidated;
const items = <T = Fields>(backend: Backend, path: string, query: string) =>
  (get(backend, path, query) as { items: T[] }).items;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const messageSummary = (backend: Backend, month: string, ids: string) =>
  items<Consolidated>(backend, '/monthly-message-metrics/summary', `month=${month}&metricIdList=${ids}`);
const deuSummary = (backend: Backend, month = CURRENT) =>
  messageSummary(backend, month, 'DailyEngagedUser')[0]!;

describe('usage reports routes: consolidated objects', () => {
  it('spec 3 §7.4 / §3.4: the DAU summary has the plan, the consolidated figures and its plan variant', () => {
    const backend = fakeBackend();
    const dau = consolidated(backend, '/daily-active-users/summary', PAST);
    expect(dau.metric).toEqual({
      metricId: 'DailyActiveUser',
      quantity: 2000,
      allowAdditionalItem: true,
      additionalItemValue: 0.12,
    });
    expect(dau.total).toBeGreaterThan(0);
    expect(dau.planUsage).toBe(Math.min(dau.total, 2000));
    expect(dau.availablePlan).toBe(Math.max(0, 2000 - dau.total));
    expect(dau.exceededPlan).toBe(Math.max(0, dau.total - 2000));
    expect(dau.planUsageRate).toBeCloseTo((dau.total / 2000) * 100, 2);
    expect(dau.plan).toEqual({
      planValue: 216,
      currencyCode: 'BRL',
      dailyActiveUserQuantity: 2000,
      overspentDailyActiveUserValue: 0.12,
    });
    expect(dau.startDateReference).toBe('2025-02-01T00:00:00.000Z');
    expect(dau.endDateReference).toBe('2025-02-28T00:00:00.000Z');
    expect(consolidated(backend, '/daily-active-users/total', PAST)).toEqual(dau);
  });

  it('spec 3 §9 / §3.4: weeks end on Saturday or the last day; week totals add up; top week from 1, average per week', () => {
    const backend = fakeBackend();
    const dau = consolidated(backend, '/daily-active-users/summary', PAST);
    // February 2025 starts on a Saturday: 1 | 2–8 | 9–15 | 16–22 | 23–28.
    expect(
      dau.weekItems.map((week) => [week.startDateReference.slice(8, 10), week.endDateReference.slice(8, 10)]),
    ).toEqual([
      ['01', '01'],
      ['02', '08'],
      ['09', '15'],
      ['16', '22'],
      ['23', '28'],
    ]);
    expect(dau.weekItems.map((week) => week.weekNumber)).toEqual([0, 1, 2, 3, 4]);
    expect(sum(dau.weekItems.map((week) => week.total))).toBe(dau.total);
    const top = Math.max(...dau.weekItems.map((week) => week.total));
    expect(dau.weekItems[dau.topWeekNumber - 1]!.total).toBe(top);
    expect(dau.weeklyAverage).toBe(Math.round(dau.total / 5));
  });

  it('spec 3 §4.3: the current month is partial: weeks begun by the reference date, data up to yesterday', () => {
    const backend = fakeBackend();
    const dau = consolidated(backend, '/daily-active-users/summary', CURRENT);
    expect(dau.weekItems).toHaveLength(4);
    expect(dau.endDateReference).toBe('2025-03-18T00:00:00.000Z');
    const daily = items<{ dateReference: string; total: number }>(
      backend,
      '/daily-active-users/daily',
      `month=${CURRENT}`,
    );
    expect(daily).toHaveLength(17);
    expect(daily[0]!.dateReference).toBe('2025-03-17T00:00:00.000Z');
    expect(sum(daily.map((row) => row.total))).toBe(dau.total);
    // The default contract is normal: under 80% even by the month's end.
    expect(dau.planUsageRate).toBeGreaterThan(0);
    expect(dau.planUsageRate).toBeLessThan(80);
  });

  it('spec 3 issue 10: deterministic by seed; 13 months of history; none before it, before the subscription or in the future', () => {
    const a = consolidated(fakeBackend({ seed: 7 }), '/daily-active-users/summary', '2024-05');
    expect(consolidated(fakeBackend({ seed: 7 }), '/daily-active-users/summary', '2024-05')).toEqual(a);
    expect(consolidated(fakeBackend({ seed: 8 }), '/daily-active-users/summary', '2024-05').total).not.toBe(
      a.total,
    );
    const backend = fakeBackend();
    expect(consolidated(backend, '/daily-active-users/summary', '2024-03').total).toBeGreaterThan(0);
    for (const month of ['2024-02', '2025-04']) {
      const none = consolidated(backend, '/daily-active-users/summary', month);
      expect(none).toMatchObject({ total: 0, planUsageRate: 0, topWeekNumber: 0, weeklyAverage: 0 });
      expect(none.weekItems.every((week) => week.total === 0)).toBe(true);
      expect(items(backend, '/daily-active-users/monthly/by-bot', `month=${month}`)).toEqual([]);
      expect(items(backend, '/agents/monthly/by-agent', `month=${month}&$take=-1`)).toEqual([]);
    }
    // 'empty': a contract created today, on the free plan: no billed metric, zero usage.
    const fresh = fakeBackend({ scenario: 'empty' });
    expect(consolidated(fresh, '/daily-active-users/summary', CURRENT)).toMatchObject({
      total: 0,
      planUsageRate: 0,
    });
  });

  it('spec 3 §7.2 / §3.4: the agents summary counts the by-agent rows, each at its first ticket', () => {
    const backend = fakeBackend({ scenario: 'exceeded' });
    for (const month of [CURRENT, PAST]) {
      const rows = items<{ extraCharge: boolean }>(
        backend,
        '/agents/monthly/by-agent',
        `month=${month}&$take=-1`,
      );
      const agents = consolidated(backend, '/agents/summary', month);
      expect(agents.metric.metricId).toBe('Agent');
      expect(agents.total).toBe(rows.length);
      expect(sum(agents.weekItems.map((week) => week.total))).toBe(rows.length);
      expect(agents.exceededPlan).toBe(rows.filter((row) => row.extraCharge).length);
    }
    const older = get(backend, '/agents/total', `month=${PAST}`) as Fields;
    expect(Object.keys(older).sort()).toEqual(
      [
        'endDateReference',
        'exceededPlan',
        'metric',
        'planUsage',
        'planUsageRate',
        'startDateReference',
        'total',
      ].sort(),
    );
  });

  it('spec 3 §7.3: the message-metrics summary answers one item per id of metricIdList, in its order; DEU carries its plan', () => {
    const backend = fakeBackend();
    const miu = messageSummary(backend, PAST, 'MonthlyActiveUser;ExchangedMessage');
    expect(miu.map((item) => item.metric.metricId)).toEqual(['MonthlyActiveUser', 'ExchangedMessage']);
    expect(miu.map((item) => item.metric.quantity)).toEqual([50000, 1000000]);
    expect(miu.every((item) => item.total > 0 && item.weekItems.length === 5)).toBe(true);
    expect(miu[0]!.plan).toBeUndefined();
    const deu = deuSummary(backend, PAST);
    expect(deu.metric.quantity).toBe(1500);
    expect(deu.plan).toEqual({
      planValue: 243,
      currencyCode: 'BRL',
      dailyEngagedUsersQuantity: 1500,
      overspentDailyEngagedUserValue: 0.18,
    });
    // Not in the subscription: zero usage against quantity 0.
    expect(messageSummary(backend, PAST, 'MonthlyEngagedUser')[0]).toMatchObject({
      total: 0,
      metric: { quantity: 0 },
    });
    expect(failureOf(() => get(backend, '/monthly-message-metrics/summary', `month=${PAST}`)).code).toBe(64);
  });
});

describe('usage reports routes: rows', () => {
  it('spec 3 §5.1: by-bot rows honour $take (-1, 0 or absent = all) and come from the scenario rows count', () => {
    const backend = fakeBackend();
    const byBot = (take: string) =>
      items(backend, '/daily-active-users/monthly/by-bot', `month=${PAST}${take}`);
    expect(byBot('')).toHaveLength(60);
    expect(byBot('&$take=-1')).toHaveLength(60);
    expect(byBot('&$take=5')).toEqual(byBot('').slice(0, 5));
    expect(failureOf(() => byBot('&$take=x')).code).toBe(64);
    const rows = byBot('') as Array<{ botName: string; botId: string; total: number }>;
    expect(rows[0]).toEqual({
      botName: expect.any(String),
      botId: expect.any(String),
      total: expect.any(Number),
    });
    expect(rows.some((row) => row.botId === backend.data.bots[0]!.shortName)).toBe(true);
    expect(sum(rows.map((row) => row.total))).toBe(
      consolidated(backend, '/daily-active-users/summary', PAST).total,
    );
    expect(rows.map((row) => row.total)).toEqual([...rows.map((row) => row.total)].sort((a, b) => b - a));
  });

  it('architecture.md §8: up to 10,000 report rows by bot and by day', () => {
    const backend = fakeBackend({ counts: { rows: 10000 } });
    expect(items(backend, '/daily-active-users/monthly/by-bot', `month=${PAST}&$take=-1`)).toHaveLength(
      10000,
    );
    const ids = 'MonthlyActiveUser;ExchangedMessage';
    expect(
      items(backend, '/monthly-message-metrics/monthly/by-bot', `month=${PAST}&metricIdList=${ids}&$take=-1`),
    ).toHaveLength(10000);
    expect(
      items(backend, '/monthly-message-metrics/daily', `month=${PAST}&metricIdList=${ids}&$take=-1`),
    ).toHaveLength(10000);
  });

  it('spec 3 §3.5: MIU/MEU rows carry botName, botIdentity and metricConsumption per requested metric', () => {
    const backend = fakeBackend();
    const ids = 'MonthlyActiveUser;ExchangedMessage';
    const summary = messageSummary(backend, PAST, ids);
    const byBot = items<{ botName: string; botIdentity: string; metricConsumption: Entry[] }>(
      backend,
      '/monthly-message-metrics/monthly/by-bot',
      `month=${PAST}&metricIdList=${ids}&$take=-1`,
    );
    expect(byBot[0]!.botIdentity).toMatch(/@msging\.net$/);
    expect(byBot[0]!.metricConsumption.map((entry) => entry.metricId)).toEqual([
      'MonthlyActiveUser',
      'ExchangedMessage',
    ]);
    summary.forEach((item, index) => {
      expect(sum(byBot.map((row) => row.metricConsumption[index]!.total))).toBe(item.total);
    });
    const daily = items<{ botIdentity: string; dateReference: string; metricConsumption: Entry[] }>(
      backend,
      '/monthly-message-metrics/daily',
      `month=${PAST}&metricIdList=${ids}&$take=5`,
    );
    expect(daily).toHaveLength(5);
    expect(daily[0]).toMatchObject({
      dateReference: '2025-02-28T00:00:00.000Z',
      botIdentity: expect.any(String),
    });
  });

  it('spec 3 §3.6: DEU daily rows are one per day (date and the DailyEngagedUser entry); by bot adds up to the summary', () => {
    const backend = fakeBackend();
    const deu = deuSummary(backend, PAST);
    const query = `month=${PAST}&metricIdList=DailyEngagedUser&$take=-1`;
    const daily = items<{ dateReference: string; metricConsumption: Entry[] }>(
      backend,
      '/monthly-message-metrics/daily',
      query,
    );
    expect(daily).toHaveLength(28);
    expect(daily[0]!.metricConsumption).toEqual([
      { metricId: 'DailyEngagedUser', total: expect.any(Number) },
    ]);
    expect(sum(daily.map((row) => row.metricConsumption[0]!.total))).toBe(deu.total);
    const byBot = items<{ botId: string; metricConsumption: Entry[] }>(
      backend,
      '/monthly-message-metrics/monthly/by-bot',
      query,
    );
    expect(sum(byBot.map((row) => row.metricConsumption[0]!.total))).toBe(deu.total);
  });
});

describe('usage reports routes: scenarios', () => {
  it('spec 3 §4.1 / §9: near-limit puts DAU, DEU and agents at 80–99% this month', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const backend = fakeBackend({ scenario: 'near-limit', seed });
      const rated = [
        consolidated(backend, '/daily-active-users/summary', CURRENT),
        deuSummary(backend),
        consolidated(backend, '/agents/summary', CURRENT),
      ];
      for (const metric of rated) {
        expect(metric.planUsageRate).toBeGreaterThanOrEqual(80);
        expect(metric.planUsageRate).toBeLessThan(100);
        expect(metric.exceededPlan).toBe(0);
      }
    }
  });

  it('spec 3 §4.1 / §4.4: exceeded puts them at 100% or more, with exceededPlan > 0 and nothing available', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const backend = fakeBackend({ scenario: 'exceeded', seed });
      for (const metric of [
        consolidated(backend, '/daily-active-users/summary', CURRENT),
        consolidated(backend, '/daily-active-users/summary', PAST),
        deuSummary(backend),
        consolidated(backend, '/agents/summary', CURRENT),
      ]) {
        expect(metric.planUsageRate).toBeGreaterThanOrEqual(100);
        expect(metric.exceededPlan).toBeGreaterThan(0);
        expect(metric.availablePlan).toBe(0);
        expect(metric.planUsage).toBe(metric.metric.quantity);
      }
    }
  });

  it('spec 3 §3.3: unlimited has quantity -1 on every plan item; usage still shows, rate -1', () => {
    const backend = fakeBackend({ scenario: 'unlimited' });
    expect(backend.data.subscription.items.every((item) => item.quantity === -1)).toBe(true);
    const dau = consolidated(backend, '/daily-active-users/summary', PAST);
    expect(dau).toMatchObject({
      metric: { quantity: -1 },
      planUsageRate: -1,
      exceededPlan: 0,
      availablePlan: 0,
    });
    expect(dau.total).toBeGreaterThan(0);
    expect(dau.planUsage).toBe(dau.total);
    const rows = items<{ extraCharge: boolean }>(
      backend,
      '/agents/monthly/by-agent',
      `month=${CURRENT}&$take=-1`,
    );
    expect(rows.every((row) => !row.extraCharge)).toBe(true);
  });

  it('spec 3 §4.1: no-data answers SUCCESS with zero totals (rate 0: empty) and empty lists', () => {
    const backend = fakeBackend({ scenario: 'no-data' });
    for (const month of [CURRENT, PAST]) {
      for (const metric of [
        consolidated(backend, '/daily-active-users/summary', month),
        consolidated(backend, '/agents/summary', month),
        deuSummary(backend, month),
        ...messageSummary(backend, month, 'MonthlyActiveUser;ExchangedMessage'),
      ]) {
        expect(metric).toMatchObject({ total: 0, planUsageRate: 0, exceededPlan: 0 });
      }
      for (const [path, query] of [
        ['/daily-active-users/monthly/by-bot', ''],
        ['/daily-active-users/daily', ''],
        ['/agents/monthly/by-agent', '&$take=-1'],
        ['/monthly-message-metrics/monthly/by-bot', '&metricIdList=DailyEngagedUser&$take=-1'],
        ['/monthly-message-metrics/daily', '&metricIdList=MonthlyActiveUser;ExchangedMessage&$take=-1'],
      ] as const) {
        expect(items(backend, path, `month=${month}${query}`)).toEqual([]);
      }
    }
  });

  it('spec 3 §8: failing-metric fails the DEU summary with a server error; the other reports answer', () => {
    const backend = fakeBackend({ scenario: 'failing-metric' });
    const failure = failureOf(() => deuSummary(backend));
    expect(failure.code).toBe(1);
    expect(JSON.parse((JSON.parse(failure.wireError) as { message: string }).message)).toMatchObject({
      status: 'failure',
      reason: { code: 1 },
    });
    expect(messageSummary(backend, CURRENT, 'MonthlyActiveUser;ExchangedMessage')).toHaveLength(2);
    expect(consolidated(backend, '/daily-active-users/summary', CURRENT).total).toBeGreaterThan(0);
  });

  it('the report scenarios are in the scenario list', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining(['near-limit', 'exceeded', 'unlimited', 'no-data', 'failing-metric']),
    );
  });
});

describe('usage reports routes: requests', () => {
  it('spec 3 §5.1 / §7: month must be YYYY-MM (64), the flag true or false (64); another tenant is 67; only on billing', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    const run =
      (uri: string, to = BILLING) =>
      () =>
        backend.execute({ to, method: 'get', uri });
    expect(failureOf(run(`/tenants/${id}/daily-active-users/summary?month=2025-3`)).code).toBe(64);
    expect(
      failureOf(run(`/tenants/${id}/agents/summary?month=2025-03&useSubscriptionReferenceDate=yes`)).code,
    ).toBe(64);
    expect(failureOf(run('/tenants/other/agents/summary?month=2025-03')).code).toBe(67);
    expect(
      failureOf(run(`/tenants/${id}/daily-active-users/summary?month=2025-03`, 'postmaster@portal.blip.ai'))
        .code,
    ).toBe(62);
    expect(
      run(`/tenants/${id}/agents/summary?month=2025-03&useSubscriptionReferenceDate=true`)(),
    ).toMatchObject({
      metric: { metricId: 'Agent' },
    });
  });
});
