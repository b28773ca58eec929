import type { SubscriptionItem } from '../../../../src/domain/billing/subscription.entity';
import type { FakeBackendContext } from '../backend-context';
import { readYearMonth, weeksOf } from '../calendar';
import { monthKey, planItemOf, type MonthUsage } from '../dataset/seed-consumption';

/** Billing report response shapes (spec 3 §3.4): fresh plain objects every time. */
const CURRENCY = 'BRL';

function midnight(isoDay: string): string {
  return `${isoDay}T00:00:00.000Z`;
}

function dayOf(isoDay: string): number {
  return Number(isoDay.slice(8, 10));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function metricView(context: FakeBackendContext, metricId: string): Record<string, unknown> {
  const item: SubscriptionItem | undefined = planItemOf(context, metricId);
  return {
    metricId,
    quantity: item?.quantity ?? 0,
    allowAdditionalItem: item?.allowAdditionalItem ?? false,
    additionalItemValue: item?.additionalItemValue ?? 0,
  };
}

/**
 * §3.4 consolidated consumption: weeks end on Saturday or the month's last day (§9); the
 * reference month lists the weeks begun by the reference date. topWeekNumber counts from 1
 * (0 without usage); an unlimited plan (-1) has planUsageRate -1 and nothing available.
 */
export function consolidatedView(
  context: FakeBackendContext,
  metricId: string,
  usage: MonthUsage,
): Record<string, unknown> {
  const parsed = readYearMonth(usage.month);
  const current = usage.month === monthKey(context.referenceDate);
  const lastDay = current ? context.referenceDate.getUTCDate() : Number.POSITIVE_INFINITY;
  const weeks = parsed === undefined ? [] : weeksOf(parsed);
  const weekItems = weeks
    .filter((week) => dayOf(week.start) <= lastDay)
    .map((week) => ({
      weekNumber: week.weekNumber,
      startDateReference: midnight(week.start),
      endDateReference: midnight(week.end),
      total: usage.dayTotals.slice(dayOf(week.start) - 1, dayOf(week.end)).reduce((a, b) => a + b, 0),
    }));
  const top = weekItems.reduce(
    (best, week, index) => (week.total > (weekItems[best]?.total ?? 0) ? index : best),
    0,
  );
  const { quantity, total } = usage;
  const limited = quantity > 0;
  const first = weeks[0]?.start;
  const last = current ? context.referenceDate.toISOString().slice(0, 10) : weeks[weeks.length - 1]?.end;
  return {
    metric: metricView(context, metricId),
    total,
    planUsageRate: quantity === -1 ? -1 : limited ? round2((total / quantity) * 100) : 0,
    exceededPlan: limited ? Math.max(0, total - quantity) : 0,
    planUsage: limited ? Math.min(total, quantity) : quantity === -1 ? total : 0,
    availablePlan: limited ? Math.max(0, quantity - total) : 0,
    weeklyAverage: weekItems.length === 0 ? 0 : Math.round(total / weekItems.length),
    topWeekNumber: total > 0 ? top + 1 : 0,
    weekItems,
    startDateReference: first === undefined ? '' : midnight(first),
    endDateReference: last === undefined ? '' : midnight(last),
  };
}

/** Plan price figures (§3.4 DAU/DEU variants): the base value is 90% of the plan at the unit price. */
function planFigures(
  context: FakeBackendContext,
  metricId: string,
): { value: number; quantity: number; unit: number } {
  const item = planItemOf(context, metricId);
  const quantity = item?.quantity ?? 0;
  const unit = item?.additionalItemValue ?? 0;
  return { value: quantity > 0 ? round2(quantity * unit * 0.9) : 0, quantity, unit };
}

export function dauPlanView(context: FakeBackendContext): Record<string, unknown> {
  const plan = planFigures(context, 'DailyActiveUser');
  return {
    planValue: plan.value,
    currencyCode: CURRENCY,
    dailyActiveUserQuantity: plan.quantity,
    overspentDailyActiveUserValue: plan.unit,
  };
}

export function deuPlanView(context: FakeBackendContext): Record<string, unknown> {
  const plan = planFigures(context, 'DailyEngagedUser');
  return {
    planValue: plan.value,
    currencyCode: CURRENCY,
    dailyEngagedUsersQuantity: plan.quantity,
    overspentDailyEngagedUserValue: plan.unit,
  };
}
