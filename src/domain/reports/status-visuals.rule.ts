import { PLAN_STATUS_PRIORITY, PLAN_STATUSES, planStatusFromRate, type PlanStatus } from './plan-status.rule';

/** Banner variants of the Plan Overview header (spec 3 §4.1). */
export type StatusBannerVariant = 'info' | 'system' | 'warning' | 'error';

/**
 * Usage colour tokens (the presentation maps them to the theme). Spec 3 §4.1 names orange
 * for nearLimit and red for exceeded; it names no colour for the others, so normal and
 * unlimited use the primary colour (the default of §2.2) and empty and error, which have
 * nothing to fill, the neutral one.
 */
export type UsageColorToken = 'primary' | 'orange' | 'red' | 'neutral';

export interface PlanStatusVisual {
  /** Id of the illustration asset of the status (one per status). */
  readonly illustration: string;
  readonly usageColor: UsageColorToken;
  readonly bannerVariant: StatusBannerVariant;
}

const VISUALS: Readonly<Record<PlanStatus, PlanStatusVisual>> = {
  exceeded: { illustration: 'plan-status-exceeded', usageColor: 'red', bannerVariant: 'warning' },
  nearLimit: { illustration: 'plan-status-near-limit', usageColor: 'orange', bannerVariant: 'system' },
  normal: { illustration: 'plan-status-normal', usageColor: 'primary', bannerVariant: 'info' },
  unlimited: { illustration: 'plan-status-unlimited', usageColor: 'primary', bannerVariant: 'info' },
  empty: { illustration: 'plan-status-empty', usageColor: 'neutral', bannerVariant: 'system' },
  error: { illustration: 'plan-status-error', usageColor: 'neutral', bannerVariant: 'error' },
};

/** Spec 3 §4.1 'Each status maps to an illustration and colours'. */
export function planStatusVisual(status: PlanStatus): PlanStatusVisual {
  return VISUALS[status];
}

/** Spec 3 §2.3/§4.1: the doughnut colour is chosen from the usage rate through the status lookup. */
export function usageColorFromRate(planUsageRate: number): UsageColorToken {
  return VISUALS[planStatusFromRate(planUsageRate)].usageColor;
}

/** i18n keys of the overall status messages; the texts live in the i18n files. */
export type PlanStatusMessageKey = PlanStatus;

/**
 * Spec 3 §4.1 lists six messages "paired by position with a list of statuses whose order is
 * not shown"; only the first is tagged (error). The list reads in ascending priority:
 * error 'Problems loading…', empty 'No data to display…', unlimited 'Space to monitor…',
 * normal 'Usage is within the limits…', nearLimit 'You have almost reached…', exceeded
 * 'Your have exceeded…'. This array is that order, lowest priority first.
 */
export const PLAN_STATUS_MESSAGE_KEYS: readonly PlanStatusMessageKey[] = [...PLAN_STATUSES].sort(
  (a, b) => PLAN_STATUS_PRIORITY[a] - PLAN_STATUS_PRIORITY[b],
);

export function planStatusMessageKey(status: PlanStatus): PlanStatusMessageKey {
  return status;
}
