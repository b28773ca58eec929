import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import type { FeatureToggles } from '../../../src/application/shared/feature-toggles.port';
import type { Logger } from '../../../src/application/shared/logger.port';
import {
  defaultMeuSummary,
  defaultMiuSummary,
  defaultOlderAgentTotal,
  emptyDauConsumption,
  emptyDeuConsumption,
  emptyMetricConsumption,
} from '../../../src/domain/reports/consumption.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { FeatureToggleReferenceDateFlag } from '../../../src/infrastructure/reports/reference-date-flag.adapter';
import { UsageReportsCommandGateway } from '../../../src/infrastructure/reports/usage-reports.adapter';
import { appSettings, memoryHost, REFERENCE_DATE } from '../support/memory-host';
import { recording } from '../support/recording-channel';

const BILLING = 'postmaster@billing.blip.ai';
const MIU = ['MonthlyActiveUser', 'ExchangedMessage'] as const;
const MEU = ['MonthlyEngagedUser', 'ExchangedMessage'] as const;

function toggles(on: boolean): FeatureToggles & { reads: number } {
  return {
    reads: 0,
    initialize: () => Promise.resolve(),
    isEnabled(name: string) {
      this.reads += 1;
      return on && name === 'billing-use-subscription-reference-date';
    },
  };
}

function quietLogger(): Logger & { errors: unknown[][] } {
  const errors: unknown[][] = [];
  return {
    errors,
    error: (...args: unknown[]) => void errors.push(args),
    warn: () => undefined,
    info: () => undefined,
  };
}

function gatewayOver(
  channel: CommandChannel,
  options: { flag?: FeatureToggles; logger?: Logger } = {},
): UsageReportsCommandGateway {
  return new UsageReportsCommandGateway(
    channel,
    appSettings,
    new FeatureToggleReferenceDateFlag(options.flag ?? toggles(false)),
    { now: () => REFERENCE_DATE },
    options.logger ?? quietLogger(),
  );
}

/** Answers every command with `answer` and keeps the uris. */
function answering(answer: unknown): { channel: CommandChannel; uris: string[] } {
  const uris: string[] = [];
  return {
    uris,
    channel: {
      send: <T>(command: LimeCommand) => {
        uris.push(command.uri);
        return Promise.resolve(answer as T);
      },
    },
  };
}

function rejecting(error: unknown): CommandChannel {
  return { send: () => Promise.reject(error) };
}

describe('UsageReportsCommandGateway: the calls it makes', () => {
  it('spec 3 §7.2–§7.4: GET on the billing address, uris with month=YYYY-MM and useSubscriptionReferenceDate', async () => {
    const { channel, uris } = answering({ items: [] });
    const gateway = gatewayOver(channel);
    const t = 'acme';
    await gateway.dauSummary(t, '2025-03');
    await gateway.dauTotal(t, '2025-03');
    await gateway.dauByBot(t, '2025-03', 5);
    await gateway.dauDaily(t, '2025-03', 5);
    await gateway.deuSummary(t, '2025-03');
    await gateway.deuByBot(t, '2025-03', 5);
    await gateway.deuDaily(t, '2025-03', 5);
    await gateway.agentSummary(t, '2025-03');
    await gateway.agentTotal(t, '2025-03');
    await gateway.agentsByAgent(t, '2025-03', 5);
    await gateway.messageMetricsSummary(t, '2025-03', MIU);
    await gateway.messageMetricsByBot(t, '2025-03', MIU, 5);
    await gateway.messageMetricsDaily(t, '2025-03', MEU, 5);
    const flag = 'useSubscriptionReferenceDate=false';
    expect(uris).toEqual([
      `/tenants/acme/daily-active-users/summary?month=2025-03&${flag}`,
      `/tenants/acme/daily-active-users/total?month=2025-03&${flag}`,
      `/tenants/acme/daily-active-users/monthly/by-bot?month=2025-03&${flag}&$take=5`,
      `/tenants/acme/daily-active-users/daily?month=2025-03&${flag}&$take=5`,
      `/tenants/acme/monthly-message-metrics/summary?month=2025-03&metricIdList=DailyEngagedUser&${flag}`,
      `/tenants/acme/monthly-message-metrics/monthly/by-bot?month=2025-03&metricIdList=DailyEngagedUser&${flag}&$take=5`,
      `/tenants/acme/monthly-message-metrics/daily?month=2025-03&metricIdList=DailyEngagedUser&${flag}&$take=5`,
      `/tenants/acme/agents/summary?month=2025-03&${flag}`,
      `/tenants/acme/agents/total?month=2025-03&${flag}`,
      `/tenants/acme/agents/monthly/by-agent?month=2025-03&${flag}&$take=5`,
      `/tenants/acme/monthly-message-metrics/summary?month=2025-03&metricIdList=MonthlyActiveUser;ExchangedMessage&${flag}`,
      `/tenants/acme/monthly-message-metrics/monthly/by-bot?month=2025-03&metricIdList=MonthlyActiveUser;ExchangedMessage&${flag}&$take=5`,
      `/tenants/acme/monthly-message-metrics/daily?month=2025-03&metricIdList=MonthlyEngagedUser;ExchangedMessage&${flag}&$take=5`,
    ]);
  });

  it('spec 3 §5.1: DAU calls append $take only when greater than 0; DEU, MIU/MEU and agents always append it', async () => {
    const { channel, uris } = answering({ items: [] });
    const gateway = gatewayOver(channel);
    await gateway.dauByBot('t', '2025-03', -1);
    await gateway.dauDaily('t', '2025-03', 0);
    await gateway.deuByBot('t', '2025-03', -1);
    await gateway.deuDaily('t', '2025-03', -1);
    await gateway.agentsByAgent('t', '2025-03', -1);
    await gateway.messageMetricsByBot('t', '2025-03', MIU, -1);
    await gateway.messageMetricsDaily('t', '2025-03', MIU, -1);
    expect(uris.slice(0, 2).every((uri) => !uri.includes('$take'))).toBe(true);
    expect(uris.slice(2).every((uri) => uri.endsWith('&$take=-1'))).toBe(true);
  });

  it('spec 3 §7: the reference-date flag is read once (toggle billing-use-subscription-reference-date) and cached', async () => {
    const flag = toggles(true);
    const { channel, uris } = answering({ items: [] });
    const gateway = gatewayOver(channel, { flag });
    await Promise.all([gateway.dauSummary('t', '2025-03'), gateway.agentSummary('t', '2025-03')]);
    await gateway.messageMetricsSummary('t', '2025-02', MIU);
    expect(uris.every((uri) => uri.includes('useSubscriptionReferenceDate=true'))).toBe(true);
    expect(flag.reads).toBe(1);
  });

  it('encodes the tenant and each metric id, keeping the ; between ids', async () => {
    const { channel, uris } = answering({ items: [] });
    await gatewayOver(channel).messageMetricsSummary('a b/c', '2025-03', ['x&y', 'z']);
    expect(uris[0]).toBe(
      '/tenants/a%20b%2Fc/monthly-message-metrics/summary?month=2025-03&metricIdList=x%26y;z&useSubscriptionReferenceDate=false',
    );
  });
});

describe('UsageReportsCommandGateway: against the fake backend', () => {
  it('spec 3 §3.4 / §3.11: the DAU summary maps to the consolidated entity with its plan, status SUCCESS', async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const result = await gatewayOver(spy.channel).dauSummary(host.state.tenant.id, '2025-02');
    expect(spy.sent[0]).toMatchObject({ to: BILLING, method: 'get' });
    expect(result.status).toBe('SUCCESS');
    expect(result.code).toBeUndefined();
    expect(result.value.metric).toEqual({
      metricId: 'DailyActiveUser',
      quantity: 2000,
      allowAdditionalItem: true,
      additionalItemValue: 0.12,
    });
    expect(result.value.plan).toMatchObject({ currencyCode: 'BRL', dailyActiveUserQuantity: 2000 });
    expect(result.value.weekItems.map((week) => week.weekNumber)).toEqual([0, 1, 2, 3, 4]);
    expect(result.value.weekItems.reduce((sum, week) => sum + week.total, 0)).toBe(result.value.total);
  });

  it('spec 3 §3.6: DEU rows get their totals (first entry by bot; the DailyEngagedUser entry daily)', async () => {
    const { host, channel } = memoryHost();
    const gateway = gatewayOver(channel);
    const id = host.state.tenant.id;
    const summary = await gateway.deuSummary(id, '2025-02');
    expect(summary.value.plan.dailyEngagedUsersQuantity).toBe(1500);
    const byBot = await gateway.deuByBot(id, '2025-02', -1);
    const daily = await gateway.deuDaily(id, '2025-02', 5);
    expect(byBot.value.reduce((sum, row) => sum + row.total, 0)).toBe(summary.value.total);
    expect(byBot.value[0]!.total).toBe(byBot.value[0]!.metricConsumption[0]!.total);
    expect(daily.value).toHaveLength(5);
    expect(daily.value[0]).toMatchObject({ dateReference: '2025-02-28T00:00:00.000Z' });
    expect(daily.value[0]!.total).toBe(daily.value[0]!.metricConsumption[0]!.total);
  });

  it('spec 3 §3.5 / §3.8: MIU summary, rows and activated agents map from the fake backend', async () => {
    const { host, channel } = memoryHost({ scenario: 'exceeded' });
    const gateway = gatewayOver(channel);
    const id = host.state.tenant.id;
    const miu = await gateway.messageMetricsSummary(id, '2025-03', MIU);
    expect(miu.value.map((item) => item.metric.metricId)).toEqual([...MIU]);
    const rows = await gateway.messageMetricsDaily(id, '2025-03', MIU, 5);
    expect(rows.value[0]).toMatchObject({
      botIdentity: expect.stringContaining('@'),
      dateReference: expect.any(String),
    });
    const agents = await gateway.agentsByAgent(id, '2025-03', -1);
    const summary = await gateway.agentSummary(id, '2025-03');
    expect(agents.value).toHaveLength(summary.value.total);
    expect(agents.value.filter((row) => row.extraCharge)).toHaveLength(summary.value.exceededPlan);
    expect(agents.value[0]).toEqual({
      agentName: expect.any(String),
      agentEmail: expect.stringContaining('@'),
      agentPhotoUri: undefined,
      extraCharge: false,
      totalTickets: expect.any(Number),
      firstTicketDate: expect.stringMatching(/^2025-03-/),
      lastTicketDate: expect.stringMatching(/^2025-03-/),
    });
  });

  it("spec 3 §8: scenario 'failing-metric' gives the DEU default with the wire error's status and reason.code", async () => {
    const { host, channel } = memoryHost({ scenario: 'failing-metric' });
    const logger = quietLogger();
    const result = await gatewayOver(channel, { logger }).deuSummary(host.state.tenant.id, '2025-03');
    expect(result).toEqual({ status: 'failure', code: 1, value: emptyDeuConsumption() });
    expect(logger.errors).toHaveLength(1);
  });
});

describe('UsageReportsCommandGateway: failures never reject (spec 3 §8 defaults, §3.11 status and code)', () => {
  const failure = new CommandFailure('command', 'failure', 61, 'boom');

  it('summaries: zeroed records (MIU/MEU default pairs, one DEU record, agents total dated this month)', async () => {
    const gateway = gatewayOver(rejecting(failure));
    const failed = { status: 'failure', code: 61 };
    await expect(gateway.dauSummary('t', '2025-03')).resolves.toEqual({
      ...failed,
      value: emptyDauConsumption(),
    });
    await expect(gateway.dauTotal('t', '2025-03')).resolves.toEqual({
      ...failed,
      value: emptyDauConsumption(),
    });
    await expect(gateway.deuSummary('t', '2025-03')).resolves.toEqual({
      ...failed,
      value: emptyDeuConsumption(),
    });
    await expect(gateway.agentSummary('t', '2025-03')).resolves.toEqual({
      ...failed,
      value: emptyMetricConsumption('Agent'),
    });
    await expect(gateway.messageMetricsSummary('t', '2025-03', MIU)).resolves.toEqual({
      ...failed,
      value: defaultMiuSummary(),
    });
    await expect(gateway.messageMetricsSummary('t', '2025-03', MEU)).resolves.toEqual({
      ...failed,
      value: defaultMeuSummary(),
    });
    const older = await gateway.agentTotal('t', '2025-03');
    expect(older).toEqual({ ...failed, value: defaultOlderAgentTotal(REFERENCE_DATE) });
    expect(older.value).toMatchObject({
      total: 0,
      startDateReference: '2025-03-01T00:00:00.000Z',
      endDateReference: '2025-03-31T00:00:00.000Z',
    });
  });

  it('lists: empty, with the status and code', async () => {
    const gateway = gatewayOver(rejecting(failure));
    for (const result of await Promise.all([
      gateway.dauByBot('t', '2025-03', 5),
      gateway.dauDaily('t', '2025-03', 5),
      gateway.deuByBot('t', '2025-03', 5),
      gateway.deuDaily('t', '2025-03', 5),
      gateway.agentsByAgent('t', '2025-03', 5),
      gateway.messageMetricsByBot('t', '2025-03', MIU, 5),
      gateway.messageMetricsDaily('t', '2025-03', MIU, 5),
    ])) {
      expect(result).toEqual({ status: 'failure', code: 61, value: [] });
    }
  });

  it('67 (not found), timeouts, malformed answers and unknown errors keep their own status; no code without one', async () => {
    await expect(
      gatewayOver(rejecting(new CommandFailure('command', 'failure', 67, 'x'))).dauByBot('t', '2025-03', 5),
    ).resolves.toEqual({ status: 'failure', code: 67, value: [] });
    await expect(
      gatewayOver(rejecting(new CommandFailure('timeout', 'timeout', undefined, 'x'))).dauDaily(
        't',
        '2025-03',
        5,
      ),
    ).resolves.toEqual({ status: 'timeout', value: [] });
    await expect(gatewayOver(answering('junk').channel).dauByBot('t', '2025-03', 5)).resolves.toEqual({
      status: 'malformed',
      value: [],
    });
    await expect(gatewayOver(answering(null).channel).agentSummary('t', '2025-03')).resolves.toMatchObject({
      status: 'malformed',
    });
    await expect(gatewayOver(rejecting(new Error('x'))).deuDaily('t', '2025-03', 5)).resolves.toEqual({
      status: 'failure',
      value: [],
    });
  });
});

describe('UsageReportsCommandGateway: defensive mapping', () => {
  it('missing numbers are 0, missing dates empty; rows that are not objects are dropped', async () => {
    const dau = await gatewayOver(
      answering({ total: '12', weekItems: [{ total: 3 }, 'x'] }).channel,
    ).dauSummary('t', '2025-03');
    expect(dau.status).toBe('SUCCESS');
    expect(dau.value).toMatchObject({
      metric: { metricId: 'DailyActiveUser', quantity: 0 },
      total: 12,
      planUsageRate: 0,
      weekItems: [{ weekNumber: 0, startDateReference: '', endDateReference: '', total: 3 }],
      plan: { planValue: 0, currencyCode: '', dailyActiveUserQuantity: 0 },
    });
    const rows = await gatewayOver(
      answering({ items: [{ botIdentity: 'b@x', total: 2 }, 7, { botName: 'Named', botId: 'n' }] }).channel,
    ).dauByBot('t', '2025-03', 5);
    expect(rows.value).toEqual([
      { botName: 'b@x', botId: 'b@x', total: 2 },
      { botName: 'Named', botId: 'n', total: 0 },
    ]);
  });

  it('spec 3 §3.6: a DEU daily row without the DailyEngagedUser entry is 0; entries without metricId are dropped', async () => {
    const { channel } = answering({
      items: [
        { dateReference: '2025-03-01', metricConsumption: [{ metricId: 'Other', total: 4 }, { total: 9 }] },
        { dateReference: '2025-03-02', metricConsumption: [{ metricId: 'dailyEngagedUser', total: 5 }] },
      ],
    });
    const daily = await gatewayOver(channel).deuDaily('t', '2025-03', -1);
    expect(daily.value.map((row) => row.total)).toEqual([0, 5]);
    expect(daily.value[0]!.metricConsumption).toEqual([{ metricId: 'Other', total: 4 }]);
  });

  it('spec 3 §7.3: an empty DEU summary list is a success with the default record', async () => {
    await expect(gatewayOver(answering({ items: [] }).channel).deuSummary('t', '2025-03')).resolves.toEqual({
      status: 'SUCCESS',
      value: emptyDeuConsumption(),
    });
  });
});
