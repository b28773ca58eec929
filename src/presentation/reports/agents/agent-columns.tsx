import type { TFunction } from 'i18next';
import type { Column } from '../../ui';
import type { AgentRowView } from './agent-rows';

/**
 * 'List of activated agents' (spec 3 §2.6, §3.8): Agent (name, e-mail below, photo thumbnail),
 * Extra charge (Yes/No), No. of tickets, and the first and last replied ticket dates (UTC,
 * the module's date format). Every column sorts on the client (§2.2).
 */
export function agentColumns(t: TFunction<'agentConsumption'>): Column<AgentRowView>[] {
  return [
    {
      id: 'agent',
      header: t('table.columns.agent'),
      value: (row) => row.name,
      // The e-mail shown under the name is data too: 'Ana Lima <ana@example.com>'.
      exportValue: (row) => (row.email === '' ? row.name : `${row.name} <${row.email}>`),
      thumbnail: (row) => row.photoUri,
      render: (row) => (
        <span className="agent-report__agent">
          <span className="agent-report__agent-name">{row.name}</span>
          <span className="agent-report__agent-email">{row.email}</span>
        </span>
      ),
    },
    { id: 'extraCharge', header: t('table.columns.extraCharge'), value: (row) => row.extraCharge },
    { id: 'tickets', header: t('table.columns.tickets'), value: (row) => row.totalTickets },
    { id: 'firstTicket', header: t('table.columns.firstTicket'), value: (row) => row.firstTicketDate },
    { id: 'lastTicket', header: t('table.columns.lastTicket'), value: (row) => row.lastTicketDate },
  ];
}
