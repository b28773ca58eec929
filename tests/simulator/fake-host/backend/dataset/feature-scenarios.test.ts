import { describe, expect, it } from 'vitest';
import {
  SCENARIO_COUNTS,
  SCENARIO_NAMES,
} from '../../../../../simulator/fake-host/backend/dataset/scenarios';
import { fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

describe('Copilot and Calls scenarios', () => {
  it("the simulator offers 'copilot-new' and 'calls-new', each the size of the default contract", () => {
    expect(SCENARIO_NAMES).toEqual(expect.arrayContaining(['copilot-new', 'calls-new']));
    expect(SCENARIO_COUNTS['copilot-new']).toEqual(SCENARIO_COUNTS.default);
    expect(SCENARIO_COUNTS['calls-new']).toEqual(SCENARIO_COUNTS.default);
  });

  it("spec 1 §4 Calls: the terms are accepted except in 'calls-new' and 'empty'", () => {
    const accepted = (scenario: (typeof SCENARIO_NAMES)[number]) =>
      fakeBackend({ scenario }).data.callsTerms.accepted;
    expect(SCENARIO_NAMES.filter((scenario) => !accepted(scenario))).toEqual(['empty', 'calls-new']);
  });

  it('the accepted terms carry when and by whom, the same for the same seed', () => {
    const terms = fakeBackend({ seed: 3 }).data.callsTerms;
    expect(terms).toEqual(fakeBackend({ seed: 3 }).data.callsTerms);
    expect(Date.parse(terms.acceptedAt ?? '')).toBeLessThan(Date.parse('2025-03-18T12:00:00.000Z'));
    expect(terms.acceptedBy).toBe(fakeBackend({ seed: 3 }).data.tenant.ownerIdentity);
  });

  it('the new-feature scenarios change nothing else of the default contract', () => {
    const base = fakeBackend().data;
    for (const scenario of ['copilot-new', 'calls-new'] as const) {
      const data = fakeBackend({ scenario }).data;
      expect(data.members).toEqual(base.members);
      expect(data.bots).toEqual(base.bots);
    }
  });
});

describe('agent-plan scenarios (issue 37 §10, spec 2 §6)', () => {
  it("'ai-plan-paid' has an active paid plan, 'ai-plan-expired' one that ended; the others are not configured", () => {
    expect(fakeBackend({ scenario: 'ai-plan-paid' }).data.agentPlan).toEqual({
      hasActivePaidPlan: true,
      isTrial: false,
      reason: undefined,
    });
    expect(fakeBackend({ scenario: 'ai-plan-expired' }).data.agentPlan).toEqual({
      hasActivePaidPlan: false,
      isTrial: false,
      reason: 'expired',
    });
    expect(fakeBackend().data.agentPlan.reason).toBe('notConfigured');
  });
});
