import { UNLIMITED_QUANTITY } from '../billing/subscription.entity';
import { planStatusFromRate, type PlanStatus } from './plan-status.rule';

/** Spec 3 §3.11: a billing request is loading (not settled yet), a success or a failure. */
export type RequestState = 'loading' | 'success' | 'failure';

/** What a DAU, DEU or agent consolidated call gives the status (spec 3 §3.4). */
export interface RatedMetricResult {
  readonly state: RequestState;
  /** metric.quantity: the plan amount, -1 = unlimited (spec 3 §3.3). */
  readonly quantity: number;
  readonly planUsageRate: number;
}

/**
 * Spec 3 §4.1 'Per metric', DAU, DEU and agent: the initial status is error; a failed call
 * gives error; on success an unlimited plan (quantity -1) is unlimited, otherwise the status
 * comes from planUsageRate.
 */
export function ratedMetricStatus(result: RatedMetricResult): PlanStatus {
  if (result.state !== 'success') return 'error';
  if (result.quantity === UNLIMITED_QUANTITY) return 'unlimited';
  return planStatusFromRate(result.planUsageRate);
}

/**
 * Spec 3 §4.1, MAU/MEU: initial status normal, unlimited on success, error on failure.
 * These metrics have no plan limit to be measured against here, hence unlimited.
 */
export function monthlyUsersStatus(state: RequestState): PlanStatus {
  if (state === 'loading') return 'normal';
  return state === 'success' ? 'unlimited' : 'error';
}

/**
 * Spec 3 §4.1, conversations: "a success-type value on success, another value otherwise;
 * initial status is an error value". Conversations carry no plan quantity and no
 * planUsageRate (freeTierLimit is the messaging app's free allowance, not the plan's limit),
 * so no rate-derived status exists for them. We read the success value as 'unlimited', the
 * value §4.1 already gives MAU/MEU, the other metrics without a plan rate:
 * - 'normal' is defined by the rate band (0, 80); a metric without a rate cannot be in it;
 * - its message, 'Usage is within the limits of your plan.', would claim a limit that the
 *   conversation metric does not have, and its priority (3) would hide the 'empty' or
 *   'unlimited' reading of the metrics that do have one;
 * - 'unlimited' says "Space to monitor your plan's usage.", which is what this card does.
 * Loading and failure are error.
 */
export const CONVERSATIONS_SUCCESS_STATUS: PlanStatus = 'unlimited';

export function conversationsStatus(state: RequestState): PlanStatus {
  return state === 'success' ? CONVERSATIONS_SUCCESS_STATUS : 'error';
}
