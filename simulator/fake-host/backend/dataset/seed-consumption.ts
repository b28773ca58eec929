import type { SubscriptionItem } from '../../../../src/domain/billing/subscription.entity';
import type { FakeBackendContext } from '../backend-context';
import { dayCount, readYearMonth, weekdayIn } from '../calendar';
import { derivePrng } from '../prng';
import { REPORT_HISTORY_MONTHS } from './report-dates';
import { reportRateBand } from './report-scenario.data';
import { advancedSubscription } from './seed-billing';

export { REPORT_HISTORY_MONTHS };

/** One metric's month: the plan quantity (-1 unlimited, 0 not subscribed) and its days. */
export interface MonthUsage {
  readonly month: string;
  readonly quantity: number;
  /** Index 0 is the 1st; only the days with closed data (the current month ends yesterday). */
  readonly dayTotals: readonly number[];
  readonly total: number;
}

export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(year, monthNumber - 1 + delta, 1)));
}

/** The months with data: from the subscription's start (the contract's creation) or 13 months back. */
export function reportWindow(context: FakeBackendContext): { readonly first: string; readonly last: string } {
  const last = monthKey(context.referenceDate);
  const started = monthKey(new Date(context.data.tenant.creationDate));
  const retained = addMonths(last, 1 - REPORT_HISTORY_MONTHS);
  return { first: started > retained ? started : retained, last };
}

/** Months before the subscription started, past the history, in the future or in 'no-data': zero. */
export function hasReportData(context: FakeBackendContext, month: string): boolean {
  const { first, last } = reportWindow(context);
  return context.scenario !== 'no-data' && month >= first && month <= last;
}

/** Days of the month with data: all of a past month, up to yesterday in the reference month. */
export function dataDayCount(context: FakeBackendContext, month: string): number {
  const parsed = readYearMonth(month);
  if (parsed === undefined || !hasReportData(context, month)) return 0;
  if (month === monthKey(context.referenceDate)) return context.referenceDate.getUTCDate() - 1;
  return dayCount(parsed);
}

/** The subscription item of a metric, in either spelling (spec 3 §3.2). */
export function planItemOf(context: FakeBackendContext, metricId: string): SubscriptionItem | undefined {
  const wanted = metricId.toLowerCase();
  return context.data.subscription.items.find((item) => item.metricId.toLowerCase() === wanted);
}

/** What an unlimited plan's usage is generated against: the rich contract's quantity. */
function nominalQuantity(item: SubscriptionItem | undefined): number {
  if (item === undefined) return 0;
  if (item.quantity > 0) return item.quantity;
  const rich = advancedSubscription().items.find((candidate) => candidate.metricId === item.metricId);
  return item.quantity === -1 ? (rich?.quantity ?? 1000) : 0;
}

/** Integers proportional to the weights that add up to `total` exactly (largest remainder). */
export function splitTotal(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * A metric's month (DAU, DEU, MAU, MEU, messages): a seeded share of the plan in the
 * scenario's band (§9 thresholds), spread over the days with fewer on weekends. Users of the
 * monthly metrics are counted on their first day in the month, so every metric adds up.
 */
export function metricMonthUsage(context: FakeBackendContext, metricId: string, month: string): MonthUsage {
  const item = planItemOf(context, metricId);
  const quantity = item?.quantity ?? 0;
  const days = dataDayCount(context, month);
  const nominal = nominalQuantity(item);
  const parsed = readYearMonth(month);
  if (days === 0 || nominal === 0 || parsed === undefined) {
    return { month, quantity, dayTotals: new Array<number>(days).fill(0), total: 0 };
  }
  const random = derivePrng(context.seed, `usage:${metricId.toLowerCase()}:${month}`);
  const band = reportRateBand(context.scenario, metricId);
  const grown = band.growsWithMonth ? days / dayCount(parsed) : 1;
  const rate = Math.min((band.min + random.next() * (band.max - band.min)) * grown, band.below ?? Infinity);
  const total = Math.floor((nominal * rate) / 100);
  const weights = Array.from({ length: days }, (_, index) => {
    const weekday = weekdayIn(parsed, index + 1);
    return (weekday === 0 || weekday === 6 ? 0.55 : 1) * (0.7 + 0.6 * random.next());
  });
  return { month, quantity, dayTotals: splitTotal(total, weights), total };
}
