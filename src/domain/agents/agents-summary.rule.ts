import type { Agent } from './agent.entity';
import { countTriggered, type AgentPlanLimit } from './agent-limit.rule';

/** Plan name shown when the billing service gave none (spec 1 §2 'Agents page'). */
export const DEFAULT_AGENT_PLAN_NAME = 'Standard';

export interface AgentsSummary {
  readonly planName: string;
  /** The plan's Agent quantity, -1 for unlimited, undefined without an Agent item. */
  readonly quantity: number | undefined;
  readonly activatedThisMonth: number;
  /** 'Expected in the Plan: …' shows only when the quantity is above 0. */
  readonly showExpected: boolean;
}

export function agentsSummary(
  planName: string | undefined,
  limit: AgentPlanLimit | undefined,
  agents: readonly Agent[],
): AgentsSummary {
  const name = planName?.trim();
  const quantity = limit?.quantity;
  return {
    planName: name === undefined || name === '' ? DEFAULT_AGENT_PLAN_NAME : name,
    quantity,
    activatedThisMonth: countTriggered(agents),
    showExpected: quantity !== undefined && quantity > 0,
  };
}
