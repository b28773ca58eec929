import type { Language } from './language.rule';

/**
 * A CSV document (RFC 4180) that spreadsheets open safely (issue 14): UTF-8 BOM first, so
 * Excel reads accents as UTF-8 instead of the machine's code page; CRLF between records, as
 * the RFC says; a field with a separator, a quote, CR or LF is quoted, quotes doubled.
 *
 * Excel splits a .csv on the list separator of the machine's locale: ',' in English, ';' where
 * the comma is the decimal mark (pt-BR, es). The delimiter follows the UI language (issue 19 §4),
 * and every field is written so that a reader splitting on the other one still sees no formula.
 */

/** One cell: text, or a number written as it is (never locale-formatted, never escaped). */
export type CsvCell = string | number;

export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

export type CsvDelimiter = ',' | ';';

/** ';' for pt and es, whose Excel splits on it (',' is their decimal mark); ',' for en. */
export function csvDelimiterFor(language: Language): CsvDelimiter {
  return language === 'en' ? ',' : ';';
}

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ TAB or CR as a
 * formula. A cell starts at the text's start, and, for a reader that splits on another separator
 * than the file's (a ';' locale opening a ',' file, or the reverse) or that does not honour the
 * quotes there, after any ',' ';' TAB or line break inside it. Each such start followed by a
 * formula character (after quotes, which such a reader takes for a quoted cell) gets a single
 * quote, which spreadsheets read as "this is text": 'a;=1+1' is written "a;'=1+1".
 */
const FORMULA_AT_CELL_START = /(?<=^|[,;\t\r\n])(?="*[=+\-@\t\r])/g;
/** Quoted whatever the delimiter, so the file splits the same for a ',' and a ';' reader. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A number's digits ('' when it is not finite: NaN is no figure). */
function numberField(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/** A text cell made inert (formula escaping), then quoted when it holds a separator, a quote or a line end. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return numberField(cell);
  const inert = cell.replace(FORMULA_AT_CELL_START, "'");
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The header record, then one record per row; every record ends with CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  delimiter: CsvDelimiter = ',',
): string {
  const records = [header, ...rows].map((record) => record.map(csvField).join(delimiter) + CSV_LINE_END);
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
