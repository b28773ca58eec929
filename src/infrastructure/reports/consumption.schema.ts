import * as v from 'valibot';
import type {
  DauConsumption,
  DeuConsumption,
  MetricConsumption,
  MetricTotal,
  OlderAgentTotal,
} from '../../domain/reports/consumption.entity';
import {
  collection,
  count,
  fields,
  filledText,
  ITEMS,
  optionalCount,
  optionalObjects,
  parsedOrNone,
  section,
  strictTrue,
} from '../shared/answer-schema';

/**
 * Billing report answers (spec 3 §3.3–§3.5), each shape declared once below with its mapping
 * (issue 36 §3): a missing number is
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

const METRIC_CONSUMPTION = fields(METRIC_CONSUMPTION_ENTRIES);

/** §7.3 message-metrics summary: one metric consumption per item, as sent. */
export const METRIC_CONSUMPTIONS = collection(METRIC_CONSUMPTION);

const DAU_FIELDS = fields({
  ...METRIC_CONSUMPTION_ENTRIES,
  plan: section({
    planValue: count(),
    currencyCode: filledText,
    dailyActiveUserQuantity: count(),
    overspentDailyActiveUserValue: count(),
  }),
});

const DEU_FIELDS = fields({
  ...METRIC_CONSUMPTION_ENTRIES,
  plan: section({
    planValue: count(),
    currencyCode: filledText,
    dailyEngagedUsersQuantity: count(),
    overspentDailyEngagedUserValue: count(),
  }),
});

const OLDER_AGENT_FIELDS = fields({
  metric: PLAN_METRIC,
  total: count(),
  planUsageRate: count(),
  exceededPlan: count(),
  planUsage: count(),
  startDateReference: filledText,
  endDateReference: filledText,
});

/** A parsed metric consumption with the report's metric id where the answer names none. */
function withMetricId<T extends { readonly metric: { readonly metricId: string } }>(
  consumption: T,
  fallbackMetricId: string,
): T {
  const { metric } = consumption;
  return { ...consumption, metric: { ...metric, metricId: metric.metricId || fallbackMetricId } };
}

/** A summary of one metric; `fallbackMetricId` (the report's metric) where the answer names none. */
export function metricConsumption(fallbackMetricId: string) {
  return v.pipe(
    METRIC_CONSUMPTION,
    v.transform((consumption): MetricConsumption => withMetricId(consumption, fallbackMetricId)),
  );
}

export const DAU_CONSUMPTION = v.pipe(
  DAU_FIELDS,
  v.transform((consumption): DauConsumption => withMetricId(consumption, 'DailyActiveUser')),
);

/**
 * §7.3: the DEU summary is the first item of the message-metrics summary (as sent, whatever it
 * is); one that is not an object is no data (undefined). An answer without items fails.
 */
export const DEU_CONSUMPTION = v.pipe(
  ITEMS,
  v.transform(
    ([first]): DeuConsumption | undefined =>
      parsedOrNone(DEU_FIELDS, first).map((consumption) => withMetricId(consumption, 'DailyEngagedUser'))[0],
  ),
);

export const OLDER_AGENT_TOTAL = v.pipe(
  OLDER_AGENT_FIELDS,
  v.transform((total): OlderAgentTotal => withMetricId(total, 'Agent')),
);
