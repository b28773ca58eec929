import { describe, expect, it } from 'vitest';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const AI = 'postmaster@ai.blip.ai';

describe('AI routes', () => {
  it('spec 1 §7: GET /agent-plan/{tenantId}/active answers hasActivePaidPlan, isTrial, reason', () => {
    const backend = fakeBackend();
    expect(
      backend.execute({ to: AI, method: 'get', uri: `/agent-plan/${backend.data.tenant.id}/active` }),
    ).toEqual({
      hasActivePaidPlan: false,
      isTrial: false,
      reason: 'notConfigured',
    });
  });

  it('follows state changes of the agent plan', () => {
    const backend = fakeBackend();
    backend.data.agentPlan = { hasActivePaidPlan: true, isTrial: false, reason: undefined };
    expect(
      backend.execute({ to: AI, method: 'get', uri: `/agent-plan/${backend.data.tenant.id}/active` }),
    ).toEqual({
      hasActivePaidPlan: true,
      isTrial: false,
    });
  });

  it('answers 67 for an unknown tenant', () => {
    const backend = fakeBackend();
    expect(
      failureOf(() => backend.execute({ to: AI, method: 'get', uri: '/agent-plan/unknown/active' })).code,
    ).toBe(67);
  });
});
