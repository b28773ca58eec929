import { daysInMonth, isoDate, type CalendarMonth } from './calendar-month';

/**
 * Issue 24 §1: the end-of-month projection of a plan metric in the current (partial) month.
 *
 * The rule is linear on the days covered: the month's cumulative usage so far, divided by the
 * days it covers, times the days of the month. A weekly pattern was left aside: with the 3-day
 * minimum a month's first week would be read from a weekday or two alone, and a weekend-light
 * pattern only shifts the projection by a few points once two weeks are in.
 */

/** Fewer days of data than this give no projection: one busy or quiet day would decide it. */
export const MIN_PROJECTION_DAYS = 3;

/** Why a metric shows no projection. */
export type NoProjectionReason = 'pastMonth' | 'unlimited' | 'fewDays';

export interface ProjectionInput {
  /** The month's cumulative usage over the days covered, in the plan's unit. */
  readonly used: number;
  /** Days of the month the usage covers, from the 1st. */
  readonly daysCovered: number;
  readonly month: CalendarMonth;
  /** The plan amount; -1 (or anything not positive) is no limit to project against. */
  readonly quantity: number;
  /** Only the current month is projected: a past month's figure is final. */
  readonly current: boolean;
  /**
   * 'linear' (default) for running totals (DAU, DEU: the sum of the days). 'held' for a count
   * of distinct items (agents: each counted once, when first active, most in the month's first
   * working days): a daily pace would count those first days again every day, so the count is
   * projected as it stands.
   */
  readonly pace?: 'linear' | 'held';
}

export interface MonthProjection {
  readonly kind: 'projected';
  /** The usage expected on the month's last day at the current pace (never below `used`). */
  readonly projected: number;
  /** `projected` as a percent of the plan. */
  readonly rate: number;
  /** The month's last day, 'YYYY-MM-DD'. */
  readonly lastDay: string;
  /**
   * The day ('YYYY-MM-DD') the cumulative usage reaches the plan at the current pace; undefined
   * when it is already reached or will not be within the month.
   */
  readonly crossingDay: string | undefined;
}

export type ProjectionOutcome =
  MonthProjection | { readonly kind: 'none'; readonly reason: NoProjectionReason };

const finiteOrZero = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Issue 24 §1: the projection, or why there is none (past month, unlimited plan, < 3 days). */
export function projectMonthEnd(input: ProjectionInput): ProjectionOutcome {
  if (!input.current) return { kind: 'none', reason: 'pastMonth' };
  if (!Number.isFinite(input.quantity) || input.quantity <= 0) return { kind: 'none', reason: 'unlimited' };
  const monthDays = daysInMonth(input.month);
  const covered = Math.min(Math.floor(finiteOrZero(input.daysCovered)), monthDays);
  if (covered < MIN_PROJECTION_DAYS) return { kind: 'none', reason: 'fewDays' };
  const used = finiteOrZero(input.used);
  // A held count covers the month already: its pace spreads it over every day.
  const pace = used / (input.pace === 'held' ? monthDays : covered);
  // Never below what is used (a float's last digit could otherwise take it under).
  const projected = Math.max(used, pace * monthDays);
  const { year, month } = input.month;
  return {
    kind: 'projected',
    projected,
    rate: (projected / input.quantity) * 100,
    lastDay: isoDate(year, month, monthDays),
    crossingDay: crossingDayOf(used, pace, input.quantity, monthDays, input.month),
  };
}

function crossingDayOf(
  used: number,
  pace: number,
  quantity: number,
  monthDays: number,
  { year, month }: CalendarMonth,
): string | undefined {
  if (used >= quantity || pace <= 0) return undefined;
  // The first day whose cumulative usage at this pace reaches the plan.
  const day = Math.ceil(quantity / pace);
  return day <= monthDays ? isoDate(year, month, day) : undefined;
}

/** One day of a daily report: its date and the metric's total that day. */
export interface DailyFigure {
  readonly dateReference: string;
  readonly total: number;
}

/** What the daily rows say of the month so far. */
export interface DailyUsage {
  readonly used: number;
  readonly daysCovered: number;
}

/**
 * Issue 24 §1: the cumulative usage and the days covered from a month's daily rows (DAU, DEU:
 * the plan figure is the sum of the days). Rows outside the month or after today are left out;
 * the days covered run from the 1st to the latest row, so a day without usage still counts.
 */
export function dailyUsage(rows: readonly DailyFigure[], month: CalendarMonth, today: string): DailyUsage {
  const first = isoDate(month.year, month.month, 1);
  const last = isoDate(month.year, month.month, daysInMonth(month));
  let used = 0;
  let latest = 0;
  for (const row of rows) {
    const day = row.dateReference.slice(0, 10);
    if (day < first || day > last || day > today) continue;
    used += finiteOrZero(row.total);
    latest = Math.max(latest, Number(day.slice(8, 10)));
  }
  return { used, daysCovered: latest };
}

/**
 * The days of a month closed before today (issue 24 §1, agents): the days the consolidated
 * count covers when there are no daily rows. A past month is covered whole.
 */
export function daysClosedBefore(month: CalendarMonth, today: string): number {
  const first = isoDate(month.year, month.month, 1);
  const monthDays = daysInMonth(month);
  if (today <= first) return 0;
  if (today > isoDate(month.year, month.month, monthDays)) return monthDays;
  return Number(today.slice(8, 10)) - 1;
}
