import { inject, injectable } from 'inversify';
import {
  emptyDauConsumption,
  emptyDeuConsumption,
  isReportSuccess,
  type DauConsumption,
  type DeuConsumption,
  type MetricConsumption,
  type ReportResult,
} from '../../domain/reports/consumption.entity';
import { ratedMetricStatus } from '../../domain/reports/metric-plan-status.rule';
import type { PlanStatus } from '../../domain/reports/plan-status.rule';
import { deuByBotTotal, deuDailyTotal } from '../../domain/reports/report-rows.rule';
import { ratedSummaryContainsData } from '../../domain/reports/usage-figures.rule';
import { toReportRows, type ReportRows } from './report-rows';
import { UsageReportsGateway } from './usage-reports.port';

/** The two Single Conversations reports (spec 3 §2.4 DAU, §2.5 DEU). */
export type SingleConversationsMetric = 'dau' | 'deu';

/** §3.4 DAU/DEU plan information, one shape for both metrics. */
export interface SingleConversationsPlan {
  readonly planValue: number;
  readonly currencyCode: string;
  /** dailyActiveUserQuantity / dailyEngagedUsersQuantity: the plan's amount a month. */
  readonly monthlyQuantity: number;
  /** overspentDailyActiveUserValue / overspentDailyEngagedUserValue: money per extra unit. */
  readonly overflowUnitValue: number;
}

/** The consolidated card's data (§2.5, §3.4, §4.1, §4.2). */
export interface SingleConversationsSummary {
  readonly succeeded: boolean;
  /** §4.2 as the Plan Overview reads it (ratedSummaryContainsData): a month at rate 0 has data. */
  readonly hasData: boolean;
  readonly status: PlanStatus;
  readonly consumption: MetricConsumption;
  readonly plan: SingleConversationsPlan;
}

/** §3.6 'by bot': botName with botId, and the count. `id` is unique in the list. */
export interface SingleConversationsBotRow {
  readonly id: string;
  readonly botName: string;
  readonly botId: string;
  readonly total: number;
}

/** §3.6 'daily': the day (ISO) and the count. */
export interface SingleConversationsDayRow {
  readonly id: string;
  readonly dateReference: string;
  readonly total: number;
}

function dauPlan(value: DauConsumption['plan']): SingleConversationsPlan {
  return {
    planValue: value.planValue,
    currencyCode: value.currencyCode,
    monthlyQuantity: value.dailyActiveUserQuantity,
    overflowUnitValue: value.overspentDailyActiveUserValue,
  };
}

function deuPlan(value: DeuConsumption['plan']): SingleConversationsPlan {
  return {
    planValue: value.planValue,
    currencyCode: value.currencyCode,
    monthlyQuantity: value.dailyEngagedUsersQuantity,
    overflowUnitValue: value.overspentDailyEngagedUserValue,
  };
}

function toSummary(
  metric: SingleConversationsMetric,
  result: ReportResult<DauConsumption | DeuConsumption>,
  plan: SingleConversationsPlan,
) {
  const succeeded = isReportSuccess(result);
  const consumption = result.value;
  const status = ratedMetricStatus({
    state: succeeded ? 'success' : 'failure',
    quantity: consumption.metric.quantity,
    planUsageRate: consumption.planUsageRate,
  });
  const hasData = ratedSummaryContainsData(metric, succeeded, consumption.metric.quantity);
  return { succeeded, hasData, status, consumption, plan };
}

/** A result that was never asked for (§5.1: the metric is not allowed): the §8 default. */
function notAsked<T>(value: T): ReportResult<T> {
  return { status: 'NOT_ALLOWED', value };
}

/**
 * The Single Conversations reports' data (spec 3 §2.4, §2.5, §3.4, §3.6, §5.1, §7.3, §7.4): the
 * consolidated card, the per-chatbot rows and the daily rows of one metric and month, view-ready.
 * `take` is 5 on the root page and -1 on the detail pages; the gateway applies §5.1 (DAU sends
 * $take only when > 0, DEU always). The consolidated call is made only when the tenant's metric
 * is allowed (§5.1, §6); otherwise the §8 default shows. `legacy` (§2.10) takes the DAU card from
 * the compiled DAU total; the legacy DEU page (§2.11) reads the same calls as the newer one.
 * The lists say whether their call succeeded (issue 14: an export tells a failure from no rows).
 * Never rejects: the ports don't.
 */
@injectable()
export class LoadSingleConversationsUseCase {
  constructor(@inject(UsageReportsGateway) private readonly gateway: UsageReportsGateway) {}

  async summary(
    metric: SingleConversationsMetric,
    tenantId: string,
    month: string,
    metricAllowed: boolean,
    legacy = false,
  ): Promise<SingleConversationsSummary> {
    if (metric === 'dau') {
      // §2.10, §7.4: the legacy DAU page reads the compiled DAU consumption (daily-active-users/total).
      const ask = legacy ? this.gateway.dauTotal : this.gateway.dauSummary;
      const result = metricAllowed
        ? await ask.call(this.gateway, tenantId, month)
        : notAsked(emptyDauConsumption());
      return toSummary(metric, result, dauPlan(result.value.plan));
    }
    const result = metricAllowed
      ? await this.gateway.deuSummary(tenantId, month)
      : notAsked(emptyDeuConsumption());
    return toSummary(metric, result, deuPlan(result.value.plan));
  }

  /** §3.6: DAU rows carry their total; a DEU bot's total is its first metricConsumption entry's. */
  async byBot(
    metric: SingleConversationsMetric,
    tenantId: string,
    month: string,
    take: number,
  ): Promise<ReportRows<SingleConversationsBotRow>> {
    if (metric === 'dau') {
      return toReportRows(await this.gateway.dauByBot(tenantId, month, take), (row, index) => ({
        id: `${index}:${row.botId}`,
        ...pick(row, row.total),
      }));
    }
    return toReportRows(await this.gateway.deuByBot(tenantId, month, take), (row, index) => ({
      id: `${index}:${row.botId}`,
      ...pick(row, deuByBotTotal(row.metricConsumption)),
    }));
  }

  /** §3.6: a DEU day's total is its 'DailyEngagedUser' entry's total, or 0. */
  async daily(
    metric: SingleConversationsMetric,
    tenantId: string,
    month: string,
    take: number,
  ): Promise<ReportRows<SingleConversationsDayRow>> {
    if (metric === 'dau') {
      return toReportRows(await this.gateway.dauDaily(tenantId, month, take), (row, index) => ({
        id: `${index}:${row.dateReference}`,
        dateReference: row.dateReference,
        total: row.total,
      }));
    }
    return toReportRows(await this.gateway.deuDaily(tenantId, month, take), (row, index) => ({
      id: `${index}:${row.dateReference}`,
      dateReference: row.dateReference,
      total: deuDailyTotal(row.metricConsumption),
    }));
  }
}

function pick(row: { readonly botName: string; readonly botId: string }, total: number) {
  return { botName: row.botName, botId: row.botId, total };
}
