import type { Prng } from '../prng';
import type { FakeCallsTerms } from './fake-data';
import { daysBefore } from './people';
import { DEFAULT_COUNTS } from './tenant-scenarios';

/**
 * Copilot and Calls scenarios: the default contract before the feature is taken up.
 * - copilot-new: no bot has Copilot enabled (the offer page shows while its toggle is off);
 * - calls-new: the contract has not accepted the Calls terms (the promotional page shows);
 * - ai-plan-paid / ai-plan-expired: an active paid agent plan, or one that ended (seedAgentPlan).
 */
export const FEATURE_SCENARIO_NAMES = [
  'copilot-new',
  'calls-new',
  'agents-idle',
  'ai-plan-paid',
  'ai-plan-expired',
] as const;
export type FeatureScenarioName = (typeof FEATURE_SCENARIO_NAMES)[number];

export const FEATURE_SCENARIO_COUNTS: Readonly<Record<FeatureScenarioName, typeof DEFAULT_COUNTS>> = {
  'copilot-new': DEFAULT_COUNTS,
  'calls-new': DEFAULT_COUNTS,
  // No agent has had a ticket this month: 'View only triggered' hides every agent (spec 1 §2).
  'agents-idle': DEFAULT_COUNTS,
  // Issue 37 §10: the agent plan the knowledge-base and pipeline gates read (seedAgentPlan).
  'ai-plan-paid': DEFAULT_COUNTS,
  'ai-plan-expired': DEFAULT_COUNTS,
};

/** Only the Copilot offer scenario keeps every bot's Copilot off. */
export function copilotUnused(scenario: string): boolean {
  return scenario === 'copilot-new';
}

/** A new contract has hired nothing yet; every other scenario accepted the terms a while ago. */
export function seedCallsTerms(
  scenario: string,
  acceptedBy: string,
  now: Date,
  random: Prng,
): FakeCallsTerms {
  if (scenario === 'calls-new' || scenario === 'empty') {
    return { accepted: false, acceptedAt: undefined, acceptedBy: undefined };
  }
  return { accepted: true, acceptedAt: daysBefore(now, random, 20, 300), acceptedBy };
}
