import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import { formatDisplayNumber } from '../../../domain/shared/number-display.rule';
import type { CellFormatter, CellValue } from './data-table.types';

/** Text of a cell (spec 1 §2 Generic data table): Yes/No, locale dates and numbers, ', ' joins. */
export function formatCellValue(value: CellValue, formatter: CellFormatter): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? formatter.yes : formatter.no;
  if (typeof value === 'number') return formatDisplayNumber(value, formatter.language);
  if (value instanceof Date) return formatDisplayDate(value, formatter.language);
  if (typeof value === 'string') return value;
  return value.join(', ');
}

/** A value reduced to what it sorts by: numbers (booleans, dates) or text; empties are null. */
export type SortKey = number | string | null;

export function toSortKey(value: CellValue): SortKey {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : time;
  }
  const text = typeof value === 'string' ? value : value.join(', ');
  return text === '' ? null : text;
}
