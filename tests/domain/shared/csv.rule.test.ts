import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvDelimiterFor,
  csvDocument,
  csvField,
  csvFileName,
  type CsvCell,
} from '../../../src/domain/shared/csv.rule';
import { parseCsv, readLikeSpreadsheet } from './csv-parse';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const startsFormula = (value: string) => FORMULA_STARTS.some((start) => value.startsWith(start));

/**
 * What a cell reads as once parsed back: numbers as their digits; text with a single quote at each
 * place a cell may start (its start, after , ; TAB CR LF) when a formula character follows.
 */
function expectedText(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return cell.replace(/(?<=^|[,;\t\r\n])(?="*[=+\-@\t\r])/g, "'");
}

// Text biased towards the characters that matter: both separators, TAB, quotes, line ends, formula starts.
const text = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.constantFrom(',', ';', '\t', '"', '\r', '\n', '=', '+', '-', '@', 'a', 'é', ' ', '1'),
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
);
const delimiter = fc.constantFrom(',' as const, ';' as const);
const cell: fc.Arbitrary<CsvCell> = fc.oneof(text, fc.integer(), fc.double());

describe('csv.rule (issue 14: CSV export of report tables)', () => {
  it('RFC 4180 quoting: a field with a comma, a quote, CR or LF is quoted and its quotes doubled', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('formula escaping: text starting with = + - @ TAB or CR gets a leading single quote', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+5511999990000')).toBe("'+5511999990000");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it("issue 19 §4: a field holding ';' or TAB is quoted, for either delimiter", () => {
    expect(csvField('Ana; Lima')).toBe('"Ana; Lima"');
    expect(csvField('col\tcol')).toBe('"col\tcol"');
    expect(csvDocument(['a;b', 'c,d'], [], ';')).toBe('\uFEFF"a;b";"c,d"\r\n');
    expect(csvDocument(['a;b', 'c,d'], [], ',')).toBe('\uFEFF"a;b","c,d"\r\n');
  });

  it("issue 19 §4: a formula after ';', ',', TAB or a line break inside a text is inert for a reader splitting there", () => {
    expect(csvField('a;=1+1')).toBe(`"a;'=1+1"`);
    expect(csvField('a,+1')).toBe(`"a,'+1"`);
    expect(csvField('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvField('a\n-1')).toBe(`"a\n'-1"`);
    expect(csvField('a;"=1')).toBe(`"a;'""=1"`);
    expect(csvField('a; =1')).toBe('"a; =1"');
    // A ',' file opened where Excel splits on ';' (pt-BR, es), and the reverse.
    const comma = csvDocument(['Nome', 'Total'], [['x', 'a;=1+1']], ',');
    expect(readLikeSpreadsheet(comma, ';')).toEqual([['Nome,Total'], ['x,"a', `'=1+1"`]]);
    const semicolon = csvDocument(['Nome', 'Total'], [['x', 'a,=1+1']], ';');
    expect(readLikeSpreadsheet(semicolon, ',')).toEqual([['Nome;Total'], ['x;"a', `'=1+1"`]]);
  });

  it('issue 19 §4: the delimiter is the one Excel splits on in the UI language: ; for pt and es, , for en', () => {
    expect(csvDelimiterFor('pt')).toBe(';');
    expect(csvDelimiterFor('es')).toBe(';');
    expect(csvDelimiterFor('en')).toBe(',');
    expect(csvDocument(['Data', 'Total'], [['2026-10-01', 3]], ';')).toBe(
      '\uFEFFData;Total\r\n2026-10-01;3\r\n',
    );
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

  it('issue 19 §4 property: with either delimiter, parsing the output back yields the header and cells; no text cell starts a formula', () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 8 }),
        delimiter,
        (header, rows, separator) => {
          const width = header.length;
          const table = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
          const parsed = parseCsv(csvDocument(header, table, separator), separator);
          expect(parsed).toEqual([header.map(expectedText), ...table.map((row) => row.map(expectedText))]);
          table.forEach((row, rowIndex) =>
            row.forEach((value, column) => {
              if (typeof value === 'number') return;
              expect(startsFormula(parsed[rowIndex + 1]?.[column] ?? '')).toBe(false);
            }),
          );
        },
      ),
      { numRuns: 500, seed: 14 },
    );
  });

  it("issue 19 §4 property: a reader splitting on , ; or TAB, whatever the file's delimiter, sees no text cell start a formula", () => {
    let split = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        delimiter,
        fc.constantFrom(',', ';', '\t'),
        (records, written, readOn) => {
          const [header = [], ...rows] = records;
          const cells = readLikeSpreadsheet(csvDocument(header, rows, written), readOn).flat();
          if (cells.length > records.flat().length) split += 1;
          // What runs: = + - @ at the start, or after the TABs and line ends some readers strip.
          for (const value of cells) expect(value, JSON.stringify(value)).not.toMatch(/^[\t\r\n]*[=+\-@]/);
        },
      ),
      { numRuns: 500, seed: 19 },
    );
    // Readers that split inside the fields (a separator or line end in a text) are common here.
    expect(split).toBeGreaterThan(50);
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
