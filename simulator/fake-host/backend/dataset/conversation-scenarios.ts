import { DEFAULT_COUNTS } from './tenant-scenarios';

/**
 * Conversation-report scenarios (spec 3 §2.7 WABA filter): the default contract with no WABA
 * (filter hidden, WABA calls skipped) or exactly one (filter disabled). The default contract
 * has three WABAs; 'empty' has none.
 */
export const CONVERSATION_SCENARIO_NAMES = ['wabas-none', 'wabas-one'] as const;
export type ConversationScenarioName = (typeof CONVERSATION_SCENARIO_NAMES)[number];

export const CONVERSATION_SCENARIO_COUNTS: Readonly<Record<ConversationScenarioName, typeof DEFAULT_COUNTS>> =
  {
    'wabas-none': DEFAULT_COUNTS,
    'wabas-one': DEFAULT_COUNTS,
  };

export const DEFAULT_WABA_COUNT = 3;

export function wabaCount(scenario: string): number {
  if (scenario === 'wabas-none' || scenario === 'empty') return 0;
  return scenario === 'wabas-one' ? 1 : DEFAULT_WABA_COUNT;
}
