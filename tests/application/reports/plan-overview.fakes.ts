import type { ConversationReportsGateway } from '../../../src/application/reports/conversation-reports.port';
import type { UsageReportsGateway } from '../../../src/application/reports/usage-reports.port';
import {
  emptyDauConsumption,
  emptyDeuConsumption,
  emptyMetricConsumption,
  type DauConsumption,
  type DauDailyRow,
  type DeuConsumption,
  type DeuDailyRow,
  type MetricConsumption,
  type ReportResult,
  type WeekItem,
} from '../../../src/domain/reports/consumption.entity';
import { emptySessionSummary, type SessionSummary } from '../../../src/domain/reports/conversation.entity';

export const ok = <T>(value: T): ReportResult<T> => ({ status: 'SUCCESS', value });
export const failed = <T>(value: T, code = 1): ReportResult<T> => ({ status: 'failure', code, value });

export const WEEKS: readonly WeekItem[] = [
  { weekNumber: 0, startDateReference: '2025-03-01', endDateReference: '2025-03-01', total: 100 },
  { weekNumber: 1, startDateReference: '2025-03-02', endDateReference: '2025-03-08', total: 400 },
  { weekNumber: 2, startDateReference: '2025-03-09', endDateReference: '2025-03-15', total: 300 },
];

/** A consolidated DAU/DEU/agent answer: `total` used of `quantity` (-1 unlimited), spec 3 §3.4. */
export function rated(metricId: string, total: number, quantity: number): MetricConsumption {
  const base = emptyMetricConsumption(metricId);
  const unlimited = quantity === -1;
  return {
    ...base,
    metric: { ...base.metric, quantity },
    total,
    planUsageRate: unlimited ? -1 : quantity > 0 ? Math.round((total / quantity) * 10000) / 100 : 0,
    exceededPlan: unlimited ? 0 : Math.max(0, total - quantity),
    planUsage: unlimited ? total : Math.min(total, quantity),
    availablePlan: unlimited ? 0 : Math.max(0, quantity - total),
    weeklyAverage: total / 3,
    topWeekNumber: total > 0 ? 2 : 0,
    weekItems: WEEKS,
  };
}

export const dau = (total: number, quantity = 2000): DauConsumption => ({
  ...emptyDauConsumption(),
  ...rated('DailyActiveUser', total, quantity),
});

export const deu = (total: number, quantity = 1500): DeuConsumption => ({
  ...emptyDeuConsumption(),
  ...rated('DailyEngagedUser', total, quantity),
});

export function session(today: Date, overrides: Partial<SessionSummary> = {}): SessionSummary {
  const base = emptySessionSummary(today);
  return {
    ...base,
    freeTierLimit: 1000,
    total: 900,
    totalBusinessInitiated: 500,
    totalUserInitiated: 400,
    totalFreeTier: 300,
    totalFreeEntryPoint: 100,
    totalFreeCustomerService: 200,
    totalRegular: 300,
    weekItems: base.weekItems.map((week, index) => ({
      ...week,
      total: 100 * (index + 1),
      totalBusinessInitiated: 60 * (index + 1),
      totalUserInitiated: 40 * (index + 1),
    })),
    ...overrides,
  };
}

export function monthly(userMetric: string, users: number, messages: number): MetricConsumption[] {
  return [
    { ...rated(userMetric, users, 0), planUsageRate: 0, weekItems: WEEKS },
    { ...rated('exchangedMessage', messages, 0), planUsageRate: 0, weekItems: WEEKS, topWeekNumber: 3 },
  ];
}

export interface OverviewCall {
  readonly method: string;
  readonly month: string;
  readonly metricIds?: readonly string[];
}

const unused = (name: string) => () => Promise.reject(new Error(`${name} is not used by the overview`));

/**
 * Literal fakes of the two ports the overview reads (spec 3 §7.1–§7.4): each consolidated
 * answer is a field, every call is recorded, and `hold()` keeps answers back until released.
 */
type OverviewCard = 'dau' | 'deu' | 'agent' | 'session' | 'miu' | 'meu';

export class FakeOverviewGateways {
  calls: OverviewCall[] = [];
  dau: ReportResult<DauConsumption> = ok(dau(700));
  deu: ReportResult<DeuConsumption> = ok(deu(600));
  agent: ReportResult<MetricConsumption> = ok(rated('Agent', 5, 10));
  session: ReportResult<SessionSummary>;
  miu: ReportResult<MetricConsumption[]> = ok(monthly('monthlyActiveUser', 1200, 56000));
  meu: ReportResult<MetricConsumption[]> = ok(monthly('monthlyEngagedUser', 800, 30000));
  rejectDau = false;
  /** Issue 24 §1: the daily rows of the projection (none by default: no projection). */
  dauDaily: ReportResult<DauDailyRow[]> = ok([]);
  deuDaily: ReportResult<DeuDailyRow[]> = ok([]);
  /** The daily calls, kept apart so the consolidated calls read as before. */
  dailyCalls: OverviewCall[] = [];
  /** Answers of one month that differ from the rest (issue 24 §2: the previous month). */
  byMonth: Record<string, Partial<Pick<FakeOverviewGateways, OverviewCard>>> = {};
  private held: (() => void)[] | undefined = undefined;

  constructor(today: Date) {
    this.session = ok(session(today));
  }

  /** Answers wait until `release()`. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const resume of held) resume();
  }

  private of<K extends OverviewCard>(card: K, month: string): this[K] {
    return (this.byMonth[month]?.[card] as this[K] | undefined) ?? this[card];
  }

  private answer<T>(call: OverviewCall, result: () => T): Promise<T> {
    this.calls.push(call);
    if (this.held === undefined) return Promise.resolve(result());
    const held = this.held;
    return new Promise((resolve) => held.push(() => resolve(result())));
  }

  usage(): UsageReportsGateway {
    return {
      dauSummary: (_tenantId, month) =>
        this.rejectDau
          ? (this.calls.push({ method: 'dauSummary', month }), Promise.reject(new Error('bridge down')))
          : this.answer({ method: 'dauSummary', month }, () => this.of('dau', month)),
      deuSummary: (_tenantId, month) =>
        this.answer({ method: 'deuSummary', month }, () => this.of('deu', month)),
      agentSummary: (_tenantId, month) =>
        this.answer({ method: 'agentSummary', month }, () => this.of('agent', month)),
      messageMetricsSummary: (_tenantId, month, metricIds) => {
        const meu = metricIds.some((id) => id.toLowerCase() === 'monthlyengageduser');
        return this.answer({ method: 'messageMetricsSummary', month, metricIds }, () =>
          meu ? this.of('meu', month) : this.of('miu', month),
        );
      },
      dauTotal: unused('dauTotal'),
      dauByBot: unused('dauByBot'),
      dauDaily: (_tenantId, month) => {
        this.dailyCalls.push({ method: 'dauDaily', month });
        return Promise.resolve(this.dauDaily);
      },
      deuByBot: unused('deuByBot'),
      deuDaily: (_tenantId, month) => {
        this.dailyCalls.push({ method: 'deuDaily', month });
        return Promise.resolve(this.deuDaily);
      },
      agentTotal: unused('agentTotal'),
      agentsByAgent: unused('agentsByAgent'),
      messageMetricsByBot: unused('messageMetricsByBot'),
      messageMetricsDaily: unused('messageMetricsDaily'),
    };
  }

  conversations(): ConversationReportsGateway {
    return {
      sessionSummary: (_tenantId, month) =>
        this.answer({ method: 'sessionSummary', month }, () => this.of('session', month)),
      wabas: unused('wabas'),
      oldSessionTotal: unused('oldSessionTotal'),
      byCategory: unused('byCategory'),
      oldMonthlyByBot: unused('oldMonthlyByBot'),
      monthlyByPhone: unused('monthlyByPhone'),
      oldDaily: unused('oldDaily'),
      daily: unused('daily'),
    };
  }
}

/** Every metric of the default contract (spec 3 §3.2), Pascal-case as the fake backend sends them. */
export const FULL_SUBSCRIPTION = [
  'Agent',
  'DailyActiveUser',
  'DailyEngagedUser',
  'Session',
  'MonthlyActiveUser',
  'ExchangedMessage',
];

/** Issue 24 §1: DAU daily rows of a month from a series of totals, the 1st first. */
export function dauDays(month: string, totals: readonly number[]): DauDailyRow[] {
  return totals.map((total, index) => ({
    dateReference: `${month}-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
    total,
  }));
}

/** Issue 24 §1: DEU daily rows, the figure in the DailyEngagedUser entry (spec 3 §3.6). */
export function deuDays(month: string, totals: readonly number[]): DeuDailyRow[] {
  return dauDays(month, totals).map((row) => ({
    ...row,
    total: 0,
    metricConsumption: [{ metricId: 'DailyEngagedUser', total: row.total }],
  }));
}
