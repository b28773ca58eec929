import type {
  OverviewMetric,
  OverviewResult,
  PlanOverviewScope,
} from '../../../application/reports/load-plan-overview.use-case';
import {
  isReportSuccess,
  type MetricConsumption,
  type ReportResult,
} from '../../../domain/reports/consumption.entity';
import type { SessionSummary } from '../../../domain/reports/conversation.entity';
import {
  conversationsStatus,
  monthlyUsersStatus,
  ratedMetricStatus,
  type RequestState,
} from '../../../domain/reports/metric-plan-status.rule';
import type { PlanStatus } from '../../../domain/reports/plan-status.rule';
import { monthlyUsersCard } from './monthly-users-card';
import type { CardContext, OverviewCard } from './overview-card.model';
import { ratedCard } from './rated-card';
import { sessionCard } from './session-card';

/** The answer of a DAU, DEU or agent card (all three are consolidated metric consumptions). */
export function ratedResult(
  arrived: OverviewResult | undefined,
): ReportResult<MetricConsumption> | undefined {
  switch (arrived?.metric) {
    case 'dau':
    case 'deu':
    case 'agent':
      return arrived.result;
    default:
      return undefined;
  }
}

export function sessionResult(arrived: OverviewResult | undefined): ReportResult<SessionSummary> | undefined {
  return arrived?.metric === 'session' ? arrived.result : undefined;
}

export function monthlyResult(
  arrived: OverviewResult | undefined,
): ReportResult<MetricConsumption[]> | undefined {
  return arrived?.metric === 'miu' || arrived?.metric === 'meu' ? arrived.result : undefined;
}

export function requestState(arrived: OverviewResult | undefined): RequestState {
  if (arrived === undefined) return 'loading';
  return isReportSuccess<unknown>(arrived.result) ? 'success' : 'failure';
}

/** Spec 3 §4.1 'Per metric'; a card without an answer yet is in its initial status. */
export function metricStatus(metric: OverviewMetric, arrived: OverviewResult | undefined): PlanStatus {
  const state = requestState(arrived);
  switch (metric) {
    case 'session': {
      const result = sessionResult(arrived);
      return conversationsStatus(
        state,
        result !== undefined && isReportSuccess(result) ? result.value.total : 0,
      );
    }
    case 'miu':
    case 'meu':
      return monthlyUsersStatus(state);
    default: {
      const value = ratedResult(arrived)?.value;
      return ratedMetricStatus({
        state,
        quantity: value?.metric.quantity ?? 0,
        planUsageRate: value?.planUsageRate ?? 0,
      });
    }
  }
}

/** One card from its answer (undefined: still loading). */
export function overviewCard(
  metric: OverviewMetric,
  arrived: OverviewResult | undefined,
  scope: PlanOverviewScope,
  context: CardContext,
  today: Date,
): OverviewCard {
  switch (metric) {
    case 'session':
      return sessionCard(sessionResult(arrived), context, today);
    case 'miu':
    case 'meu':
      return monthlyUsersCard(metric, monthlyResult(arrived), scope.monthlyUsers[metric], context);
    default:
      return ratedCard(metric, ratedResult(arrived), context);
  }
}
