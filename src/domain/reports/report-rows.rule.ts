/** One entry of a row's metricConsumption list (spec 3 §3.5, §3.6). */
export interface MetricConsumptionEntry {
  readonly metricId: string;
  readonly total: number;
}

const DAILY_ENGAGED_USER = 'dailyengageduser';
const EXCHANGED_MESSAGE = 'exchangedmessage';

function sameMetric(metricId: string, lowerCaseId: string): boolean {
  return typeof metricId === 'string' && metricId.trim().toLowerCase() === lowerCaseId;
}

function safeTotal(total: number | undefined): number {
  return typeof total === 'number' && Number.isFinite(total) ? total : 0;
}

/**
 * Spec 3 §3.6, DEU daily row: total of the entry whose metricId is 'DailyEngagedUser' (in
 * any case, since both spellings of §3.2 reach us), or 0 if none.
 */
export function deuDailyTotal(entries: readonly MetricConsumptionEntry[]): number {
  return safeTotal(entries.find((entry) => sameMetric(entry.metricId, DAILY_ENGAGED_USER))?.total);
}

/** Spec 3 §3.6, DEU by-bot row: the first entry's total, 0 when there is none. */
export function deuByBotTotal(entries: readonly MetricConsumptionEntry[]): number {
  return safeTotal(entries[0]?.total);
}

export interface MonthlyUserRowTotals {
  /** totalMiu on the MIU report, totalMeu on the MEU report. */
  readonly totalUsers: number;
  readonly totalMsg: number;
}

/**
 * Spec 3 §3.5 derived columns: the user total is the total of the (first) metric that is not
 * exchangedMessage; totalMsg is the exchangedMessage total. A missing entry reads 0.
 */
export function monthlyUserRowTotals(entries: readonly MetricConsumptionEntry[]): MonthlyUserRowTotals {
  const messages = entries.find((entry) => sameMetric(entry.metricId, EXCHANGED_MESSAGE));
  const users = entries.find((entry) => !sameMetric(entry.metricId, EXCHANGED_MESSAGE));
  return { totalUsers: safeTotal(users?.total), totalMsg: safeTotal(messages?.total) };
}
