import type { Agent } from './agent.entity';

export interface AgentFilter {
  readonly term: string;
  readonly onlyTriggered: boolean;
}

/**
 * spec 1 §5 'Searches', agents: fullName contains the term case-insensitively, or email
 * contains the lower-cased term; with 'only triggered' on, only triggered agents remain.
 * The term is trimmed: surrounding spaces typed by accident never hide every agent.
 */
export function matchesAgent(agent: Agent, filter: AgentFilter): boolean {
  if (filter.onlyTriggered && !agent.triggered) return false;
  const term = filter.term.trim().toLowerCase();
  if (term === '') return true;
  return agent.fullName.toLowerCase().includes(term) || agent.email.includes(term);
}

export function filterAgents(agents: readonly Agent[], filter: AgentFilter): Agent[] {
  return agents.filter((agent) => matchesAgent(agent, filter));
}

/** Why a filtered list is empty; 'Agent not found :(' belongs to a search only (spec 1 §2). */
export type AgentsEmptyReason = 'not-found' | 'none-triggered' | 'no-agents';

export function emptyReasonOf(filter: AgentFilter): AgentsEmptyReason {
  if (filter.term.trim() !== '') return 'not-found';
  return filter.onlyTriggered ? 'none-triggered' : 'no-agents';
}
