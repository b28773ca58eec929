import { describe, expect, it } from 'vitest';
import {
  SCENARIO_COUNTS,
  SCENARIO_NAMES,
} from '../../../../../simulator/fake-host/backend/dataset/scenarios';
import { simulatorReportDates } from '../../../../../simulator/fake-host/backend/dataset/report-dates';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';
import { REFERENCE_DATE } from '../../../../infrastructure/support/memory-host';

const BILLING = 'postmaster@billing.blip.ai';
const FLAG = 'useSubscriptionReferenceDate=false';

type Row = Record<string, unknown>;
type Category = { total: number; [key: string]: unknown };
type Split = { businessInitiated: Category; userInitiated: Category };

function setup(scenario: Parameters<typeof fakeBackend>[0] = {}) {
  const backend = fakeBackend(scenario);
  const tenant = backend.data.tenant.id;
  const get = <T>(path: string, query = ''): T =>
    backend.execute({ to: BILLING, method: 'get', uri: `/tenants/${tenant}${path}${query}` }) as T;
  const wabas = get<{ items: string[] }>('/wabas', `?month=2025-02&${FLAG}`).items;
  return { backend, tenant, get, wabas };
}

describe('conversation report routes: WABAs and scenarios (spec 3 §2.7, §7.1)', () => {
  it("spec 3 §7.1 /wabas: three in 'default', one in 'wabas-one', none in 'wabas-none' and 'empty'", () => {
    expect(setup().wabas).toHaveLength(3);
    expect(setup().wabas.every((id) => /^\d{15}$/.test(id))).toBe(true);
    expect(setup({ scenario: 'wabas-one' }).wabas).toHaveLength(1);
    expect(setup({ scenario: 'wabas-none' }).wabas).toEqual([]);
    expect(setup({ scenario: 'empty' }).wabas).toEqual([]);
  });

  it("the simulator offers 'wabas-none' and 'wabas-one', each the size of the default contract", () => {
    expect(SCENARIO_NAMES).toEqual(expect.arrayContaining(['wabas-none', 'wabas-one']));
    expect(SCENARIO_COUNTS['wabas-none']).toEqual(SCENARIO_COUNTS.default);
    expect(SCENARIO_COUNTS['wabas-one']).toEqual(SCENARIO_COUNTS.default);
  });

  it('is deterministic: the same seed gives the same WABAs and rows; another seed other ones', () => {
    const query = `?month=2025-01&${FLAG}`;
    const first = setup({ seed: 4 });
    const again = setup({ seed: 4 });
    expect(again.wabas).toEqual(first.wabas);
    const path = `/whatsapp-sessions/${first.wabas[0]}/daily`;
    expect(again.get(path, query)).toEqual(first.get(path, query));
    expect(setup({ seed: 5 }).wabas).not.toEqual(first.wabas);
  });

  it('the simulator report dates: REVENUE_START_DATE 12 months back, per-phone pricing 6, consolidated 3', () => {
    expect(simulatorReportDates(REFERENCE_DATE)).toEqual({
      REVENUE_START_DATE: '2024-03',
      WHATSAPP_BP_PRICING_CHANGES_START_DATE: '2024-09',
      WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: '2024-12',
    });
    expect(simulatorReportDates(new Date('2025-01-01T00:00:00Z')).REVENUE_START_DATE).toBe('2024-01');
  });
});

describe('conversation report routes: new pricing (spec 3 §3.7, §7.1)', () => {
  it('spec 3 §7.1 by-phone-number: one row per number, raw numbers (some with +, some without), $take honoured', () => {
    const { get, wabas } = setup();
    const path = `/whatsapp-sessions/monthly/${wabas[0]}/by-phone-number`;
    const rows = get<{ items: Array<Split & { phoneNumber: string }> }>(path, `?month=2025-02&${FLAG}`).items;
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.phoneNumber.startsWith('+'))).toBe(true);
    expect(rows.some((row) => /^\d+$/.test(row.phoneNumber))).toBe(true);
    for (const row of rows) {
      const b = row.businessInitiated;
      expect(b.total).toBe(
        Number(b['utility']) +
          Number(b['authentication']) +
          Number(b['marketing']) +
          Number(b['marketing_lite']),
      );
      expect(row.userInitiated.total).toBe(
        Number(row.userInitiated['service']) + Number(row.userInitiated['free']),
      );
    }
    expect(get<{ items: Row[] }>(path, `?month=2025-02&${FLAG}&$take=2`).items).toHaveLength(2);
    expect(get<{ items: Row[] }>(path, `?month=2025-02&${FLAG}&$take=-1`).items).toHaveLength(3);
  });

  it('spec 3 §7.1 daily: a row per day, newest first; the current month ends yesterday; $take honoured', () => {
    const { get, wabas } = setup();
    const path = `/whatsapp-sessions/${wabas[0]}/daily`;
    const february = get<{ items: Array<Split & { dateReference: string }> }>(
      path,
      `?month=2025-02&${FLAG}`,
    ).items;
    expect(february).toHaveLength(28);
    expect(february[0]!.dateReference).toBe('2025-02-28T00:00:00.000Z');
    // REFERENCE_DATE is 2025-03-18.
    expect(get<{ items: Row[] }>(path, `?month=2025-03&${FLAG}`).items).toHaveLength(17);
    expect(get<{ items: Row[] }>(path, `?month=2025-02&${FLAG}&$take=5`).items).toEqual(february.slice(0, 5));
  });

  it('spec 3 §3.7 by-category: billed + free = all; marketing_lite only from the consolidated date', () => {
    const { get, wabas } = setup();
    const path = `/whatsapp-sessions/${wabas[0]}/by-category`;
    type ByCategory = {
      billedConversations: Category;
      freeOfChargeConversations: Category;
      allConversations: Category;
    };
    const month = (value: string) => get<ByCategory>(path, `?month=${value}&${FLAG}`);
    const after = month('2025-02');
    expect(after.allConversations.total).toBe(
      after.billedConversations.total + after.freeOfChargeConversations.total,
    );
    expect(after.billedConversations['marketing_lite']).toBeGreaterThan(0);
    expect(month('2024-11').billedConversations['marketing_lite']).toBe(0);
    expect(after.billedConversations['oldWhatsAppPricing']).toEqual({
      sessionByCompany: 0,
      sessionByUser: 0,
    });
  });

  it('spec 3 §2.7: the first consolidated month still carries old-pricing lines (shown "when present")', () => {
    const { get, wabas } = setup();
    const answer = get<{
      billedConversations: { oldWhatsAppPricing: { sessionByCompany: number; sessionByUser: number } };
    }>(`/whatsapp-sessions/${wabas[0]}/by-category`, `?month=2024-12&${FLAG}`);
    expect(answer.billedConversations.oldWhatsAppPricing.sessionByCompany).toBeGreaterThan(0);
    expect(answer.billedConversations.oldWhatsAppPricing.sessionByUser).toBeGreaterThan(0);
  });

  it('spec 3 §3.7 summary: every WABA, weeks ending on Saturday or the last day, totals adding up', () => {
    const { get } = setup();
    const summary = get<Row & { weekItems: Array<Row & { total: number }> }>(
      '/whatsapp-sessions/summary',
      `?month=2025-02&${FLAG}`,
    );
    expect(summary['freeTierLimit']).toBe(1000);
    expect(summary.weekItems.map((week) => week['endDateReference'])).toEqual([
      '2025-02-01T00:00:00.000Z',
      '2025-02-08T00:00:00.000Z',
      '2025-02-15T00:00:00.000Z',
      '2025-02-22T00:00:00.000Z',
      '2025-02-28T00:00:00.000Z',
    ]);
    expect(summary.weekItems.reduce((sum, week) => sum + week.total, 0)).toBe(summary['total']);
    expect(summary['total']).toBe(
      Number(summary['totalBusinessInitiated']) + Number(summary['totalUserInitiated']),
    );
  });
});

describe('conversation report routes: old pricing (spec 3 §3.7, §7.1)', () => {
  it('spec 3 §7.1 {conversationType}/{waba}/total: All = FreeTier + Regular', () => {
    const { get, wabas } = setup();
    const total = (type: string) =>
      get<{
        sessionByUser: number;
        sessionByCompany: number;
        sessionTotal: number;
        startDateReference: string;
      }>(`/whatsapp-sessions/${type}/${wabas[1]}/total`, `?month=2024-08&${FLAG}`);
    const all = total('All');
    expect(all.sessionTotal).toBe(all.sessionByUser + all.sessionByCompany);
    expect(all.sessionTotal).toBe(total('FreeTier').sessionTotal + total('Regular').sessionTotal);
    expect(total('FreeTier').sessionByCompany).toBe(0);
    expect(all.startDateReference).toBe('2024-08-01T00:00:00.000Z');
  });

  it('spec 3 §7.1 old monthly by-bot and old daily rows, $take honoured', () => {
    const { get, wabas } = setup();
    const byBot = get<{ items: Row[] }>(
      `/whatsapp-sessions/All/${wabas[0]}/monthly/by-bot`,
      `?month=2024-08&${FLAG}`,
    );
    expect(byBot.items).toHaveLength(3);
    expect(Object.keys(byBot.items[0]!).sort()).toEqual(['phoneNumber', 'sessionByCompany', 'sessionByUser']);
    const daily = get<{ items: Row[] }>(
      `/whatsapp-sessions/Regular/${wabas[0]}/daily`,
      `?month=2024-08&${FLAG}&$take=5`,
    );
    expect(daily.items).toHaveLength(5);
    expect(Object.keys(daily.items[0]!).sort()).toEqual([
      'dateReference',
      'sessionByCompany',
      'sessionByUser',
      'sessionTotal',
    ]);
  });

  it('months outside the history (the future, 13+ months back) answer SUCCESS with zeros and no rows', () => {
    const { get, wabas } = setup();
    for (const month of ['2025-04', '2024-02']) {
      expect(
        get<{ items: Row[] }>(`/whatsapp-sessions/${wabas[0]}/daily`, `?month=${month}&${FLAG}`).items,
      ).toEqual([]);
      expect(get<Row>('/whatsapp-sessions/summary', `?month=${month}&${FLAG}`)['total']).toBe(0);
    }
  });

  it('refuses a bad month, type, flag or $take (64) and an unknown WABA or tenant (67)', () => {
    const { backend, get, wabas } = setup();
    expect(failureOf(() => get(`/whatsapp-sessions/${wabas[0]}/daily`, `?month=2025-2`)).code).toBe(64);
    expect(failureOf(() => get(`/whatsapp-sessions/Paid/${wabas[0]}/daily`, `?month=2025-02`)).code).toBe(64);
    expect(
      failureOf(() => get('/whatsapp-sessions/summary', '?month=2025-02&useSubscriptionReferenceDate=yes'))
        .code,
    ).toBe(64);
    expect(failureOf(() => get(`/whatsapp-sessions/${wabas[0]}/daily`, '?month=2025-02&$take=x')).code).toBe(
      64,
    );
    expect(failureOf(() => get('/whatsapp-sessions/123/daily', '?month=2025-02')).code).toBe(67);
    expect(
      failureOf(() =>
        backend.execute({
          to: BILLING,
          method: 'get',
          uri: '/tenants/other/whatsapp-sessions/summary?month=2025-02',
        }),
      ).code,
    ).toBe(67);
  });
});
