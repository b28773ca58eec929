import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLE_NAMES } from '../../../src/domain/access/feature-toggle-names';
import { HOME_CARDS } from '../../../src/domain/access/home-cards';
import { PRIVATE_ROUTES } from '../../../src/domain/access/private-routes';

// The spec's own sentence, so the list is checked against the text rather than a copy of itself.
const SPEC_1_SECTION_9 =
  'tenant-consumption, billing-monthly-engaged-user-consumption, billing-daily-active-users-consumption, billing-daily-engaged-user-consumption, billing-daily-active-users-plan-informations, billing-daily-engaged-users-plan-informations, billing-session-consumption-by-bot, billing-session-consumption, billing-agent-consumption, billing-unlimited-agent-consumption, billing-data-consumption, tenant-ai-settings-copilot, tenant-calls-settings, billing-tracking-log, enable-tenant-mtls-certificates, billing-use-subscription-reference-date, ai-agent-knowledge-base-screens-enabled, pipeline-enable';

describe('feature toggle names (spec 1 §9)', () => {
  it("spec 1 §9: the eighteen toggle names, in the spec's order", () => {
    expect(FEATURE_TOGGLE_NAMES.join(', ')).toBe(SPEC_1_SECTION_9);
    expect(new Set(FEATURE_TOGGLE_NAMES).size).toBe(18);
  });

  it('spec 1 §9: every toggle a home card or private route reads is one of them', () => {
    const known: ReadonlySet<string> = new Set(FEATURE_TOGGLE_NAMES);
    const used = [
      ...HOME_CARDS.flatMap((card) => card.variants.flatMap((variant) => variant.toggle ?? [])),
      ...PRIVATE_ROUTES.flatMap((route) => [route.featureToggle ?? [], route.agentPlan?.toggle ?? []].flat()),
    ];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});
