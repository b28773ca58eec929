import { inject, injectable } from 'inversify';
import { normalizeMetricId } from '../../domain/access/metric-id';
import {
  consumptionOf,
  defaultMeuSummary,
  defaultMiuSummary,
  isReportSuccess,
  type MessageMetricBotRow,
  type MetricConsumption,
  type ReportResult,
} from '../../domain/reports/consumption.entity';
import { monthlyUsersStatus } from '../../domain/reports/metric-plan-status.rule';
import { MONTHLY_USER_METRIC, type MonthlyUserFamily } from '../../domain/reports/metric-visibility.rule';
import type { PlanStatus } from '../../domain/reports/plan-status.rule';
import { monthlyUserRowTotals } from '../../domain/reports/report-rows.rule';
import { NO_ROWS, toReportRows, type ReportRows } from './report-rows';
import { UsageReportsGateway } from './usage-reports.port';

export type { MonthlyUserFamily };

/** The consolidated card (§2.8, §3.5): the two totals and which of them the contract has. */
export interface MonthlyUsersSummary {
  /** §4.2: figures show only when the call succeeded. */
  readonly succeeded: boolean;
  /** §4.1 MAU/MEU: unlimited on success, error otherwise (tracking). */
  readonly status: PlanStatus;
  readonly users: MetricConsumption | undefined;
  readonly messages: MetricConsumption | undefined;
  /** The metrics of the subscribed set; both when the set is empty (the §8 defaults). */
  readonly shows: { readonly users: boolean; readonly messages: boolean };
}

/** §3.5 by bot with the derived totals (totalMiu or totalMeu, and totalMsg). `id` is unique. */
export interface MonthlyUsersBotRow {
  readonly id: string;
  readonly botName: string;
  readonly botIdentity: string;
  readonly totalUsers: number;
  readonly totalMsg: number;
}

/** §3.5 daily: the same, with the day (ISO). */
export interface MonthlyUsersDayRow extends MonthlyUsersBotRow {
  readonly dateReference: string;
}

function toBotRow(row: MessageMetricBotRow, id: string): MonthlyUsersBotRow {
  const totals = monthlyUserRowTotals(row.metricConsumption);
  return {
    id,
    botName: row.botName,
    botIdentity: row.botIdentity,
    totalUsers: totals.totalUsers,
    totalMsg: totals.totalMsg,
  };
}

/**
 * The MIU and MEU reports' data (spec 3 §2.8, §3.5, §5.1, §7.3, §8): one use case for both,
 * told the family and the metric ids. Without any id of the family the consolidated call is
 * not made (§5.1: the metric is not allowed) and the §8 defaults show; the lists are not asked
 * for either. `take` is 5 on the root page and -1 on the detail pages; MIU/MEU always send
 * $take (§5.1, the gateway's concern). Never rejects: the port does not.
 */
@injectable()
export class LoadMonthlyUsersUseCase {
  constructor(@inject(UsageReportsGateway) private readonly gateway: UsageReportsGateway) {}

  async summary(
    family: MonthlyUserFamily,
    tenantId: string,
    month: string,
    metricIds: readonly string[],
  ): Promise<MonthlyUsersSummary> {
    const defaults = family === 'miu' ? defaultMiuSummary : defaultMeuSummary;
    const result: ReportResult<MetricConsumption[]> =
      metricIds.length > 0
        ? await this.gateway.messageMetricsSummary(tenantId, month, metricIds)
        : { status: 'NOT_ALLOWED', value: defaults() };
    const succeeded = isReportSuccess(result);
    const known = new Set(metricIds.map(normalizeMetricId));
    const users = known.has(MONTHLY_USER_METRIC[family]);
    const messages = known.has('ExchangedMessage');
    return {
      succeeded,
      status: monthlyUsersStatus(succeeded ? 'success' : 'failure'),
      users: consumptionOf(result.value, MONTHLY_USER_METRIC[family]),
      messages: consumptionOf(result.value, 'ExchangedMessage'),
      shows: users || messages ? { users, messages } : { users: true, messages: true },
    };
  }

  async byBot(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
    take: number,
  ): Promise<ReportRows<MonthlyUsersBotRow>> {
    if (metricIds.length === 0) return NO_ROWS;
    const result = await this.gateway.messageMetricsByBot(tenantId, month, metricIds, take);
    return toReportRows(result, (row, index) => toBotRow(row, `${index}:${row.botIdentity}`));
  }

  async daily(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
    take: number,
  ): Promise<ReportRows<MonthlyUsersDayRow>> {
    if (metricIds.length === 0) return NO_ROWS;
    const result = await this.gateway.messageMetricsDaily(tenantId, month, metricIds, take);
    return toReportRows(result, (row, index) => ({
      ...toBotRow(row, `${index}:${row.dateReference}:${row.botIdentity}`),
      dateReference: row.dateReference,
    }));
  }
}
