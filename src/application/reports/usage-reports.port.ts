import type {
  AgentConsumptionRow,
  DauBotRow,
  DauConsumption,
  DauDailyRow,
  DeuBotRow,
  DeuConsumption,
  DeuDailyRow,
  MessageMetricBotRow,
  MessageMetricDailyRow,
  MetricConsumption,
  OlderAgentTotal,
  ReportResult,
} from '../../domain/reports/consumption.entity';

/**
 * Billing service usage reports: DAU, DEU, activated agents and the MIU/MEU message metrics
 * (spec 3 §7.2–§7.4). `month` is 'YYYY-MM'. `take` is the row count: 5 on summary tables,
 * -1 for all (§5.1, §9).
 *
 * No method ever rejects: a failed call resolves with the §8 default as `value` and the
 * failure's status and reason code (§3.11); success is `status === 'SUCCESS'`.
 */
export const UsageReportsGateway = Symbol.for('UsageReportsGateway');
export interface UsageReportsGateway {
  dauSummary(tenantId: string, month: string): Promise<ReportResult<DauConsumption>>;
  /** The compiled DAU consumption of the legacy page (§7.4 daily-active-users/total). */
  dauTotal(tenantId: string, month: string): Promise<ReportResult<DauConsumption>>;
  dauByBot(tenantId: string, month: string, take: number): Promise<ReportResult<DauBotRow[]>>;
  dauDaily(tenantId: string, month: string, take: number): Promise<ReportResult<DauDailyRow[]>>;
  deuSummary(tenantId: string, month: string): Promise<ReportResult<DeuConsumption>>;
  deuByBot(tenantId: string, month: string, take: number): Promise<ReportResult<DeuBotRow[]>>;
  deuDaily(tenantId: string, month: string, take: number): Promise<ReportResult<DeuDailyRow[]>>;
  agentSummary(tenantId: string, month: string): Promise<ReportResult<MetricConsumption>>;
  /** The older consolidated agent object (§7.2 agents/total, legacy pages). */
  agentTotal(tenantId: string, month: string): Promise<ReportResult<OlderAgentTotal>>;
  agentsByAgent(tenantId: string, month: string, take: number): Promise<ReportResult<AgentConsumptionRow[]>>;
  /** MIU or MEU consolidated: one record per metric (§3.5); metricIds as the subscription names them. */
  messageMetricsSummary(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
  ): Promise<ReportResult<MetricConsumption[]>>;
  messageMetricsByBot(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
    take: number,
  ): Promise<ReportResult<MessageMetricBotRow[]>>;
  messageMetricsDaily(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
    take: number,
  ): Promise<ReportResult<MessageMetricDailyRow[]>>;
}
