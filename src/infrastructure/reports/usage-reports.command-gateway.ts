import { inject, injectable } from 'inversify';
import type { UsageReportsGateway } from '../../application/reports/usage-reports.gateway';
import { ReferenceDateFlag } from '../../application/reports/reference-date-flag.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { Clock } from '../../application/shared/clock.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { Logger } from '../../application/shared/logger.port';
import {
  defaultMeuSummary,
  defaultMiuSummary,
  defaultOlderAgentTotal,
  emptyDauConsumption,
  emptyDeuConsumption,
  emptyMetricConsumption,
  type AgentConsumptionRow,
  type DauBotRow,
  type DauConsumption,
  type DauDailyRow,
  type DeuBotRow,
  type DeuConsumption,
  type DeuDailyRow,
  type MessageMetricBotRow,
  type MessageMetricDailyRow,
  type MetricConsumption,
  type OlderAgentTotal,
  type ReportResult,
} from '../../domain/reports/consumption.entity';
import { serviceAddresses } from '../shared/service-addresses';
import {
  METRIC_CONSUMPTION,
  toDauConsumption,
  toDeuConsumption,
  toMetricConsumption,
  toOlderAgentTotal,
} from './consumption.mapper';
import { reportResult, sendReportGet, takeIfPositive, type ReportQuery } from './report-request';
import {
  toAgentConsumptionRows,
  toDauBotRows,
  toDauDailyRows,
  toDeuBotRows,
  toDeuDailyRows,
  toMessageMetricBotRows,
  toMessageMetricDailyRows,
  rowsReader,
  type RowsReader,
} from './report-rows.mapper';

/** §3.2 / §7.3: the DEU metric list sent to the server. */
const DEU_METRIC_IDS = ['DailyEngagedUser'] as const;

/** §7.3 message-metrics summary: one metric consumption per item. */
const summaryRows = rowsReader(METRIC_CONSUMPTION);

/**
 * Spec 3 §7.2–§7.4 over the command channel to the billing service: GET with
 * month=YYYY-MM and useSubscriptionReferenceDate on every uri, $take per §5.1 (DAU only
 * when > 0; DEU, MIU, MEU and agents always), metric ids joined with ';'. Failures give the
 * §8 defaults with the failure's status and code (see reportResult).
 */
@injectable()
export class UsageReportsCommandGateway implements UsageReportsGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
    @inject(ReferenceDateFlag) private readonly flag: ReferenceDateFlag,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.billing = serviceAddresses(settings).billing;
  }

  dauSummary(tenantId: string, month: string): Promise<ReportResult<DauConsumption>> {
    return this.dauConsumption('DAU summary', tenantId, month, '/daily-active-users/summary');
  }

  dauTotal(tenantId: string, month: string): Promise<ReportResult<DauConsumption>> {
    return this.dauConsumption('DAU total', tenantId, month, '/daily-active-users/total');
  }

  dauByBot(tenantId: string, month: string, take: number): Promise<ReportResult<DauBotRow[]>> {
    return this.list('DAU by bot', tenantId, month, '/daily-active-users/monthly/by-bot', toDauBotRows, {
      take: takeIfPositive(take),
    });
  }

  dauDaily(tenantId: string, month: string, take: number): Promise<ReportResult<DauDailyRow[]>> {
    return this.list('DAU daily', tenantId, month, '/daily-active-users/daily', toDauDailyRows, {
      take: takeIfPositive(take),
    });
  }

  /** §7.3: the DEU summary is the first item of the message-metrics summary. */
  deuSummary(tenantId: string, month: string): Promise<ReportResult<DeuConsumption>> {
    return reportResult(
      'DEU summary',
      this.logger,
      async () => {
        const resource = await this.get(tenantId, month, '/monthly-message-metrics/summary', {
          metricIds: DEU_METRIC_IDS,
        });
        return toDeuConsumption(resource, 'DEU summary') ?? emptyDeuConsumption();
      },
      emptyDeuConsumption,
    );
  }

  deuByBot(tenantId: string, month: string, take: number): Promise<ReportResult<DeuBotRow[]>> {
    return this.list('DEU by bot', tenantId, month, '/monthly-message-metrics/monthly/by-bot', toDeuBotRows, {
      metricIds: DEU_METRIC_IDS,
      take,
    });
  }

  deuDaily(tenantId: string, month: string, take: number): Promise<ReportResult<DeuDailyRow[]>> {
    return this.list('DEU daily', tenantId, month, '/monthly-message-metrics/daily', toDeuDailyRows, {
      metricIds: DEU_METRIC_IDS,
      take,
    });
  }

  agentSummary(tenantId: string, month: string): Promise<ReportResult<MetricConsumption>> {
    return reportResult(
      'agents summary',
      this.logger,
      async () => {
        const resource = await this.get(tenantId, month, '/agents/summary', {});
        return toMetricConsumption(resource, 'Agent', 'agents summary');
      },
      () => emptyMetricConsumption('Agent'),
    );
  }

  agentTotal(tenantId: string, month: string): Promise<ReportResult<OlderAgentTotal>> {
    return reportResult(
      'agents total',
      this.logger,
      async () => {
        const resource = await this.get(tenantId, month, '/agents/total', {});
        return toOlderAgentTotal(resource, 'agents total');
      },
      () => defaultOlderAgentTotal(this.clock.now()),
    );
  }

  agentsByAgent(tenantId: string, month: string, take: number): Promise<ReportResult<AgentConsumptionRow[]>> {
    return this.list('agents by agent', tenantId, month, '/agents/monthly/by-agent', toAgentConsumptionRows, {
      take,
    });
  }

  /** §8: on failure, the MEU defaults when the ids name the engaged-user metric, else the MIU ones. */
  messageMetricsSummary(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
  ): Promise<ReportResult<MetricConsumption[]>> {
    const engaged = metricIds.some((id) => id.toLowerCase() === 'monthlyengageduser');
    return reportResult(
      'message metrics summary',
      this.logger,
      async () => {
        const resource = await this.get(tenantId, month, '/monthly-message-metrics/summary', { metricIds });
        return summaryRows(resource, 'message metrics summary');
      },
      engaged ? defaultMeuSummary : defaultMiuSummary,
    );
  }

  messageMetricsByBot(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
    take: number,
  ): Promise<ReportResult<MessageMetricBotRow[]>> {
    return this.list(
      'message metrics by bot',
      tenantId,
      month,
      '/monthly-message-metrics/monthly/by-bot',
      toMessageMetricBotRows,
      { metricIds, take },
    );
  }

  messageMetricsDaily(
    tenantId: string,
    month: string,
    metricIds: readonly string[],
    take: number,
  ): Promise<ReportResult<MessageMetricDailyRow[]>> {
    return this.list(
      'message metrics daily',
      tenantId,
      month,
      '/monthly-message-metrics/daily',
      toMessageMetricDailyRows,
      { metricIds, take },
    );
  }

  private dauConsumption(
    what: string,
    tenantId: string,
    month: string,
    path: string,
  ): Promise<ReportResult<DauConsumption>> {
    return reportResult(
      what,
      this.logger,
      async () => {
        return toDauConsumption(await this.get(tenantId, month, path, {}), what);
      },
      emptyDauConsumption,
    );
  }

  /** §8: every list falls back to an empty list. */
  private list<T>(
    what: string,
    tenantId: string,
    month: string,
    path: string,
    read: RowsReader<T>,
    query: ReportQuery,
  ): Promise<ReportResult<T[]>> {
    return reportResult(
      what,
      this.logger,
      async () => read(await this.get(tenantId, month, path, query), what),
      () => [],
    );
  }

  private get(tenantId: string, month: string, path: string, query: ReportQuery): Promise<unknown> {
    return sendReportGet(this.channel, this.billing, this.flag, { tenantId, month, path, ...query });
  }
}
