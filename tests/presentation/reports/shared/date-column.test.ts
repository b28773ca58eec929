import { describe, expect, it } from 'vitest';
import { dateColumn } from '../../../../src/presentation/reports/shared/date-column';

const row = { dateReference: '2026-10-05T00:00:00Z' };

describe('dateColumn (spec 3 §3: the daily tables’ Date, a UTC day)', () => {
  it('sorts by the ISO text, exports YYYY-MM-DD and shows the language’s date', () => {
    const column = dateColumn<typeof row>('Date', 'en');
    expect(column.value?.(row)).toBe('2026-10-05T00:00:00Z');
    expect(column.exportValue?.(row)).toBe('2026-10-05');
    expect(column.render?.(row)).toBe('10/5/2026');
    expect(dateColumn<typeof row>('Data', 'pt').render?.(row)).toBe('05/10/2026');
    expect(column).not.toHaveProperty('width');
    expect(dateColumn<typeof row>('Date', 'en', '18%').width).toBe('18%');
  });
});
