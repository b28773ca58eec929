import type { UsageReportsGateway } from '../../../src/application/reports/usage-reports.port';
import {
  emptyDauConsumption,
  emptyDeuConsumption,
  type DauBotRow,
  type DauConsumption,
  type DauDailyRow,
  type DeuBotRow,
  type DeuConsumption,
  type DeuDailyRow,
  type ReportResult,
} from '../../../src/domain/reports/consumption.entity';
import { HeldAnswers, ok } from './held-answers.fakes';

export { ok };

/** A DAU consolidated answer: 2,000 in the plan, `total` used (spec 3 §3.4). */
export function dauConsumption(total: number, quantity = 2000): DauConsumption {
  const base = emptyDauConsumption();
  return {
    ...base,
    metric: { ...base.metric, quantity },
    total,
    planUsageRate: quantity > 0 ? Math.round((total / quantity) * 10000) / 100 : quantity === -1 ? -1 : 0,
    exceededPlan: quantity > 0 ? Math.max(0, total - quantity) : 0,
    planUsage: quantity > 0 ? Math.min(total, quantity) : 0,
    availablePlan: quantity > 0 ? Math.max(0, quantity - total) : 0,
    plan: {
      planValue: 216,
      currencyCode: 'BRL',
      dailyActiveUserQuantity: quantity,
      overspentDailyActiveUserValue: 0.12,
    },
  };
}

export function deuConsumption(total: number, quantity = 1500, currencyCode = 'USD'): DeuConsumption {
  const dau = dauConsumption(total, quantity);
  return {
    ...emptyDeuConsumption(),
    ...dau,
    metric: { ...dau.metric, metricId: 'DailyEngagedUser' },
    plan: {
      planValue: 243,
      currencyCode,
      dailyEngagedUsersQuantity: quantity,
      overspentDailyEngagedUserValue: 0.18,
    },
  };
}

/** A call the gateway records: method, month and take. */
export interface RecordedCall {
  readonly method: string;
  readonly month: string;
  readonly take?: number;
}

/**
 * A literal UsageReportsGateway for the Single Conversations reports: answers what each field
 * holds, records every call, and can hold answers back until released (`hold`).
 */
export class FakeUsageReportsGateway extends HeldAnswers<RecordedCall> implements UsageReportsGateway {
  dauSummaryResult: ReportResult<DauConsumption> = ok(dauConsumption(700));
  /** A month whose DAU summary differs from `dauSummaryResult` (issue 24 §2: the previous month). */
  dauSummaryByMonth: Record<string, ReportResult<DauConsumption>> = {};
  deuSummaryResult: ReportResult<DeuConsumption> = ok(deuConsumption(600));
  dauBotRows: DauBotRow[] = [{ botName: 'Sales bot', botId: 'salesbot', total: 400 }];
  dauDailyRows: DauDailyRow[] = [{ dateReference: '2024-05-02T00:00:00.000Z', total: 30 }];
  deuBotRows: DeuBotRow[] = [
    {
      botName: 'Support',
      botId: 'support',
      total: 0,
      metricConsumption: [
        { metricId: 'DailyEngagedUser', total: 321 },
        { metricId: 'Other', total: 5 },
      ],
    },
  ];
  deuDailyRows: DeuDailyRow[] = [
    {
      dateReference: '2024-05-03T00:00:00.000Z',
      total: 0,
      metricConsumption: [
        { metricId: 'Other', total: 9 },
        { metricId: 'dailyEngagedUser', total: 44 },
      ],
    },
  ];
  /** Lists answer a backend failure (spec 3 §8: an empty list) while this is set. */
  listsFail = false;
  private list<T>(rows: T[]): ReportResult<T[]> {
    return this.listsFail ? { status: 'failure', code: 1, value: [] } : ok(rows);
  }
  dauSummary(_tenantId: string, month: string) {
    return this.answer(
      { method: 'dauSummary', month },
      () => this.dauSummaryByMonth[month] ?? this.dauSummaryResult,
    );
  }
  dauByBot(_tenantId: string, month: string, take: number) {
    return this.answer({ method: 'dauByBot', month, take }, () => this.list(this.dauBotRows));
  }
  dauDaily(_tenantId: string, month: string, take: number) {
    return this.answer({ method: 'dauDaily', month, take }, () => this.list(this.dauDailyRows));
  }
  deuSummary(_tenantId: string, month: string) {
    return this.answer({ method: 'deuSummary', month }, () => this.deuSummaryResult);
  }
  deuByBot(_tenantId: string, month: string, take: number) {
    return this.answer({ method: 'deuByBot', month, take }, () => this.list(this.deuBotRows));
  }
  deuDaily(_tenantId: string, month: string, take: number) {
    return this.answer({ method: 'deuDaily', month, take }, () => this.list(this.deuDailyRows));
  }
  /** The legacy DAU page's card (spec 3 §2.10, §7.4); answers what dauSummaryResult holds. */
  dauTotal(_tenantId: string, month: string) {
    return this.answer({ method: 'dauTotal', month }, () => this.dauSummaryResult);
  }
  agentSummary(): never {
    throw new Error('not used');
  }
  agentTotal(): never {
    throw new Error('not used');
  }
  agentsByAgent(): never {
    throw new Error('not used');
  }
  messageMetricsSummary(): never {
    throw new Error('not used');
  }
  messageMetricsByBot(): never {
    throw new Error('not used');
  }
  messageMetricsDaily(): never {
    throw new Error('not used');
  }
}
