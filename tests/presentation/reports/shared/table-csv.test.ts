import { describe, expect, it } from 'vitest';
import { chatbotCell, csvCellOf, tableCsv } from '../../../../src/presentation/reports/shared/table-csv';
import type { Column } from '../../../../src/presentation/ui';
import { parseCsv } from '../../../domain/shared/csv-parse';

const BOOLEANS = { yes: 'Sí', no: 'No' };

describe('table CSV (issue 14: values are the data, not the rendered cells)', () => {
  it('numbers raw, dates as their UTC ISO day, yes/no as the table words them, lists joined, nothing empty', () => {
    expect(csvCellOf(1234567.25, BOOLEANS)).toBe(1234567.25);
    expect(csvCellOf(new Date('2026-10-05T23:30:00Z'), BOOLEANS)).toBe('2026-10-05');
    expect(csvCellOf(true, BOOLEANS)).toBe('Sí');
    expect(csvCellOf(['a', 'b'], BOOLEANS)).toBe('a, b');
    expect(csvCellOf(undefined, BOOLEANS)).toBe('');
  });

  it("a column's export accessor wins over its value; the render is never used", () => {
    const columns: Column<{ id: string; name: string }>[] = [
      {
        id: 'bot',
        header: 'ID - Chatbot',
        value: (row) => row.name,
        exportValue: (row) => chatbotCell(row.id, row.name),
        render: () => 'rendered',
      },
    ];
    expect(parseCsv(tableCsv(columns, [{ id: 'sales@bots', name: 'Vendas' }], BOOLEANS, ','))).toEqual([
      ['ID - Chatbot'],
      ['sales@bots - Vendas'],
    ]);
  });

  it('issue 19 §4: the records are split by the delimiter given, and a value holding it is quoted', () => {
    const columns: Column<{ name: string; total: number }>[] = [
      { id: 'name', header: 'Nome', value: (row) => row.name },
      { id: 'total', header: 'Total', value: (row) => row.total },
    ];
    const rows = [{ name: 'Ana; Lima', total: 3 }];
    expect(tableCsv(columns, rows, BOOLEANS, ';')).toBe('\uFEFFNome;Total\r\n"Ana; Lima";3\r\n');
    expect(tableCsv(columns, rows, BOOLEANS, ',')).toBe('\uFEFFNome,Total\r\n"Ana; Lima",3\r\n');
  });

  it('"ID - Chatbot" keeps the id and the name; a missing part is left out', () => {
    expect(chatbotCell('bot1', 'Sales')).toBe('bot1 - Sales');
    expect(chatbotCell('', 'Sales')).toBe('Sales');
    expect(chatbotCell('bot1', '')).toBe('bot1');
  });
});
