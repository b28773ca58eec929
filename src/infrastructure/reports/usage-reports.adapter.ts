import { inject, injectable } from 'inversify';
import type { UsageReportsGateway } from '../../application/reports/usage-reports.port';
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
import type { GenericSchema } from 'valibot';
import { readAnswer } from '../shared/answer-schema';
import { serviceAddresses } from '../shared/service-addresses';
import {
  DAU_CONSUMPTION,
  DEU_CONSUMPTION,
  METRIC_CONSUMPTIONS,
  metricConsumption,
  OLDER_AGENT_TOTAL,
} from './consumption.schema';
import { reportResult, sendReportGet, takeIfPositive, type ReportQuery } from './report-request';
import {
  AGENT_CONSUMPTION_ROWS,
  DAU_BOT_ROWS,
  DAU_DAILY_ROWS,
  DEU_BOT_ROWS,
  DEU_DAILY_ROWS,
  MESSAGE_METRIC_BOT_ROWS,
  MESSAGE_METRIC_DAILY_ROWS,
} from './report-rows.schema';

/** §3.2 / §7.3: the DEU metric list sent to the server. */
const DEU_METRIC_IDS = ['DailyEngagedUser'] as const;

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
    return this.list('DAU by bot', tenantId, month, '/daily-active-users/monthly/by-bot', DAU_BOT_ROWS, {
      take: takeIfPositive(take),
    });
  }

  dauDaily(tenantId: string, month: string, take: number): Promise<ReportResult<DauDailyRow[]>> {
    return this.list('DAU daily', tenantId, month, '/daily-active-users/daily', DAU_DAILY_ROWS, {
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
        return readAnswer(DEU_CONSUMPTION, resource, 'DEU summary') ?? emptyDeuConsumption();
      },
      emptyDeuConsumption,
    );
  }

  deuByBot(tenantId: string, month: string, take: number): Promise<ReportResult<DeuBotRow[]>> {
    return this.list('DEU by bot', tenantId, month, '/monthly-message-metrics/monthly/by-bot', DEU_BOT_ROWS, {
      metricIds: DEU_METRIC_IDS,
      take,
    });
  }

  deuDaily(tenantId: string, month: string, take: number): Promise<ReportResult<DeuDailyRow[]>> {
    return this.list('DEU daily', tenantId, month, '/monthly-message-metrics/daily', DEU_DAILY_ROWS, {
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
        return readAnswer(metricConsumption('Agent'), resource, 'agents summary');
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
        return readAnswer(OLDER_AGENT_TOTAL, resource, 'agents total');
      },
      () => defaultOlderAgentTotal(this.clock.now()),
    );
  }

  agentsByAgent(tenantId: string, month: string, take: number): Promise<ReportResult<AgentConsumptionRow[]>> {
    return this.list('agents by agent', tenantId, month, '/agents/monthly/by-agent', AGENT_CONSUMPTION_ROWS, {
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
        return readAnswer(METRIC_CONSUMPTIONS, resource, 'message metrics summary');
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
      MESSAGE_METRIC_BOT_ROWS,
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
      MESSAGE_METRIC_DAILY_ROWS,
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
        return readAnswer(DAU_CONSUMPTION, await this.get(tenantId, month, path, {}), what);
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
    rows: GenericSchema<unknown, T[]>,
    query: ReportQuery,
  ): Promise<ReportResult<T[]>> {
    return reportResult(
      what,
      this.logger,
      async () => readAnswer(rows, await this.get(tenantId, month, path, query), what),
      () => [],
    );
  }

  private get(tenantId: string, month: string, path: string, query: ReportQuery): Promise<unknown> {
    return sendReportGet(this.channel, this.billing, this.flag, { tenantId, month, path, ...query });
  }
}
