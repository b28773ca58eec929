import { describe, expect, it } from 'vitest';
import { formatCellValue, toSortKey } from '../../../../src/presentation/ui/data-table/cell-value';
import type { CellFormatter } from '../../../../src/presentation/ui/data-table/data-table.types';

const en: CellFormatter = { language: 'en', yes: 'Yes', no: 'No' };
const pt: CellFormatter = { language: 'pt', yes: 'Sim', no: 'Não' };

describe('formatCellValue (spec 1 §2 Generic data table)', () => {
  it('spec 1 §2: booleans as Yes/No in the module language', () => {
    expect(formatCellValue(true, en)).toBe('Yes');
    expect(formatCellValue(false, en)).toBe('No');
    expect(formatCellValue(true, pt)).toBe('Sim');
  });

  it('spec 1 §2: dates and numbers locale-formatted', () => {
    expect(formatCellValue(new Date('2024-01-05T12:00:00Z'), en)).toBe('1/5/2024');
    expect(formatCellValue(new Date('2024-01-05T12:00:00Z'), pt)).toBe('05/01/2024');
    expect(formatCellValue(1234.5, en)).toBe('1,234.5');
    expect(formatCellValue(1234.5, pt)).toBe('1.234,5');
  });

  it("spec 1 §2: string arrays joined with ', '", () => {
    expect(formatCellValue(['Bot A', 'Bot B', 'Bot C'], en)).toBe('Bot A, Bot B, Bot C');
    expect(formatCellValue([], en)).toBe('');
  });

  it('null and undefined show as empty; strings as they are', () => {
    expect(formatCellValue(null, en)).toBe('');
    expect(formatCellValue(undefined, en)).toBe('');
    expect(formatCellValue('<b>x</b>', en)).toBe('<b>x</b>');
  });

  it('sort keys: numbers for booleans and dates, null for empties', () => {
    expect(toSortKey(true)).toBe(1);
    expect(toSortKey(new Date(5))).toBe(5);
    expect(toSortKey('')).toBeNull();
    expect(toSortKey(Number.NaN)).toBeNull();
    expect(toSortKey(['a', 'b'])).toBe('a, b');
  });
});
