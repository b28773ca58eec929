import { matchesMemberSearch } from '../members/member-search.rule';
import type { Agent } from './agent.entity';

export interface AgentFilter {
  readonly term: string;
  readonly onlyTriggered: boolean;
}

/**
 * spec 1 §5 'Searches', agents: the members' search ("same": fullName contains the term
 * case-insensitively, or email contains the lower-cased term), with the term as typed like
 * the members' (issue 37 §4: no trimming, so the search the list answers is the one that hides
 * 'Add agent'); with 'only triggered' on, only triggered agents remain.
 */
export function matchesAgent(agent: Agent, filter: AgentFilter): boolean {
  if (filter.onlyTriggered && !agent.triggered) return false;
  return matchesMemberSearch(agent, filter.term);
}

export function filterAgents(agents: readonly Agent[], filter: AgentFilter): Agent[] {
  return agents.filter((agent) => matchesAgent(agent, filter));
}

/** Why a filtered list is empty; 'Agent not found :(' belongs to a search only (spec 1 §2). */
export type AgentsEmptyReason = 'not-found' | 'none-triggered' | 'no-agents';

export function emptyReasonOf(filter: AgentFilter): AgentsEmptyReason {
  if (filter.term !== '') return 'not-found';
  return filter.onlyTriggered ? 'none-triggered' : 'no-agents';
}
