import type { SubscriptionItem } from '../billing/subscription.entity';
import { UNLIMITED_QUANTITY } from '../billing/subscription.entity';
import { normalizeMetricId } from '../access/metric-id';
import type { Agent } from './agent.entity';

/** The plan's agent limit: the subscription item with metricId 'Agent' (spec 1 §9). */
export interface AgentPlanLimit {
  readonly quantity: number;
  readonly additionalItemValue: number;
}

export function agentPlanLimit(subscription: readonly SubscriptionItem[]): AgentPlanLimit | undefined {
  const item = subscription.find((candidate) => normalizeMetricId(candidate.metricId) === 'Agent');
  if (item === undefined) return undefined;
  return { quantity: item.quantity, additionalItemValue: item.additionalItemValue };
}

export function countTriggered(agents: readonly Agent[]): number {
  return agents.reduce((count, agent) => (agent.triggered ? count + 1 : count), 0);
}

/**
 * spec 1 §2, §9: turning on a non-triggered agent while the triggered agents are at least the
 * plan's Agent quantity warns about the extra charge first. Turning off never warns, nor does
 * a triggered agent (it is already counted this month), nor an unlimited plan (quantity -1).
 */
export function needsLimitWarning(
  agent: Agent,
  nextEnabled: boolean,
  agents: readonly Agent[],
  limit: AgentPlanLimit | undefined,
): boolean {
  if (!nextEnabled || agent.enabled || agent.triggered) return false;
  if (limit === undefined || limit.quantity === UNLIMITED_QUANTITY || limit.quantity < 0) return false;
  return countTriggered(agents) >= limit.quantity;
}
