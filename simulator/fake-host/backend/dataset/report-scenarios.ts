import { DEFAULT_COUNTS } from './tenant-scenarios';

/**
 * Usage-report scenarios (issue 10): the default contract with its reports in one state.
 * - near-limit: every rated metric (DAU, DEU, agents) at 80–99% of the plan this month;
 * - exceeded: every rated metric over the plan (≥ 100%, exceededPlan > 0);
 * - unlimited: every subscription item has quantity -1 (planUsageRate -1);
 * - no-data: every report answers SUCCESS with zero totals and empty lists (status empty);
 * - failing-metric: the DEU summary fails with a server error (the overview shows its error).
 * - meu-contract: monthly engaged users instead of active ones (MEU + messages, revenue on MEUs).
 * - miu-and-meu: monthly engaged users beside the active users and the messages (issue 37 §12: the
 *   messages are the MIU card's, the MEU card has its users alone).
 * - usage-alerts: one metric per level of the home's usage alerts (issue 14): DAU over the plan
 *   (≥ 100%), DEU at 80–99%, agents at half of it.
 * - projected-overrun: DAU on pace for 115–130% of the plan by the month's end while still
 *   under 80% of it (issue 24 §1: the projection and the home's 'projected to exceed'); DEU
 *   on pace for 35–60%, agents at half of the plan.
 * What each one changes is in report-scenario.data.ts (names only here: scenarios.ts reads them).
 */
export const REPORT_SCENARIO_NAMES = [
  'near-limit',
  'exceeded',
  'unlimited',
  'no-data',
  'failing-metric',
  'meu-contract',
  'messages-only',
  'miu-and-meu',
  'usage-alerts',
  'projected-overrun',
] as const;
export type ReportScenarioName = (typeof REPORT_SCENARIO_NAMES)[number];

export const REPORT_SCENARIO_COUNTS: Readonly<Record<ReportScenarioName, typeof DEFAULT_COUNTS>> = {
  'near-limit': DEFAULT_COUNTS,
  exceeded: DEFAULT_COUNTS,
  unlimited: DEFAULT_COUNTS,
  'no-data': DEFAULT_COUNTS,
  'failing-metric': DEFAULT_COUNTS,
  'meu-contract': DEFAULT_COUNTS,
  'messages-only': DEFAULT_COUNTS,
  'miu-and-meu': DEFAULT_COUNTS,
  'usage-alerts': DEFAULT_COUNTS,
  'projected-overrun': DEFAULT_COUNTS,
};
