import type { Column } from '../../ui';
import { chatbotCell } from './table-csv';

/**
 * The "ID - Chatbot" column of a report's bot table (spec 3 §2.4, §2.8): sorted by the name,
 * shown as the name with the id below it, exported as "id - name".
 */
export function chatbotColumn<Row extends { readonly botName: string }>(
  header: string,
  idOf: (row: Row) => string,
): Column<Row> {
  return {
    id: 'chatbot',
    header,
    value: (row) => row.botName,
    exportValue: (row) => chatbotCell(idOf(row), row.botName),
    render: (row) => (
      <span className="report-bot">
        <span className="report-bot__name">{row.botName}</span>
        <span className="report-bot__id">{idOf(row)}</span>
      </span>
    ),
  };
}
