import type { UsageReportsGateway } from '../../../src/application/reports/usage-reports.gateway';
import {
  emptyMetricConsumption,
  type MessageMetricBotRow,
  type MessageMetricDailyRow,
  type MetricConsumption,
  type ReportResult,
} from '../../../src/domain/reports/consumption.entity';

export const ok = <T>(value: T): ReportResult<T> => ({ status: 'SUCCESS', value });

/** One record of the MIU/MEU consolidated list (spec 3 §3.5). */
export function metricRecord(metricId: string, total: number): MetricConsumption {
  const base = emptyMetricConsumption(metricId);
  return { ...base, metric: { ...base.metric, quantity: -1 }, total, planUsageRate: -1, weeklyAverage: total / 5 };
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
export class FakeMessageMetricsGateway implements UsageReportsGateway {
  calls: MessageMetricsCall[] = [];
  summaryResult: ReportResult<MetricConsumption[]> = ok([
    metricRecord('MonthlyActiveUser', 4321),
    metricRecord('ExchangedMessage', 98765),
  ]);
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
  private holding = false;
  private readonly waiting: (() => void)[] = [];

  hold(): void {
    this.holding = true;
  }

  /** Lets the held answers go, newest first when `newestFirst`. */
  async release(newestFirst = false): Promise<void> {
    this.holding = false;
    const waiting = this.waiting.splice(0);
    for (const go of newestFirst ? waiting.reverse() : waiting) {
      go();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  private async answer<T>(call: MessageMetricsCall, value: () => T): Promise<T> {
    this.calls.push(call);
    const result = value();
    if (this.holding) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return result;
  }

  messageMetricsSummary(_tenantId: string, month: string, metricIds: readonly string[]) {
    return this.answer({ method: 'messageMetricsSummary', month, metricIds }, () => this.summaryResult);
  }
  messageMetricsByBot(_tenantId: string, month: string, metricIds: readonly string[], take: number) {
    return this.answer({ method: 'messageMetricsByBot', month, metricIds, take }, () => ok(this.botRows));
  }
  messageMetricsDaily(_tenantId: string, month: string, metricIds: readonly string[], take: number) {
    return this.answer({ method: 'messageMetricsDaily', month, metricIds, take }, () => ok(this.dailyRows));
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
