import { formatDisplayDate, formatIsoDay } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import type { Column } from '../../ui';

/**
 * The Date column of a report's daily table (spec 3 §3: dateReference, a UTC day): sorted as the
 * ISO text (which is date order), exported as 'YYYY-MM-DD', shown in the language's date form.
 */
export function dateColumn<Row extends { readonly dateReference: string }>(
  header: string,
  language: Language,
  width?: string,
): Column<Row> {
  return {
    id: 'date',
    header,
    value: (row) => row.dateReference,
    exportValue: (row) => formatIsoDay(row.dateReference),
    render: (row) => formatDisplayDate(row.dateReference, language),
    ...(width === undefined ? {} : { width }),
  };
}
