import { csvDocument, type CsvCell, type CsvDelimiter } from '../../../domain/shared/csv.rule';
import { formatIsoDay } from '../../../domain/shared/date-display.rule';
import type { CellValue, Column } from '../../ui';

/** The words a yes/no cell reads as, the table's own (the kit's 'Yes'/'No' in the active language). */
export interface CsvBooleanTexts {
  readonly yes: string;
  readonly no: string;
}

/**
 * A cell as data (issue 14): numbers raw, dates as their UTC day in ISO 8601, yes/no as the
 * table shows them, lists joined as the table joins them, nothing as an empty cell.
 */
export function csvCellOf(value: CellValue, booleans: CsvBooleanTexts): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? booleans.yes : booleans.no;
  if (value instanceof Date) return formatIsoDay(value);
  return value.join(', ');
}

function exportOf<Row>(column: Column<Row>, row: Row, booleans: CsvBooleanTexts): CsvCell {
  if (column.exportValue) return column.exportValue(row);
  return csvCellOf(column.value?.(row), booleans);
}

/**
 * The table's columns and headers (already in the active language), one record per row, split by
 * the delimiter Excel expects in that language (issue 19 §4).
 */
export function tableCsv<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  booleans: CsvBooleanTexts,
  delimiter: CsvDelimiter,
): string {
  return csvDocument(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => exportOf(column, row, booleans))),
    delimiter,
  );
}

/**
 * The "ID - Chatbot" column as data (spec 3 §2.4): the table shows the name with the id
 * below; the export keeps both in the header's order, so two bots of one name stay apart.
 */
export function chatbotCell(id: string, name: string): string {
  return [id, name].filter((part) => part !== '').join(' - ');
}
