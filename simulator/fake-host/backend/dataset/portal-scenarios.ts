import { DEFAULT_COUNTS } from './tenant-scenarios';

/**
 * Scenarios of the portal itself, over the default contract (issue 20 §4).
 * - silent-portal: a portal that answers only the messages the spec or the platform's message
 *   library names, ignores the module's others (they time out) and is slow with the language
 *   (simulator/page/host-actions.ts says which are which).
 * - slow-toggles: a portal that answers everything, but getFeatureToggles only after 10 s, past
 *   the module's short wait (issue 35 §2: the toggles read off, then its answer applies).
 */
export const PORTAL_SCENARIO_NAMES = ['silent-portal', 'slow-toggles'] as const;
export type PortalScenarioName = (typeof PORTAL_SCENARIO_NAMES)[number];

export const PORTAL_SCENARIO_COUNTS: Readonly<Record<PortalScenarioName, typeof DEFAULT_COUNTS>> = {
  'silent-portal': DEFAULT_COUNTS,
  'slow-toggles': DEFAULT_COUNTS,
};

export function isSilentPortal(scenario: string): boolean {
  return scenario === 'silent-portal';
}

export function isSlowTogglesPortal(scenario: string): boolean {
  return scenario === 'slow-toggles';
}
