import type { AgentConsumptionRow } from '../../../domain/reports/consumption.entity';
import { csvFileName } from '../../../domain/shared/csv.rule';
import { toValidDate } from '../../../domain/shared/date-display.rule';

/** A row of 'List of activated agents' (spec 3 §2.6, §3.8), dates parsed for display and sort. */
export interface AgentRowView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly photoUri: string | undefined;
  readonly extraCharge: boolean;
  readonly totalTickets: number;
  readonly firstTicketDate: Date | undefined;
  readonly lastTicketDate: Date | undefined;
}

/** Rows keep the service's order; ids are unique even if an e-mail repeats. */
export function toAgentRows(rows: readonly AgentConsumptionRow[]): AgentRowView[] {
  return rows.map((row, index) => ({
    id: `${index}:${row.agentEmail}`,
    name: row.agentName,
    email: row.agentEmail,
    photoUri: row.agentPhotoUri,
    extraCharge: row.extraCharge,
    totalTickets: row.totalTickets,
    firstTicketDate: toValidDate(row.firstTicketDate),
    lastTicketDate: toValidDate(row.lastTicketDate),
  }));
}

export const agentRowId = (row: AgentRowView): string => row.id;

/** Issue 14: 'activated-agents-2026-10.csv', for the overviews and the full lists alike. */
export function agentsCsvFileName(month: string): string {
  return csvFileName('activated-agents', month);
}
