import { UNLIMITED_QUANTITY, type SubscriptionItem } from '../billing/subscription.entity';
import type { AccessContext } from './access-context';
import { normalizeMetricId, type MetricId } from './metric-id';

export const UNLIMITED_AGENT_TOGGLE = 'billing-unlimited-agent-consumption';

/** What metric availability reads of the access context: the subscription and the toggles. */
export type SubscriptionContext = Pick<AccessContext, 'subscription' | 'isToggleOn'>;

/** Plain presence: the subscription has an item for the metric, whatever its quantity. */
export function subscriptionHasMetric(subscription: readonly SubscriptionItem[], metric: MetricId): boolean {
  return subscription.some((item) => normalizeMetricId(item.metricId) === metric);
}

/**
 * Presence as the usage gates read it (spec 1 §6, spec 3 §6): an 'unlimited' Agent
 * item (quantity -1) counts only while 'billing-unlimited-agent-consumption' is on,
 * because an agent report against an unlimited plan has nothing to measure against.
 */
export function isMetricAvailable(ctx: SubscriptionContext, metric: MetricId): boolean {
  return ctx.subscription.some((item) => {
    if (normalizeMetricId(item.metricId) !== metric) return false;
    if (metric === 'Agent' && item.quantity === UNLIMITED_QUANTITY) {
      return ctx.isToggleOn(UNLIMITED_AGENT_TOGGLE);
    }
    return true;
  });
}

export function isAnyMetricAvailable(ctx: SubscriptionContext, metrics: readonly MetricId[]): boolean {
  return metrics.some((metric) => isMetricAvailable(ctx, metric));
}
