import { describe, expect, it } from 'vitest';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const BILLING = 'postmaster@billing.blip.ai';
const OPEN_ENDED = 2147483647;

type Rule = {
  stepRule: number;
  fixPrice: number;
  pricePerUser: number;
  rangeEndMetric: number;
  coreMetric: string;
};
type Chatbot = { botIdentity: string; MAUs: number; MEUs: number; MSGs: number; MIUs: number; month: string };

function setup(options: Parameters<typeof fakeBackend>[0] = {}) {
  const backend = fakeBackend(options);
  const get = <T>(pathAndQuery: string): T =>
    backend.execute({
      to: BILLING,
      method: 'get',
      uri: `/tenants/${backend.data.tenant.id}${pathAndQuery}`,
    }) as T;
  return { backend, get };
}

describe('revenue routes (spec 3 §7.5, §3.9, §9)', () => {
  it("spec 3 §7.5 contract-rules: metricBaseMIU 'mau', a mainRuleName with MIU and MSG, the contract start", () => {
    const { get } = setup();
    const rules = get<Record<string, unknown>>('/contract-rules');
    expect(rules).toMatchObject({
      metricBaseMIU: 'mau',
      validityContractRuleStart: '2024-03-01T00:00:00.000Z',
    });
    expect(rules['mainRuleName']).toMatch(/MIU/);
    expect(rules['mainRuleName']).toMatch(/MSG/);
    expect(typeof rules['idContract']).toBe('number');
  });

  it('spec 3 §9 financial-rules: one stepRule 1 (planBase), both prices, only per user, only fixed, open-ended', () => {
    const { get } = setup();
    const rules = get<{ items: Rule[] }>('/financial-rules?month=2025-02').items;
    expect(rules.filter((rule) => rule.stepRule === 1)).toEqual([
      expect.objectContaining({ fixPrice: 1500, pricePerUser: 0 }),
    ]);
    expect(rules.some((rule) => rule.fixPrice > 0 && rule.pricePerUser > 0)).toBe(true);
    expect(rules.some((rule) => rule.fixPrice === 0 && rule.pricePerUser > 0)).toBe(true);
    expect(rules.some((rule) => rule.fixPrice > 0 && rule.pricePerUser === 0)).toBe(true);
    expect(rules.filter((rule) => rule.rangeEndMetric === OPEN_ENDED).map((rule) => rule.coreMetric)).toEqual(
      ['mau', 'msg'],
    );
  });

  it('spec 3 §8 consumption: the oldest month (REVENUE_START_DATE) and months outside the history answer 67', () => {
    const { get } = setup();
    // REFERENCE_DATE is 2025-03-18: the history is 2024-03 … 2025-03.
    for (const month of ['2024-03', '2024-02', '2025-04']) {
      expect(failureOf(() => get(`/consumption?month=${month}`)).code).toBe(67);
    }
    expect(get('/consumption?month=2024-04')).toMatchObject({ activeReport: true });
  });

  it('spec 3 §3.9 consumption: the month totals are the sums of its chatbots', () => {
    const { get } = setup();
    const month = get<{ MAUs: number; MEUs: number; MSGs: number }>('/consumption?month=2025-01');
    const bots = get<{ items: Chatbot[] }>('/application-consumption?month=2025-01&$take=10000').items;
    expect(bots).toHaveLength(60);
    expect(month.MAUs).toBe(bots.reduce((sum, bot) => sum + bot.MAUs, 0));
    expect(month.MSGs).toBe(bots.reduce((sum, bot) => sum + bot.MSGs, 0));
  });

  it("spec 3 §9 application-consumption: the scenario's rows (up to 10,000), most MAUs first, $take honoured", () => {
    const { get } = setup({ counts: { rows: 10000 } });
    const all = get<{ items: Chatbot[] }>('/application-consumption?month=2025-02&$take=10000').items;
    expect(all).toHaveLength(10000);
    expect(new Set(all.map((bot) => bot.botIdentity)).size).toBe(10000);
    expect(all.every((bot, index) => index === 0 || all[index - 1]!.MAUs >= bot.MAUs)).toBe(true);
    expect(all[0]).toMatchObject({ month: '2025-02', MIUs: all[0]!.MAUs });
    const top3 = get<{ items: Chatbot[] }>('/application-consumption?month=2025-02&$take=3').items;
    expect(top3).toEqual(all.slice(0, 3));
    expect(get<{ items: Chatbot[] }>('/application-consumption?month=2024-03&$take=3').items).toEqual([]);
  });

  it("the 'empty' contract has no revenue contract (67); a bad month is 64", () => {
    const empty = setup({ scenario: 'empty' });
    expect(failureOf(() => empty.get('/contract-rules')).code).toBe(67);
    expect(failureOf(() => empty.get('/consumption?month=2025-02')).code).toBe(67);
    expect(failureOf(() => setup().get('/financial-rules?month=February')).code).toBe(64);
  });

  it('is deterministic per seed', () => {
    const query = '/application-consumption?month=2025-02&$take=5';
    expect(setup({ seed: 9 }).get(query)).toEqual(setup({ seed: 9 }).get(query));
    expect(setup({ seed: 9 }).get(query)).not.toEqual(setup({ seed: 10 }).get(query));
  });
});
