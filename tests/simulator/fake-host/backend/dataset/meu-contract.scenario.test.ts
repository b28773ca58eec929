import { describe, expect, it } from 'vitest';
import { fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const BILLING = 'postmaster@billing.blip.ai';

function setup() {
  const backend = fakeBackend({ scenario: 'meu-contract' });
  const get = <T>(pathAndQuery: string): T =>
    backend.execute({
      to: BILLING,
      method: 'get',
      uri: `/tenants/${backend.data.tenant.id}${pathAndQuery}`,
    }) as T;
  return { backend, get };
}

describe("fake backend scenario 'meu-contract' (spec 3 §2.8, §3.9)", () => {
  it('spec 3 §2.8: the subscription has MonthlyEngagedUser and ExchangedMessage, no MonthlyActiveUser', () => {
    const { get } = setup();
    const ids = get<{ items: { metricId: string }[] }>('/subscription/plan/metrics').items.map(
      (item) => item.metricId,
    );
    expect(ids).toContain('MonthlyEngagedUser');
    expect(ids).toContain('ExchangedMessage');
    expect(ids).not.toContain('MonthlyActiveUser');
  });

  it("spec 3 §3.9: the revenue contract is on MEUs (metricBaseMIU 'meu', rules on 'meu' and 'msg')", () => {
    const { get } = setup();
    expect(get<{ metricBaseMIU: string }>('/contract-rules').metricBaseMIU).toBe('meu');
    const rules = get<{ items: { coreMetric: string }[] }>('/financial-rules?month=2025-01').items;
    expect([...new Set(rules.map((rule) => rule.coreMetric))]).toEqual(['meu', 'msg']);
  });
});
