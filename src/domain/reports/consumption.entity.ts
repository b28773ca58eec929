/**
 * Usage-report data of spec 3 §3.3–§3.8 and §3.11, and the failure defaults of §8.
 * Dates are ISO strings as the billing service sends them ('' when absent); the
 * presentation formats them (UTC, spec 3 §9).
 */
import { normalizeMetricId, type MetricId } from '../access/metric-id';
import { utcInstant } from '../shared/utc-calendar';

/** §3.11: SUCCESS, or the status taken from the failed command ('failure', 'timeout', …). */
export const REPORT_SUCCESS = 'SUCCESS';
export type ReportStatus = string;

/** §3.11 request result: pages judge success by `status === SUCCESS` (§7.7), never by the value. */
export interface ReportResult<T> {
  readonly status: ReportStatus;
  /** reason.code of the failure (67 = resource not found); absent on success. */
  readonly code?: number;
  readonly value: T;
}

export function isReportSuccess<T>(result: ReportResult<T>): boolean {
  return result.status === REPORT_SUCCESS;
}

/** §3.3 metric (plan item). quantity -1 = unlimited. */
export interface PlanMetric {
  readonly metricId: string;
  readonly quantity: number;
  readonly allowAdditionalItem: boolean;
  readonly additionalItemValue: number;
}

/** §3.4 weekItems: a week ends on Saturday or on the month's last day (§9); weekNumber from 0. */
export interface WeekItem {
  readonly weekNumber: number;
  readonly startDateReference: string;
  readonly endDateReference: string;
  readonly total: number;
}

/**
 * §3.4 consolidated metric consumption (DAU, DEU, agent, MAU, MEU); also one item of the
 * §3.5 MIU/MEU consolidated list. topWeekNumber is the week's position in the month from 1
 * ('2nd week'); 0 when there is no usage.
 */
export interface MetricConsumption {
  readonly metric: PlanMetric;
  readonly total: number;
  /** Percent of the plan used; -1 for an unlimited plan (§4.1). */
  readonly planUsageRate: number;
  readonly exceededPlan: number;
  readonly planUsage: number;
  readonly availablePlan: number;
  readonly weeklyAverage: number;
  readonly topWeekNumber: number;
  readonly weekItems: readonly WeekItem[];
  readonly startDateReference: string;
  readonly endDateReference: string;
}

/** §3.4 DAU plan information. */
export interface DauPlan {
  readonly planValue: number;
  readonly currencyCode: string;
  readonly dailyActiveUserQuantity: number;
  readonly overspentDailyActiveUserValue: number;
}

/** §3.4 DEU plan information (money values in currencyCode). */
export interface DeuPlan {
  readonly planValue: number;
  readonly currencyCode: string;
  readonly dailyEngagedUsersQuantity: number;
  readonly overspentDailyEngagedUserValue: number;
}

export interface DauConsumption extends MetricConsumption {
  readonly plan: DauPlan;
}

export interface DeuConsumption extends MetricConsumption {
  readonly plan: DeuPlan;
}

/** §3.4 older agent total (agents/total, legacy pages). */
export interface OlderAgentTotal {
  readonly metric: PlanMetric;
  readonly total: number;
  readonly planUsageRate: number;
  readonly exceededPlan: number;
  readonly planUsage: number;
  readonly startDateReference: string;
  readonly endDateReference: string;
}

/** §3.5 one metric's total inside a by-bot or daily row. */
export interface MetricTotal {
  readonly metricId: string;
  readonly total: number;
}

/** §3.5 MIU/MEU by bot (raw shape; totalMiu/totalMeu/totalMsg are derived by the rules). */
export interface MessageMetricBotRow {
  readonly botName: string;
  readonly botIdentity: string;
  readonly metricConsumption: readonly MetricTotal[];
}

/** §3.5 MIU/MEU daily row. */
export interface MessageMetricDailyRow extends MessageMetricBotRow {
  readonly dateReference: string;
}

/** §3.6 DAU by bot. */
export interface DauBotRow {
  readonly botName: string;
  readonly botId: string;
  readonly total: number;
}

/** §3.6 DAU daily. */
export interface DauDailyRow {
  readonly dateReference: string;
  readonly total: number;
}

/** §3.6 DEU by bot: total is the first metricConsumption entry's total. */
export interface DeuBotRow extends DauBotRow {
  readonly metricConsumption: readonly MetricTotal[];
}

/** §3.6 DEU daily: total is the 'DailyEngagedUser' entry's total, or 0. */
export interface DeuDailyRow extends DauDailyRow {
  readonly metricConsumption: readonly MetricTotal[];
}

/** §3.8 activated agent. */
export interface AgentConsumptionRow {
  readonly agentName: string;
  readonly agentEmail: string;
  readonly agentPhotoUri: string | undefined;
  readonly extraCharge: boolean;
  readonly totalTickets: number;
  readonly firstTicketDate: string;
  readonly lastTicketDate: string;
}

/* ---- §8 defaults after a failure (and before the first answer) ---- */

export function emptyPlanMetric(metricId = ''): PlanMetric {
  return { metricId, quantity: 0, allowAdditionalItem: false, additionalItemValue: 0 };
}

/** The record of `metric` in a consolidated list (§3.5), either spelling (§3.2). */
export function consumptionOf(
  items: readonly MetricConsumption[],
  metric: MetricId,
): MetricConsumption | undefined {
  return items.find((item) => normalizeMetricId(item.metric.metricId) === metric);
}

/** §8 summary objects: empty records with zero values. */
export function emptyMetricConsumption(metricId = ''): MetricConsumption {
  return {
    metric: emptyPlanMetric(metricId),
    total: 0,
    planUsageRate: 0,
    exceededPlan: 0,
    planUsage: 0,
    availablePlan: 0,
    weeklyAverage: 0,
    topWeekNumber: 0,
    weekItems: [],
    startDateReference: '',
    endDateReference: '',
  };
}

export function emptyDauConsumption(): DauConsumption {
  return {
    ...emptyMetricConsumption('DailyActiveUser'),
    plan: { planValue: 0, currencyCode: '', dailyActiveUserQuantity: 0, overspentDailyActiveUserValue: 0 },
  };
}

/** §8 DEU summary: one default record. */
export function emptyDeuConsumption(): DeuConsumption {
  return {
    ...emptyMetricConsumption('DailyEngagedUser'),
    plan: {
      planValue: 0,
      currencyCode: '',
      dailyEngagedUsersQuantity: 0,
      overspentDailyEngagedUserValue: 0,
    },
  };
}

/** §8 MIU summary: default records for monthlyActiveUser and exchangedMessage. */
export function defaultMiuSummary(): MetricConsumption[] {
  return [emptyMetricConsumption('monthlyActiveUser'), emptyMetricConsumption('exchangedMessage')];
}

/** §8 MEU summary: default records for monthlyEngagedUser and exchangedMessage. */
export function defaultMeuSummary(): MetricConsumption[] {
  return [emptyMetricConsumption('monthlyEngagedUser'), emptyMetricConsumption('exchangedMessage')];
}

/** §8 older agent total: zeros, dated from the first to the last day of `today`'s month (UTC). */
export function defaultOlderAgentTotal(today: Date): OlderAgentTotal {
  const month = utcInstant(today).startOf('month');
  return {
    metric: emptyPlanMetric('Agent'),
    total: 0,
    planUsageRate: 0,
    exceededPlan: 0,
    planUsage: 0,
    startDateReference: month.toISOString(),
    endDateReference: month.endOf('month').startOf('day').toISOString(),
  };
}
