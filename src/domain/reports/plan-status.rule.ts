/** Plan statuses of spec 3 §4.1, highest priority first. */
export const PLAN_STATUSES = ['exceeded', 'nearLimit', 'normal', 'unlimited', 'empty', 'error'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Spec 3 §4.1: exceeded 5, nearLimit 4, normal 3, unlimited 2, empty 1, error 0. */
export const PLAN_STATUS_PRIORITY: Readonly<Record<PlanStatus, number>> = {
  exceeded: 5,
  nearLimit: 4,
  normal: 3,
  unlimited: 2,
  empty: 1,
  error: 0,
};

/** Spec 3 §9 usage thresholds, in percent of the plan; -1 is the unlimited marker. */
export const NEAR_LIMIT_RATE = 80;
export const EXCEEDED_RATE = 100;
export const UNLIMITED_RATE = -1;

/**
 * Spec 3 §4.1 'Derivation from planUsageRate': exactly 0 → empty; -1 → unlimited;
 * (0, 80) → normal; [80, 100) → nearLimit; 100 or more → exceeded; anything else (other
 * negatives, NaN, a value that is not a number) → error. +Infinity is "100 or more".
 */
export function planStatusFromRate(planUsageRate: number): PlanStatus {
  if (typeof planUsageRate !== 'number' || Number.isNaN(planUsageRate)) return 'error';
  if (planUsageRate === 0) return 'empty';
  if (planUsageRate === UNLIMITED_RATE) return 'unlimited';
  if (planUsageRate < 0) return 'error';
  if (planUsageRate < NEAR_LIMIT_RATE) return 'normal';
  if (planUsageRate < EXCEEDED_RATE) return 'nearLimit';
  return 'exceeded';
}

/**
 * Spec 3 §4.1 'Overall status (Plan Overview)': the highest-priority status among the
 * per-metric ones; with no metric at all, error (the default).
 */
export function overallPlanStatus(statuses: readonly PlanStatus[]): PlanStatus {
  let overall: PlanStatus = 'error';
  for (const status of statuses) {
    if (PLAN_STATUS_PRIORITY[status] > PLAN_STATUS_PRIORITY[overall]) overall = status;
  }
  return overall;
}
