import { describe, expect, it } from 'vitest';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const BILLING = 'postmaster@billing.blip.ai';

describe('billing routes', () => {
  it('spec 3 §7.5: GET /tenants/{tenantId}/subscription/plan answers response.name', () => {
    const backend = fakeBackend();
    expect(
      backend.execute({
        to: BILLING,
        method: 'get',
        uri: `/tenants/${backend.data.tenant.id}/subscription/plan`,
      }),
    ).toMatchObject({
      name: 'advanced',
    });
  });

  it('spec 3 §7.5: /subscription/plan/metrics answers response.items of plan items', () => {
    const backend = fakeBackend();
    const answer = backend.execute({
      to: BILLING,
      method: 'get',
      uri: `/tenants/${backend.data.tenant.id}/subscription/plan/metrics`,
    }) as { items: Array<Record<string, unknown>> };
    expect(answer.items[0]).toEqual({
      metricId: 'Agent',
      quantity: 10,
      additionalItemValue: 119.9,
      allowAdditionalItem: true,
    });
    expect(answer.items).toHaveLength(6);
  });

  it("the 'empty' scenario has plan free and no items", () => {
    const backend = fakeBackend({ scenario: 'empty' });
    const id = backend.data.tenant.id;
    expect(
      backend.execute({ to: BILLING, method: 'get', uri: `/tenants/${id}/subscription/plan` }),
    ).toMatchObject({ name: 'free' });
    expect(
      backend.execute({ to: BILLING, method: 'get', uri: `/tenants/${id}/subscription/plan/metrics` }),
    ).toMatchObject({ items: [] });
  });

  it('answers only on the billing address (62 on the portal) and only for the current tenant (67)', () => {
    const backend = fakeBackend();
    const uri = `/tenants/${backend.data.tenant.id}/subscription/plan`;
    expect(
      failureOf(() => backend.execute({ to: 'postmaster@portal.blip.ai', method: 'get', uri })).code,
    ).toBe(62);
    expect(
      failureOf(() =>
        backend.execute({ to: BILLING, method: 'get', uri: '/tenants/other/subscription/plan' }),
      ).code,
    ).toBe(67);
  });

  it('returns copies: changing an answer does not change the backend', () => {
    const backend = fakeBackend();
    const uri = `/tenants/${backend.data.tenant.id}/subscription/plan/metrics`;
    const first = backend.execute({ to: BILLING, method: 'get', uri }) as {
      items: Array<{ quantity: number }>;
    };
    first.items[0]!.quantity = 999;
    const second = backend.execute({ to: BILLING, method: 'get', uri }) as {
      items: Array<{ quantity: number }>;
    };
    expect(second.items[0]!.quantity).toBe(10);
  });
});
