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
 * initial status is an error value". Conversations carry no plan quantity and no planUsageRate,
 * so the success value is read from the month's usage (issue 22 §3): no conversation at all is
 * 'empty' ('No data to display for the chosen period.'), any conversation is 'normal' (there was
 * usage, and no limit it could be near). Reading every success as 'unlimited' made a month
 * without any usage say "Space to monitor…", since unlimited outranks empty. Loading and
 * failure are error.
 */
export function conversationsStatus(state: RequestState, conversations: number): PlanStatus {
  if (state !== 'success') return 'error';
  return conversations > 0 ? 'normal' : 'empty';
}
