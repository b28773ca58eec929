import type {
  DauPlan,
  DeuPlan,
  MetricConsumption,
  MetricTotal,
  OlderAgentTotal,
  PlanMetric,
  WeekItem,
} from '../../domain/reports/consumption.entity';
import { finiteNumber, isFields, nonEmptyText, type Fields } from '../shared/command-resource';

/**
 * Billing report answers read field by field (spec 3 §3.3–§3.5): a missing number is 0 and a
 * missing date is '' (§3.4 "Defaults: 0 or empty"); only a non-object summary is malformed.
 */
export function text(value: unknown): string {
  return nonEmptyText(value) ?? '';
}

export function fieldsOrEmpty(value: unknown): Fields {
  return isFields(value) ? value : {};
}

export function toPlanMetric(raw: unknown, fallbackMetricId: string): PlanMetric {
  const fields = fieldsOrEmpty(raw);
  return {
    metricId: nonEmptyText(fields['metricId']) ?? fallbackMetricId,
    quantity: finiteNumber(fields['quantity']),
    allowAdditionalItem: fields['allowAdditionalItem'] === true,
    additionalItemValue: finiteNumber(fields['additionalItemValue']),
  };
}

/** weekNumber counts from 0 in the month's order when the service sends none (§3.4). */
export function toWeekItems(raw: unknown): WeekItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isFields).map((week, index) => ({
    weekNumber: finiteNumber(week['weekNumber'], index),
    startDateReference: text(week['startDateReference']),
    endDateReference: text(week['endDateReference']),
    total: finiteNumber(week['total']),
  }));
}

export function toMetricConsumption(raw: Fields, fallbackMetricId: string): MetricConsumption {
  return {
    metric: toPlanMetric(raw['metric'], fallbackMetricId),
    total: finiteNumber(raw['total']),
    planUsageRate: finiteNumber(raw['planUsageRate']),
    exceededPlan: finiteNumber(raw['exceededPlan']),
    planUsage: finiteNumber(raw['planUsage']),
    availablePlan: finiteNumber(raw['availablePlan']),
    weeklyAverage: finiteNumber(raw['weeklyAverage']),
    topWeekNumber: finiteNumber(raw['topWeekNumber']),
    weekItems: toWeekItems(raw['weekItems']),
    startDateReference: text(raw['startDateReference']),
    endDateReference: text(raw['endDateReference']),
  };
}

export function toDauPlan(raw: unknown): DauPlan {
  const plan = fieldsOrEmpty(raw);
  return {
    planValue: finiteNumber(plan['planValue']),
    currencyCode: text(plan['currencyCode']),
    dailyActiveUserQuantity: finiteNumber(plan['dailyActiveUserQuantity']),
    overspentDailyActiveUserValue: finiteNumber(plan['overspentDailyActiveUserValue']),
  };
}

export function toDeuPlan(raw: unknown): DeuPlan {
  const plan = fieldsOrEmpty(raw);
  return {
    planValue: finiteNumber(plan['planValue']),
    currencyCode: text(plan['currencyCode']),
    dailyEngagedUsersQuantity: finiteNumber(plan['dailyEngagedUsersQuantity']),
    overspentDailyEngagedUserValue: finiteNumber(plan['overspentDailyEngagedUserValue']),
  };
}

export function toOlderAgentTotal(raw: Fields): OlderAgentTotal {
  return {
    metric: toPlanMetric(raw['metric'], 'Agent'),
    total: finiteNumber(raw['total']),
    planUsageRate: finiteNumber(raw['planUsageRate']),
    exceededPlan: finiteNumber(raw['exceededPlan']),
    planUsage: finiteNumber(raw['planUsage']),
    startDateReference: text(raw['startDateReference']),
    endDateReference: text(raw['endDateReference']),
  };
}

/** §3.5 metricConsumption[]: entries without a metricId match no column and are dropped. */
export function toMetricTotals(raw: unknown): MetricTotal[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isFields).flatMap((entry) => {
    const metricId = nonEmptyText(entry['metricId']);
    return metricId === undefined ? [] : [{ metricId, total: finiteNumber(entry['total']) }];
  });
}
