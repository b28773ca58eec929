import type { FakeBackendContext } from '../backend-context';
import type { FakeAgentRecord } from '../dataset/fake-data';
import { hasReportData } from '../dataset/seed-consumption';
import { derivePrng } from '../prng';

/** A row of GET /tenants/{tenantId}/agents/monthly/by-agent (spec 1 §7, spec 3 §3.8). */
export interface AgentMonthRow {
  readonly agentName: string;
  readonly agentEmail: string;
  readonly extraCharge: boolean;
  readonly totalTickets: number;
  readonly firstTicketDate: string;
  readonly lastTicketDate: string;
}

interface Activation {
  readonly agent: FakeAgentRecord;
  readonly totalTickets: number;
  readonly firstTicketDate: string;
  readonly lastTicketDate: string;
}

function monthStart(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, monthNumber - 1, 1);
}

function referenceMonth(context: FakeBackendContext): string {
  const now = context.referenceDate;
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The reference month reads the agents' live tickets; it changes as agents do. */
function currentActivations(context: FakeBackendContext): Activation[] {
  const end = context.referenceDate.getTime();
  return context.data.agents.flatMap((agent) => {
    if (agent.ticketsThisMonth <= 0 || agent.firstTicketDate === undefined) return [];
    const first = Date.parse(agent.firstTicketDate);
    const spread = derivePrng(context.seed, `last-ticket:${agent.userIdentity}`).next();
    const last = new Date(first + Math.floor((end - first) * spread)).toISOString();
    return [
      {
        agent,
        totalTickets: agent.ticketsThisMonth,
        firstTicketDate: agent.firstTicketDate,
        lastTicketDate: last,
      },
    ];
  });
}

/** Earlier months: a seeded share of the agents registered before the month ended. */
function pastActivations(context: FakeBackendContext, month: string): Activation[] {
  const start = monthStart(month);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const end = Date.UTC(year, monthNumber, 1) - 1;
  const random = derivePrng(context.seed, `agents-month:${month}`);
  return context.data.agents.flatMap((agent) => {
    const active = random.chance(0.45);
    const tickets = random.int(1, 380);
    const firstOffset = random.next();
    const lastOffset = random.next();
    if (!active || Date.parse(agent.creationDate) > end) return [];
    const first = start + Math.floor((end - start) * firstOffset * 0.5);
    const last = first + Math.floor((end - first) * lastOffset);
    return [
      {
        agent,
        totalTickets: tickets,
        firstTicketDate: new Date(first).toISOString(),
        lastTicketDate: new Date(last).toISOString(),
      },
    ];
  });
}

/**
 * The month's activated agents, in order of first ticket; those past the plan's Agent quantity
 * carry the extra charge. Future months have no rows, nor months before the subscription, past
 * the billing history or in the 'no-data' scenario (seed-consumption.ts, spec 3 issue 10).
 */
export function agentMonthRows(
  context: FakeBackendContext,
  month: string,
  planQuantity: number,
): AgentMonthRow[] {
  const current = referenceMonth(context);
  if (month > current) return [];
  if (!hasReportData(context, month)) return [];
  const activations = month === current ? currentActivations(context) : pastActivations(context, month);
  activations.sort((a, b) => a.firstTicketDate.localeCompare(b.firstTicketDate));
  return activations.map((activation, index) => ({
    agentName: activation.agent.fullName === '' ? activation.agent.email : activation.agent.fullName,
    agentEmail: activation.agent.email,
    extraCharge: planQuantity >= 0 && index >= planQuantity,
    totalTickets: activation.totalTickets,
    firstTicketDate: activation.firstTicketDate,
    lastTicketDate: activation.lastTicketDate,
  }));
}
