import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import type { Logger } from '../../../src/application/shared/logger.port';
import {
  emptyContractRules,
  emptyMonthlyConsumption,
  OPEN_ENDED_RANGE_END,
} from '../../../src/domain/reports/revenue.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { RevenueCommandGateway } from '../../../src/infrastructure/reports/revenue.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, error: (message) => errors.push(message), warn: () => undefined, info: () => undefined };
}

function answering(answer: unknown): { channel: CommandChannel; sent: LimeCommand[] } {
  const sent: LimeCommand[] = [];
  return {
    sent,
    channel: {
      send: <T>(command: LimeCommand) => {
        sent.push(command);
        return Promise.resolve(answer as T);
      },
    },
  };
}

const failing = (code: number): CommandChannel => ({
  send: () => Promise.reject(new CommandFailure('command', 'failure', code, 'x')),
});

const gateway = (channel: CommandChannel, logger: Logger = recordingLogger()) =>
  new RevenueCommandGateway(channel, appSettings, logger);

describe('RevenueCommandGateway (spec 3 §7.5)', () => {
  it('spec 3 §7.5: the four uris exactly as the table states them, on the billing address', async () => {
    const { channel, sent } = answering({ items: [] });
    const subject = gateway(channel);
    await subject.contractRules('acme');
    await subject.financialRules('acme', '2025-02');
    await subject.monthlyConsumption('acme', '2025-02');
    await subject.applicationConsumption('acme', '2025-02', 3);
    await subject.applicationConsumption('acme', '2025-02', 10000);
    expect(sent).toEqual([
      { to: 'postmaster@billing.blip.ai', method: 'get', uri: '/tenants/acme/contract-rules' },
      { to: 'postmaster@billing.blip.ai', method: 'get', uri: '/tenants/acme/financial-rules?month=2025-02' },
      { to: 'postmaster@billing.blip.ai', method: 'get', uri: '/tenants/acme/consumption?month=2025-02' },
      {
        to: 'postmaster@billing.blip.ai',
        method: 'get',
        uri: '/tenants/acme/application-consumption?month=2025-02&$take=3',
      },
      {
        to: 'postmaster@billing.blip.ai',
        method: 'get',
        uri: '/tenants/acme/application-consumption?month=2025-02&$take=10000',
      },
    ]);
  });

  it('spec 3 §8: monthly consumption — reason code 67 is NO_DATA (not an error, not logged)', async () => {
    const logger = recordingLogger();
    await expect(gateway(failing(67), logger).monthlyConsumption('acme', '2025-02')).resolves.toEqual({
      status: 'NO_DATA',
      code: 67,
      value: emptyMonthlyConsumption(),
    });
    expect(logger.errors).toEqual([]);
  });

  it('spec 3 §8: monthly consumption — any other error is a failure with its status and code, logged', async () => {
    const logger = recordingLogger();
    await expect(gateway(failing(61), logger).monthlyConsumption('acme', '2025-02')).resolves.toEqual({
      status: 'failure',
      code: 61,
      value: emptyMonthlyConsumption(),
    });
    expect(logger.errors).toHaveLength(1);
    await expect(
      gateway(answering('x').channel).monthlyConsumption('acme', '2025-02'),
    ).resolves.toMatchObject({
      status: 'malformed',
    });
  });

  it('spec 3 §8: the other calls never reject — defaults with the failure status and code', async () => {
    const subject = gateway(failing(67));
    await expect(subject.contractRules('acme')).resolves.toEqual({
      status: 'failure',
      code: 67,
      value: emptyContractRules(),
    });
    await expect(subject.financialRules('acme', '2025-02')).resolves.toEqual({
      status: 'failure',
      code: 67,
      value: [],
    });
    await expect(subject.applicationConsumption('acme', '2025-02', 3)).resolves.toEqual({
      status: 'failure',
      code: 67,
      value: [],
    });
  });

  it('spec 3 §3.9: maps the raw fields; numeric ids become text; loose values default', async () => {
    const { channel } = answering({
      idContract: 48213,
      MAUs: '1200',
      MEUs: 800,
      MSGs: 15000,
      activeReport: 'true',
    });
    await expect(gateway(channel).monthlyConsumption('acme', '2025-02')).resolves.toEqual({
      status: 'SUCCESS',
      value: { idContract: '48213', MAUs: 1200, MEUs: 800, MSGs: 15000, activeReport: true },
    });
    const rules = answering({
      items: [{ stepRule: 1, fixPrice: 1500, rangeEndMetric: OPEN_ENDED_RANGE_END }, 7],
    });
    const { value } = await gateway(rules.channel).financialRules('acme', '2025-02');
    expect(value).toEqual([
      {
        idContract: '',
        stepRule: 1,
        fixPrice: 1500,
        coreMetric: '',
        rangeStartMetric: 0,
        rangeEndMetric: 2147483647,
        pricePerUser: 0,
        validityStart: '',
        validityEnd: '',
      },
    ]);
  });
});

describe('RevenueCommandGateway through the fake host (memory profile)', () => {
  it('spec 3 §9: contract rules and financial rules cover every text form', async () => {
    const { host, channel } = memoryHost();
    const subject = gateway(channel);
    const tenantId = host.state.tenant.id;
    const contract = await subject.contractRules(tenantId);
    expect(contract.status).toBe('SUCCESS');
    expect(contract.value.metricBaseMIU).toBe('mau');
    expect(contract.value.mainRuleName).toMatch(/MIU/);
    expect(contract.value.mainRuleName).toMatch(/MSG/);
    const rules = (await subject.financialRules(tenantId, '2025-02')).value;
    expect(rules.filter((rule) => rule.stepRule === 1)).toHaveLength(1);
    expect(rules.some((rule) => rule.fixPrice > 0 && rule.pricePerUser > 0)).toBe(true);
    expect(rules.some((rule) => rule.fixPrice === 0 && rule.pricePerUser > 0)).toBe(true);
    expect(rules.some((rule) => rule.fixPrice > 0 && rule.pricePerUser === 0)).toBe(true);
    expect(rules.some((rule) => rule.rangeEndMetric === OPEN_ENDED_RANGE_END)).toBe(true);
  });

  it('spec 3 §8: the oldest month (REVENUE_START_DATE) answers 67 → NO_DATA; a recent month has data', async () => {
    const { host, channel } = memoryHost();
    const subject = gateway(channel);
    const tenantId = host.state.tenant.id;
    // REFERENCE_DATE is 2025-03-18: the history runs from 2024-03.
    await expect(subject.monthlyConsumption(tenantId, '2024-03')).resolves.toMatchObject({
      status: 'NO_DATA',
      code: 67,
    });
    const recent = await subject.monthlyConsumption(tenantId, '2025-02');
    expect(recent.status).toBe('SUCCESS');
    expect(recent.value.MAUs).toBeGreaterThan(0);
    const top3 = await subject.applicationConsumption(tenantId, '2025-02', 3);
    expect(top3.value).toHaveLength(3);
    expect(top3.value[0]!.MAUs).toBeGreaterThanOrEqual(top3.value[2]!.MAUs);
  });
});
