import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvFileName, type CsvCell } from '../../../src/domain/shared/csv.rule';
import { parseCsv } from './csv-parse';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** What a cell reads as once parsed back: numbers as their digits, formula text with its quote. */
function expectedText(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return FORMULA_STARTS.some((start) => cell.startsWith(start)) ? `'${cell}` : cell;
}

// Text biased towards the characters that matter: separators, quotes, line ends, formula starts.
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom(',', '"', '\r', '\n', '=', '+', '-', '@', '\t', 'a', 'é', ' ', '1') }),
  fc.string({ unit: 'grapheme' }),
);
const cell: fc.Arbitrary<CsvCell> = fc.oneof(text, fc.integer(), fc.double());

describe('csv.rule (issue 14: CSV export of report tables)', () => {
  it('RFC 4180 quoting: a field with a comma, a quote, CR or LF is quoted and its quotes doubled', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('formula escaping: text starting with = + - @ TAB or CR gets a leading single quote', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+5511999990000')).toBe("'+5511999990000");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('numbers are written raw and never escaped, not locale-formatted', () => {
    expect(csvField(-12)).toBe('-12');
    expect(csvField(1234567.5)).toBe('1234567.5');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('a document starts with the UTF-8 BOM and ends every record with CRLF', () => {
    expect(csvDocument(['Data', 'Total'], [['2026-10-01', 3]])).toBe('\uFEFFData,Total\r\n2026-10-01,3\r\n');
    expect(csvDocument(['Só'], [])).toBe('\uFEFFSó\r\n');
  });

  it('file name: the report and month in safe characters only', () => {
    expect(csvFileName('daily-active-users-by-chatbot', '2026-10')).toBe(
      'daily-active-users-by-chatbot-2026-10.csv',
    );
    expect(csvFileName('Relatório / Conversas: diário', '2026-01')).toBe(
      'relatorio-conversas-diario-2026-01.csv',
    );
    expect(csvFileName('../..', '')).toBe('report.csv');
  });

  it('property: parsing the output back yields the header and cells; no text cell starts a formula', () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 8 }),
        (header, rows) => {
          const width = header.length;
          const table = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
          const parsed = parseCsv(csvDocument(header, table));
          expect(parsed).toEqual([header.map(expectedText), ...table.map((row) => row.map(expectedText))]);
          table.forEach((row, rowIndex) =>
            row.forEach((value, column) => {
              if (typeof value === 'number') return;
              const read = parsed[rowIndex + 1]?.[column] ?? '';
              expect(FORMULA_STARTS.some((start) => read.startsWith(start))).toBe(false);
            }),
          );
        },
      ),
      { numRuns: 1000, seed: 14 },
    );
  });

  it('property: a file name is lower-case letters, digits and inner hyphens, ending in .csv', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (report, month) => {
        expect(csvFileName(report, month)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.csv$/);
      }),
      { numRuns: 1000, seed: 14 },
    );
  });
});
