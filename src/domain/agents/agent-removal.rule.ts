import type { Agent } from './agent.entity';

/**
 * What the delete action does with an agent (spec 1 §4 'Agent'): a triggered agent cannot be
 * deleted and is offered the non-triggerable path instead (nothing left to change when it is
 * already disabled); any other agent is deleted after confirmation.
 */
export type AgentRemoval = 'delete' | 'make-non-triggerable' | 'already-non-triggerable';

export function agentRemoval(agent: Agent): AgentRemoval {
  if (!agent.triggered) return 'delete';
  return agent.enabled ? 'make-non-triggerable' : 'already-non-triggerable';
}

/** Non-triggerable: disabled, with its applications cleared (spec 1 §4). */
export function nonTriggerable(agent: Agent): Agent {
  return { ...agent, isEnabled: false, enabled: false, applications: [] };
}

export function withEnabled(agent: Agent, enabled: boolean): Agent {
  return { ...agent, isEnabled: enabled, enabled };
}
