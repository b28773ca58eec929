import { describe, expect, it } from 'vitest';
import type { ReferenceDateFlag } from '../../../src/application/reports/reference-date-flag.port';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import type { Logger } from '../../../src/application/shared/logger.port';
import {
  emptyConversationsByCategory,
  emptyOldSessionTotal,
} from '../../../src/domain/reports/conversation.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { ConversationReportsCommandGateway } from '../../../src/infrastructure/reports/conversation-reports.adapter';
import { appSettings, memoryHost, REFERENCE_DATE } from '../support/memory-host';
import { recording } from '../support/recording-channel';

const BILLING = 'postmaster@billing.blip.ai';
const WABA = '102938475610293';

function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, error: (message) => errors.push(message), warn: () => undefined, info: () => undefined };
}

const flag = (value: boolean): ReferenceDateFlag & { reads: number } => {
  const state = {
    reads: 0,
    useSubscriptionReferenceDate: () => {
      state.reads += 1;
      return Promise.resolve(value);
    },
  };
  return state;
};

/** A channel that answers every command with `answer` and records it. */
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

function failing(code: number | undefined, kind: 'command' | 'timeout' = 'command'): CommandChannel {
  return {
    send: () =>
      Promise.reject(new CommandFailure(kind, kind === 'command' ? 'failure' : 'timeout', code, 'x')),
  };
}

function gateway(channel: CommandChannel, options: { referenceDate?: boolean; logger?: Logger } = {}) {
  return new ConversationReportsCommandGateway(
    channel,
    appSettings,
    flag(options.referenceDate ?? false),
    options.logger ?? recordingLogger(),
    { now: () => REFERENCE_DATE },
  );
}

describe('ConversationReportsCommandGateway: the calls of spec 3 §7.1', () => {
  it('spec 3 §7.1: every path, on the billing address, with month and useSubscriptionReferenceDate (§7)', async () => {
    const { channel, sent } = answering({ items: [] });
    const subject = gateway(channel, { referenceDate: true });
    await subject.wabas('acme', '2025-02');
    await subject.oldSessionTotal('acme', '2025-02', 'FreeTier', WABA);
    await subject.byCategory('acme', '2025-02', WABA);
    await subject.sessionSummary('acme', '2025-02');
    await subject.oldMonthlyByBot('acme', '2025-02', 'Regular', WABA, 5);
    await subject.monthlyByPhone('acme', '2025-02', WABA, 5);
    await subject.oldDaily('acme', '2025-02', 'All', WABA, 5);
    await subject.daily('acme', '2025-02', WABA, 5);
    const query = 'month=2025-02&useSubscriptionReferenceDate=true';
    expect(sent.map((command) => command.uri)).toEqual([
      `/tenants/acme/wabas?${query}`,
      `/tenants/acme/whatsapp-sessions/FreeTier/${WABA}/total?${query}`,
      `/tenants/acme/whatsapp-sessions/${WABA}/by-category?${query}`,
      `/tenants/acme/whatsapp-sessions/summary?${query}`,
      `/tenants/acme/whatsapp-sessions/Regular/${WABA}/monthly/by-bot?${query}&$take=5`,
      `/tenants/acme/whatsapp-sessions/monthly/${WABA}/by-phone-number?${query}&$take=5`,
      `/tenants/acme/whatsapp-sessions/All/${WABA}/daily?${query}&$take=5`,
      `/tenants/acme/whatsapp-sessions/${WABA}/daily?${query}&$take=5`,
    ]);
    expect(sent.every((command) => command.to === BILLING && command.method === 'get')).toBe(true);
  });

  it('spec 3 §5.1: $take only when the count is greater than 0 (detail pages ask -1 = every row)', async () => {
    const { channel, sent } = answering({ items: [] });
    const subject = gateway(channel);
    await subject.daily('acme', '2025-02', WABA, -1);
    await subject.daily('acme', '2025-02', WABA, 0);
    await subject.monthlyByPhone('acme', '2025-02', WABA, -1);
    await subject.oldMonthlyByBot('acme', '2025-02', 'All', WABA, 0);
    await subject.oldDaily('acme', '2025-02', 'All', WABA, 30);
    expect(sent.map((command) => command.uri.includes('$take'))).toEqual([false, false, false, false, true]);
    expect(sent[4]?.uri).toMatch(/&\$take=30$/);
    expect(sent[0]?.uri).toMatch(/useSubscriptionReferenceDate=false$/);
  });

  it('spec 3 §7: path segments are encoded; the tenant id too', async () => {
    const { channel, sent } = answering({ items: [] });
    await gateway(channel).daily('a b', '2025-02', 'x/y', 5);
    expect(sent[0]?.uri).toBe(
      '/tenants/a%20b/whatsapp-sessions/x%2Fy/daily?month=2025-02&useSubscriptionReferenceDate=false&$take=5',
    );
  });

  it('spec 3 §5.1: calls that need a WABA are skipped without one (no command; NO_DATA with the default)', async () => {
    const { channel, sent } = answering({ items: [{ phoneNumber: '1' }] });
    const subject = gateway(channel);
    for (const waba of [undefined, '', '  ']) {
      await expect(subject.oldSessionTotal('acme', '2025-02', 'All', waba)).resolves.toEqual({
        status: 'NO_DATA',
        value: emptyOldSessionTotal(),
      });
      await expect(subject.byCategory('acme', '2025-02', waba)).resolves.toEqual({
        status: 'NO_DATA',
        value: emptyConversationsByCategory(),
      });
      for (const rows of [
        subject.oldMonthlyByBot('acme', '2025-02', 'All', waba, 5),
        subject.monthlyByPhone('acme', '2025-02', waba, 5),
        subject.oldDaily('acme', '2025-02', 'All', waba, 5),
        subject.daily('acme', '2025-02', waba, 5),
      ]) {
        await expect(rows).resolves.toEqual({ status: 'NO_DATA', value: [] });
      }
    }
    expect(sent).toEqual([]);
  });

  it('reads the reference-date flag through the shared (cached) flag, once per call', async () => {
    const { channel } = answering({ items: [] });
    const shared = flag(true);
    const subject = new ConversationReportsCommandGateway(channel, appSettings, shared, recordingLogger(), {
      now: () => REFERENCE_DATE,
    });
    await subject.wabas('acme', '2025-02');
    await subject.wabas('acme', '2025-03');
    expect(shared.reads).toBe(2);
  });
});

describe('ConversationReportsCommandGateway: answers and §8 defaults', () => {
  it('spec 3 §3.7: maps the answers; phone numbers keep their raw value; missing numbers are 0', async () => {
    const phoneRows = {
      items: [
        {
          phoneNumber: '5531999990001',
          businessInitiated: { utility: 2, authentication: 1, marketing: 3, marketing_lite: 4, total: 10 },
          userInitiated: { service: 5, free: '2', total: 7 },
        },
        { phoneNumber: 5511988887777 },
        'junk',
      ],
    };
    const result = await gateway(answering(phoneRows).channel).monthlyByPhone('acme', '2025-02', WABA, 5);
    expect(result.status).toBe('SUCCESS');
    expect(result.value).toEqual([
      {
        phoneNumber: '5531999990001',
        businessInitiated: { utility: 2, authentication: 1, marketing: 3, marketing_lite: 4, total: 10 },
        userInitiated: { service: 5, free: 2, total: 7 },
      },
      {
        phoneNumber: '5511988887777',
        businessInitiated: { utility: 0, authentication: 0, marketing: 0, marketing_lite: 0, total: 0 },
        userInitiated: { service: 0, free: 0, total: 0 },
      },
    ]);
  });

  it('spec 3 §3.7: allConversations is the billed and free fields merged when the service omits it', async () => {
    const answer = {
      billedConversations: {
        marketing: 1,
        marketing_lite: 2,
        utility: 3,
        authentication: 4,
        service: 5,
        total: 21,
        oldWhatsAppPricing: { sessionByCompany: 4, sessionByUser: 2 },
      },
      freeOfChargeConversations: { freeTier: 1, freeEntryPoint: 2, freeCustomerService: 3, total: 6 },
    };
    const { value } = await gateway(answering(answer).channel).byCategory('acme', '2025-02', WABA);
    expect(value.billedConversations.oldWhatsAppPricing).toEqual({ sessionByCompany: 4, sessionByUser: 2 });
    expect(value.allConversations).toEqual({
      ...answer.billedConversations,
      freeTier: 1,
      freeEntryPoint: 2,
      freeCustomerService: 3,
      total: 27,
    });
  });

  it('spec 3 §8: a failure never rejects — default value, the status and reason code, and a log line', async () => {
    const logger = recordingLogger();
    const subject = gateway(failing(61), { logger });
    await expect(subject.wabas('acme', '2025-02')).resolves.toEqual({
      status: 'failure',
      code: 61,
      value: [],
    });
    await expect(subject.daily('acme', '2025-02', WABA, 5)).resolves.toEqual({
      status: 'failure',
      code: 61,
      value: [],
    });
    await expect(subject.byCategory('acme', '2025-02', WABA)).resolves.toEqual({
      status: 'failure',
      code: 61,
      value: emptyConversationsByCategory(),
    });
    await expect(subject.oldSessionTotal('acme', '2025-02', 'All', WABA)).resolves.toMatchObject({
      status: 'failure',
      value: emptyOldSessionTotal(),
    });
    expect(logger.errors).toHaveLength(4);
    await expect(gateway(failing(undefined, 'timeout')).wabas('acme', '2025-02')).resolves.toEqual({
      status: 'timeout',
      value: [],
    });
  });

  it('spec 3 §3.7 / §8: the failed summary has zero totals and the weeks of the current month', async () => {
    const { status, value } = await gateway(failing(67)).sessionSummary('acme', '2024-11');
    expect(status).toBe('failure');
    expect(value.total).toBe(0);
    // REFERENCE_DATE is 2025-03-18: March 2025 starts on a Saturday.
    expect(
      value.weekItems.map((week) => [week.weekNumber, week.startDateReference, week.endDateReference]),
    ).toEqual([
      [0, '2025-03-01', '2025-03-01'],
      [1, '2025-03-02', '2025-03-08'],
      [2, '2025-03-09', '2025-03-15'],
      [3, '2025-03-16', '2025-03-22'],
      [4, '2025-03-23', '2025-03-29'],
      [5, '2025-03-30', '2025-03-31'],
    ]);
    expect(value.weekItems.every((week) => week.total === 0 && week.totalUserInitiated === 0)).toBe(true);
  });

  it('a malformed answer (no items, not an object) is a failure with the default, not a throw', async () => {
    await expect(gateway(answering({}).channel).daily('acme', '2025-02', WABA, 5)).resolves.toMatchObject({
      status: 'malformed',
      value: [],
    });
    await expect(gateway(answering('x').channel).sessionSummary('acme', '2025-02')).resolves.toMatchObject({
      status: 'malformed',
    });
  });
});

describe('ConversationReportsCommandGateway through the fake host (memory profile)', () => {
  it('spec 3 §2.7: the default contract has three WABAs; the per-phone and daily rows answer for the first', async () => {
    const { host, channel } = memoryHost();
    const { channel: recorded, sent } = recording(channel);
    const subject = gateway(recorded);
    const tenantId = host.state.tenant.id;
    const wabas = await subject.wabas(tenantId, '2025-02');
    expect(wabas.status).toBe('SUCCESS');
    expect(wabas.value).toHaveLength(3);
    const waba = wabas.value[0];
    const byPhone = await subject.monthlyByPhone(tenantId, '2025-02', waba, 5);
    expect(byPhone.value).toHaveLength(3);
    expect(byPhone.value.some((row) => row.phoneNumber.startsWith('+'))).toBe(true);
    expect(byPhone.value.some((row) => !row.phoneNumber.startsWith('+'))).toBe(true);
    const daily = await subject.daily(tenantId, '2025-02', waba, -1);
    expect(daily.value).toHaveLength(28);
    const firstFive = await subject.daily(tenantId, '2025-02', waba, 5);
    expect(firstFive.value).toEqual(daily.value.slice(0, 5));
    const summary = await subject.sessionSummary(tenantId, '2025-02');
    expect(summary.value.total).toBeGreaterThan(0);
    expect(sent.every((command) => command.uri.includes('useSubscriptionReferenceDate=false'))).toBe(true);
  });

  it("scenario 'wabas-none': an empty WABA list, and the WABA calls are not made", async () => {
    const { host, channel } = memoryHost({ scenario: 'wabas-none' });
    const { channel: recorded, sent } = recording(channel);
    const subject = gateway(recorded);
    const wabas = await subject.wabas(host.state.tenant.id, '2025-02');
    expect(wabas).toEqual({ status: 'SUCCESS', value: [] });
    await expect(subject.byCategory(host.state.tenant.id, '2025-02', wabas.value[0])).resolves.toMatchObject({
      status: 'NO_DATA',
    });
    expect(sent).toHaveLength(1);
  });

  it("scenario 'wabas-one': exactly one WABA", async () => {
    const { host, channel } = memoryHost({ scenario: 'wabas-one' });
    const wabas = await gateway(channel).wabas(host.state.tenant.id, '2025-02');
    expect(wabas.value).toHaveLength(1);
  });

  it('spec 3 §8: an unknown WABA (67) is a failure with the default', async () => {
    const { host, channel } = memoryHost();
    await expect(gateway(channel).daily(host.state.tenant.id, '2025-02', 'nope', 5)).resolves.toEqual({
      status: 'failure',
      code: 67,
      value: [],
    });
  });
});
