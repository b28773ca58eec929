import type { UsageReportsGateway } from '../../../src/application/reports/usage-reports.port';
import {
  emptyMetricConsumption,
  type MessageMetricBotRow,
  type MessageMetricDailyRow,
  type MetricConsumption,
  type ReportResult,
} from '../../../src/domain/reports/consumption.entity';
import { HeldAnswers, ok } from './held-answers.fakes';

export { ok };

/** One record of the MIU/MEU consolidated list (spec 3 §3.5). */
export function metricRecord(metricId: string, total: number): MetricConsumption {
  const base = emptyMetricConsumption(metricId);
  return {
    ...base,
    metric: { ...base.metric, quantity: -1 },
    total,
    planUsageRate: -1,
    weeklyAverage: total / 5,
  };
}

/** A call the gateway records: method, month, the metricIdList and take. */
export interface MessageMetricsCall {
  readonly method: 'messageMetricsSummary' | 'messageMetricsByBot' | 'messageMetricsDaily';
  readonly month: string;
  readonly metricIds: readonly string[];
  readonly take?: number;
}

const unused = (): never => {
  throw new Error('not used by the MIU/MEU reports');
};

/**
 * A literal UsageReportsGateway for the MIU and MEU reports: answers what each field holds,
 * records every call, and can hold answers back until released (`hold`).
 */
export class FakeMessageMetricsGateway
  extends HeldAnswers<MessageMetricsCall>
  implements UsageReportsGateway
{
  summaryResult: ReportResult<MetricConsumption[]> = ok([
    metricRecord('MonthlyActiveUser', 4321),
    metricRecord('ExchangedMessage', 98765),
  ]);
  /** A month whose summary differs from `summaryResult` (issue 24 §2: the previous month). */
  summaryByMonth: Record<string, ReportResult<MetricConsumption[]>> = {};
  botRows: MessageMetricBotRow[] = [
    {
      botName: 'Sales bot',
      botIdentity: 'salesbot@msging.net',
      metricConsumption: [
        { metricId: 'ExchangedMessage', total: 900 },
        { metricId: 'MonthlyActiveUser', total: 120 },
      ],
    },
  ];
  dailyRows: MessageMetricDailyRow[] = [
    {
      botName: 'Sales bot',
      botIdentity: 'salesbot@msging.net',
      dateReference: '2024-05-03T00:00:00.000Z',
      metricConsumption: [
        { metricId: 'MonthlyActiveUser', total: 12 },
        { metricId: 'exchangedMessage', total: 70 },
      ],
    },
  ];
  messageMetricsSummary(_tenantId: string, month: string, metricIds: readonly string[]) {
    return this.answer(
      { method: 'messageMetricsSummary', month, metricIds },
      () => this.summaryByMonth[month] ?? this.summaryResult,
    );
  }
  /** Lists answer a backend failure (spec 3 §8: an empty list) while this is set. */
  listsFail = false;
  private list<T>(rows: T[]): ReportResult<T[]> {
    return this.listsFail ? { status: 'failure', code: 1, value: [] } : ok(rows);
  }
  messageMetricsByBot(_tenantId: string, month: string, metricIds: readonly string[], take: number) {
    return this.answer({ method: 'messageMetricsByBot', month, metricIds, take }, () =>
      this.list(this.botRows),
    );
  }
  messageMetricsDaily(_tenantId: string, month: string, metricIds: readonly string[], take: number) {
    return this.answer({ method: 'messageMetricsDaily', month, metricIds, take }, () =>
      this.list(this.dailyRows),
    );
  }
  dauSummary = unused;
  dauTotal = unused;
  dauByBot = unused;
  dauDaily = unused;
  deuSummary = unused;
  deuByBot = unused;
  deuDaily = unused;
  agentSummary = unused;
  agentTotal = unused;
  agentsByAgent = unused;
}
