import type { OverviewMetric } from '../../../application/reports/load-plan-overview.use-case';
import type { PlanStatus } from '../../../domain/reports/plan-status.rule';
import type { PlanStatusVisual } from '../../../domain/reports/status-visuals.rule';

/** Spec 3 §4.1 and §9: the overall status is committed 1 s after it is read. */
export const STATUS_COMMIT_DELAY_MS = 1000;
/** Spec 3 §4.1 and §9: after a period change the status is read again 3 s later. */
export const STATUS_REREAD_DELAY_MS = 3000;

export const PLAN_OVERVIEW_NAMESPACE = 'planOverview' as const;

/** Tracking actions (spec 3 §1, §2.3): the period change, and once per card each hover. */
export const OVERVIEW_TRACKING = {
  periodChanged: 'plan-overview-period-changed',
  chartHovered: (metric: OverviewMetric) => `plan-overview-${metric}-chart-hovered`,
  tooltipHovered: (metric: OverviewMetric) => `plan-overview-${metric}-tooltip-hovered`,
} as const;

export interface OverviewHeader {
  /** The plan name, capitalised; 'Plano {0}' in Portuguese (spec 3 §2.3 item 2). */
  readonly planTitle: string;
  /** A spinner instead of the status while it is being read and committed. */
  readonly loading: boolean;
  readonly status: PlanStatus;
  readonly message: string;
  readonly visual: PlanStatusVisual;
  /** Spec 3 §8: a call failed while the overall status is another one. */
  readonly loadError: string | undefined;
}
