/** Billed metrics (spec 3 §3.2), in their Pascal-case spelling. */
export const METRIC_IDS = [
  'Agent',
  'DailyActiveUser',
  'DailyEngagedUser',
  'Session',
  'MonthlyActiveUser',
  'MonthlyEngagedUser',
  'ExchangedMessage',
] as const;

export type MetricId = (typeof METRIC_IDS)[number];

/**
 * Both spellings reach us (spec 3 §3.2): camel-case ('monthlyActiveUser') and
 * Pascal-case ('MonthlyActiveUser'). Anything else is not a metric we know.
 */
export function normalizeMetricId(raw: string): MetricId | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const pascal = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return METRIC_IDS.find((id) => id === pascal);
}
