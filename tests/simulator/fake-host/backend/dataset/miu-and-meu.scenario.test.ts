import { describe, expect, it } from 'vitest';
import { fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const BILLING = 'postmaster@billing.blip.ai';

describe("fake backend scenario 'miu-and-meu' (issue 37 §12)", () => {
  it('issue 37 §12 (spec 3 §2.3): both monthly-user metrics and one exchanged-message item, each with usage', () => {
    const backend = fakeBackend({ scenario: 'miu-and-meu' });
    const get = <T>(pathAndQuery: string): T =>
      backend.execute({
        to: BILLING,
        method: 'get',
        uri: `/tenants/${backend.data.tenant.id}${pathAndQuery}`,
      }) as T;
    const ids = get<{ items: { metricId: string }[] }>('/subscription/plan/metrics').items.map(
      (item) => item.metricId,
    );
    expect(ids.filter((id) => /^(MonthlyActiveUser|MonthlyEngagedUser|ExchangedMessage)$/.test(id))).toEqual([
      'MonthlyActiveUser',
      'ExchangedMessage',
      'MonthlyEngagedUser',
    ]);
    // The month before the fixture's reference date (2025-03-18): a whole month of usage.
    const month = '2025-02';
    const summary = get<{ items: { metric: { metricId: string }; total: number }[] }>(
      `/monthly-message-metrics/summary?month=${month}&metricIdList=MonthlyEngagedUser`,
    );
    expect(summary.items[0]?.metric.metricId).toBe('MonthlyEngagedUser');
    expect(summary.items[0]?.total).toBeGreaterThan(0);
  });
});
