import * as v from 'valibot';
import type {
  DauConsumption,
  DeuConsumption,
  MetricConsumption,
  MetricTotal,
  OlderAgentTotal,
} from '../../domain/reports/consumption.entity';
import { isFields } from '../shared/command-resource';
import {
  count,
  fields,
  filledText,
  itemsOfAnswer,
  optionalCount,
  optionalObjects,
  readAnswer,
  section,
  strictTrue,
} from '../shared/answer-schema';

/**
 * Billing report answers (spec 3 §3.3–§3.5), each shape declared once below: a missing number is
 * 0 and a missing date is '' (§3.4 "Defaults: 0 or empty"); only a non-object summary (or a list
 * without items) is malformed, a `MalformedAnswer` naming the field.
 */

/** `metricId` '' when absent: the caller's metric (the report's own) takes its place. */
const PLAN_METRIC = section({
  metricId: filledText,
  quantity: count(),
  allowAdditionalItem: strictTrue,
  additionalItemValue: count(),
});

/** weekNumber counts from 0 in the month's order when the service sends none (§3.4). */
const WEEK_ITEMS = v.pipe(
  optionalObjects(
    fields({
      weekNumber: optionalCount,
      startDateReference: filledText,
      endDateReference: filledText,
      total: count(),
    }),
  ),
  v.transform((weeks) => weeks.map((week, index) => ({ ...week, weekNumber: week.weekNumber ?? index }))),
);

/** §3.5 metricConsumption[]: entries without a metricId match no column and are dropped. */
export const METRIC_TOTALS = v.pipe(
  optionalObjects(fields({ metricId: filledText, total: count() })),
  v.transform((entries): MetricTotal[] => entries.filter((entry) => entry.metricId !== '')),
);

const METRIC_CONSUMPTION_ENTRIES = {
  metric: PLAN_METRIC,
  total: count(),
  planUsageRate: count(),
  exceededPlan: count(),
  planUsage: count(),
  availablePlan: count(),
  weeklyAverage: count(),
  topWeekNumber: count(),
  weekItems: WEEK_ITEMS,
  startDateReference: filledText,
  endDateReference: filledText,
};

export const METRIC_CONSUMPTION = fields(METRIC_CONSUMPTION_ENTRIES);

const DAU_CONSUMPTION = fields({
  ...METRIC_CONSUMPTION_ENTRIES,
  plan: section({
    planValue: count(),
    currencyCode: filledText,
    dailyActiveUserQuantity: count(),
    overspentDailyActiveUserValue: count(),
  }),
});

const DEU_CONSUMPTION = fields({
  ...METRIC_CONSUMPTION_ENTRIES,
  plan: section({
    planValue: count(),
    currencyCode: filledText,
    dailyEngagedUsersQuantity: count(),
    overspentDailyEngagedUserValue: count(),
  }),
});

const OLDER_AGENT_TOTAL = fields({
  metric: PLAN_METRIC,
  total: count(),
  planUsageRate: count(),
  exceededPlan: count(),
  planUsage: count(),
  startDateReference: filledText,
  endDateReference: filledText,
});

/** A parsed metric consumption with the report's metric id where the answer names none. */
export function withMetricId<T extends { readonly metric: { readonly metricId: string } }>(
  consumption: T,
  fallbackMetricId: string,
): T {
  const { metric } = consumption;
  return { ...consumption, metric: { ...metric, metricId: metric.metricId || fallbackMetricId } };
}

export function toMetricConsumption(
  resource: unknown,
  fallbackMetricId: string,
  what: string,
): MetricConsumption {
  return withMetricId(readAnswer(METRIC_CONSUMPTION, resource, what), fallbackMetricId);
}

export function toDauConsumption(resource: unknown, what: string): DauConsumption {
  return withMetricId(readAnswer(DAU_CONSUMPTION, resource, what), 'DailyActiveUser');
}

/** §7.3: the DEU summary is the first item of the message-metrics summary; none is no data. */
export function toDeuConsumption(resource: unknown, what: string): DeuConsumption | undefined {
  // The first item as sent, whatever it is.
  const [first] = itemsOfAnswer(resource, what);
  if (!isFields(first)) return undefined;
  return withMetricId(readAnswer(DEU_CONSUMPTION, first, `${what}: items.0`), 'DailyEngagedUser');
}

export function toOlderAgentTotal(resource: unknown, what: string): OlderAgentTotal {
  return withMetricId(readAnswer(OLDER_AGENT_TOTAL, resource, what), 'Agent');
}
