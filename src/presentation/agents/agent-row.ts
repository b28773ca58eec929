import type { Agent } from '../../domain/agents/agent.entity';
import { agentBotsDisplay, type AgentBotsDisplay } from '../../domain/agents/agent-bots.rule';
import { toValidDate } from '../../domain/shared/date-display.rule';

/** One table row, ready to show (spec 1 §2 'Agents page' table). */
export interface AgentRow {
  readonly id: string;
  readonly agent: Agent;
  readonly name: string;
  readonly email: string;
  readonly bots: readonly string[];
  readonly botsDisplay: AgentBotsDisplay;
  readonly registrationDate: Date | undefined;
  readonly triggered: boolean;
  readonly enabled: boolean;
  /** A save or delete of this agent is in flight: its controls are disabled. */
  readonly busy: boolean;
}

export function toAgentRow(agent: Agent, busy: boolean): AgentRow {
  return {
    id: agent.userIdentity,
    agent,
    name: agent.fullName,
    email: agent.email,
    bots: agent.applications,
    botsDisplay: agentBotsDisplay(agent.applications),
    // Spec 1 §9: dates are UTC; a date-time without an offset is read as UTC, not local time.
    registrationDate: agent.creationDate === undefined ? undefined : toValidDate(agent.creationDate),
    triggered: agent.triggered,
    enabled: agent.enabled,
    busy,
  };
}

export const agentRowId = (row: AgentRow): string => row.id;
