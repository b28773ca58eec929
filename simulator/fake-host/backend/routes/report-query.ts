import { readYearMonth, type YearMonth } from '../calendar';
import { invalidArgument } from '../fake-host.error';

type Query = Readonly<Record<string, string>>;

/**
 * `month=YYYY-MM` (spec 3 §5.1) is required and useSubscriptionReferenceDate, when sent, is
 * 'true' or 'false' (§7); anything else is 64.
 */
export function readReportMonth(query: Query): { readonly value: string; readonly month: YearMonth } {
  const value = query['month'] ?? '';
  const month = readYearMonth(value);
  if (month === undefined) throw invalidArgument('month must be YYYY-MM');
  const flag = query['useSubscriptionReferenceDate'];
  if (flag !== undefined && flag !== 'true' && flag !== 'false') {
    throw invalidArgument('useSubscriptionReferenceDate must be true or false');
  }
  return { value, month };
}

/** `$take`: absent, 0 or negative (-1 = every row, §9) is every row; not an integer is 64. */
export function readRowTake(query: Query): number | undefined {
  const raw = query['$take'];
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw invalidArgument('$take must be an integer');
  const take = Number(raw.trim());
  return take > 0 ? take : undefined;
}

export function firstRows<T>(rows: readonly T[], take: number | undefined): T[] {
  return take === undefined ? [...rows] : rows.slice(0, take);
}
