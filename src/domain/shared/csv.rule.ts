/**
 * A CSV document (RFC 4180) that spreadsheets open safely (issue 14): UTF-8 BOM first, so
 * Excel reads accents as UTF-8 instead of the machine's code page; CRLF between records, as
 * the RFC says; a field with a comma, a quote, CR or LF is quoted, quotes doubled.
 */

/** One cell: text, or a number written as it is (never locale-formatted, never escaped). */
export type CsvCell = string | number;

export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with one of these as a
 * formula. Such text gets a leading single quote, which spreadsheets read as "this is text".
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A number's digits ('' when it is not finite: NaN is no figure). */
function numberField(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/** A text cell made inert (formula escaping), then quoted when RFC 4180 asks for it. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return numberField(cell);
  const inert = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The header record, then one record per row; every record ends with CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const records = [header, ...rows].map((record) => record.map(csvField).join(',') + CSV_LINE_END);
  return CSV_BOM + records.join('');
}

/**
 * A file name of safe characters only ('daily-active-users-by-chatbot-2026-10.csv'): lower-case
 * ASCII letters, digits and single hyphens, so no system or browser renames or refuses it.
 */
export function csvFileName(report: string, month: string): string {
  const slug = `${report}-${month}`
    .normalize('NFKD')
    // Accents come apart from their letters (NFKD) and go: 'relatório' → 'relatorio'.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug === '' ? 'report' : slug}.csv`;
}
