import { utcInstant } from '../shared/utc-calendar';
import type { Agent, AgentConsumption, AgentRecord } from './agent.entity';

/** The consumption month is the current one, 'YYYY-MM' in UTC (spec 1 §9, spec 3 §5.1). */
export function consumptionMonth(now: Date): string {
  return utcInstant(now).format('YYYY-MM');
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Merges this month's consumption into the agents by e-mail (case-insensitive): a row with
 * tickets (or a first ticket date) makes the agent triggered; ticketsCount defaults to 0
 * (spec 1 §3 'Derived', §4 'triggered: received at least one ticket in the current month').
 */
export function mergeConsumption(
  agents: readonly AgentRecord[],
  consumption: readonly AgentConsumption[],
): Agent[] {
  const byEmail = new Map<string, AgentConsumption>();
  for (const row of consumption) {
    const key = emailKey(row.agentEmail);
    if (key !== '' && !byEmail.has(key)) byEmail.set(key, row);
  }
  return agents.map((agent) => {
    const row = byEmail.get(emailKey(agent.email));
    const ticketsCount =
      row !== undefined && Number.isFinite(row.totalTickets) ? Math.max(0, row.totalTickets) : 0;
    const firstAttendance = row?.firstTicketDate;
    return {
      ...agent,
      triggered: row !== undefined && (ticketsCount > 0 || firstAttendance !== undefined),
      firstAttendance,
      ticketsCount,
    };
  });
}
