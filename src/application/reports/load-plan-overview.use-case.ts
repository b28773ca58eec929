import { inject, injectable } from 'inversify';
import type { MetricId } from '../../domain/access/metric-id';
import { isMetricAvailable, type SubscriptionContext } from '../../domain/access/subscription-metrics.rule';
import {
  defaultMeuSummary,
  defaultMiuSummary,
  emptyDauConsumption,
  emptyDeuConsumption,
  emptyMetricConsumption,
  type DauConsumption,
  type DeuConsumption,
  type MetricConsumption,
  type ReportResult,
} from '../../domain/reports/consumption.entity';
import { emptySessionSummary, type SessionSummary } from '../../domain/reports/conversation.entity';
import { monthlyUserViews, type MonthlyUserViews } from '../../domain/reports/metric-visibility.rule';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { runBounded } from '../shared/concurrency-limiter';
import { ConversationReportsGateway } from './conversation-reports.port';
import { UsageReportsGateway } from './usage-reports.port';

/** The Plan Overview cards (spec 3 §2.3), in the order they are laid out. */
export const OVERVIEW_METRICS = ['dau', 'deu', 'agent', 'session', 'miu', 'meu'] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

/** What the tenant's subscription allows on the overview (spec 3 §2.3, §5.1, §5.3). */
export interface PlanOverviewScope {
  /** The cards whose consolidated call is made, in layout order. */
  readonly metrics: readonly OverviewMetric[];
  /** What the MIU and MEU cards show, and the metricIdList of their calls (§5.3, §7.3). */
  readonly monthlyUsers: MonthlyUserViews;
}

/** One consolidated answer, tagged with its card. */
export type OverviewResult =
  | { readonly metric: 'dau'; readonly result: ReportResult<DauConsumption> }
  | { readonly metric: 'deu'; readonly result: ReportResult<DeuConsumption> }
  | { readonly metric: 'agent'; readonly result: ReportResult<MetricConsumption> }
  | { readonly metric: 'session'; readonly result: ReportResult<SessionSummary> }
  | { readonly metric: 'miu' | 'meu'; readonly result: ReportResult<MetricConsumption[]> };

const RATED: readonly (readonly [OverviewMetric, MetricId])[] = [
  ['dau', 'DailyActiveUser'],
  ['deu', 'DailyEngagedUser'],
  ['agent', 'Agent'],
  ['session', 'Session'],
];

/** The consolidated calls run together (architecture.md §8: bounded fan-out); six cards at most. */
export const OVERVIEW_CONCURRENCY = 6;

/**
 * Spec 3 §2.3 and §5.3: a card per allowed metric. The MIU set is the subscription's
 * monthlyActiveUser and exchangedMessage items, the MEU set its monthlyEngagedUser and
 * exchangedMessage items (either spelling, §3.2); a family gets a call only when its card can
 * show at all (metric-visibility.rule with no status against it yet). A rated card shows when its
 * metric is available (subscription-metrics.rule: an unlimited Agent item needs
 * 'billing-unlimited-agent-consumption', spec 3 §6).
 */
export function planOverviewScope(context: SubscriptionContext): PlanOverviewScope {
  const { subscription } = context;
  const monthlyUsers = monthlyUserViews(subscription.map((item) => item.metricId));
  // An unlimited Agent item shows only with its toggle on, as on the agent report pages (§6).
  const metrics: OverviewMetric[] = RATED.filter(([, id]) => isMetricAvailable(context, id)).map(
    ([metric]) => metric,
  );
  if (monthlyUsers.miu.shown) metrics.push('miu');
  if (monthlyUsers.meu.shown) metrics.push('meu');
  return { metrics, monthlyUsers };
}

/**
 * The Plan Overview's consolidated data for a month (spec 3 §2.3, §7.1–§7.4): one call per
 * allowed card and none for the others (§5.1). Each answer is handed to `onResult` as it
 * arrives, so the cards fill in one by one. The ports never reject (§8); should one do so
 * anyway, the card gets its §8 default with a failure status.
 */
@injectable()
export class LoadPlanOverviewUseCase {
  constructor(
    @inject(UsageReportsGateway) private readonly usage: UsageReportsGateway,
    @inject(ConversationReportsGateway) private readonly conversations: ConversationReportsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async load(
    tenantId: string,
    month: string,
    scope: PlanOverviewScope,
    onResult: (result: OverviewResult) => void,
  ): Promise<void> {
    await runBounded(
      scope.metrics,
      OVERVIEW_CONCURRENCY,
      (metric) => this.fetch(tenantId, month, scope, metric),
      (_metric, result) => onResult(result),
      (metric, error) => {
        this.logger.error('Plan overview: consolidated call rejected', { metric, error });
        onResult(this.failed(metric));
      },
    );
  }

  private async fetch(
    tenantId: string,
    month: string,
    scope: PlanOverviewScope,
    metric: OverviewMetric,
  ): Promise<OverviewResult> {
    switch (metric) {
      case 'dau':
        return { metric, result: await this.usage.dauSummary(tenantId, month) };
      case 'deu':
        return { metric, result: await this.usage.deuSummary(tenantId, month) };
      case 'agent':
        return { metric, result: await this.usage.agentSummary(tenantId, month) };
      case 'session':
        return { metric, result: await this.conversations.sessionSummary(tenantId, month) };
      case 'miu':
        return {
          metric,
          result: await this.usage.messageMetricsSummary(tenantId, month, scope.monthlyUsers.miu.metricIds),
        };
      case 'meu':
        return {
          metric,
          result: await this.usage.messageMetricsSummary(tenantId, month, scope.monthlyUsers.meu.metricIds),
        };
    }
  }

  private failed(metric: OverviewMetric): OverviewResult {
    const failure = { status: 'failure' } as const;
    switch (metric) {
      case 'dau':
        return { metric, result: { ...failure, value: emptyDauConsumption() } };
      case 'deu':
        return { metric, result: { ...failure, value: emptyDeuConsumption() } };
      case 'agent':
        return { metric, result: { ...failure, value: emptyMetricConsumption('Agent') } };
      case 'session':
        return { metric, result: { ...failure, value: emptySessionSummary(this.clock.now()) } };
      case 'miu':
        return { metric, result: { ...failure, value: defaultMiuSummary() } };
      case 'meu':
        return { metric, result: { ...failure, value: defaultMeuSummary() } };
    }
  }
}
