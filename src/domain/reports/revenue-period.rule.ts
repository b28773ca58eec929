import { compareMonths, daysInMonth, isoDate, isoDay, monthOf, parseMonthValue } from './calendar-month';
import type { PeriodRange } from './report-period.rule';
import { utcInstant } from '../shared/utc-calendar';

/**
 * Spec 3 §2.9, §4.7, §9 ('Yesterday and the first and last day of a month are used as
 * reference dates'): the revenue month runs from its first day to its last day; for the
 * current month to yesterday (today's figures are not consolidated yet). Undefined for an
 * unreadable month.
 */
export function revenuePeriod(value: string, today: Date): PeriodRange | undefined {
  const month = parseMonthValue(value);
  if (!month) return undefined;
  const start = isoDate(month.year, month.month, 1);
  if (compareMonths(month, monthOf(today)) === 0) {
    return { start, end: utcInstant(today).subtract(1, 'day').format('YYYY-MM-DD') };
  }
  return { start, end: isoDate(month.year, month.month, daysInMonth(month)) };
}

/**
 * Spec 3 §2.9 and §4.7: a month that has started (its first day is today or earlier) but
 * whose end date is before its start date, i.e. the current month on its 1st, shows the
 * "data from the 2nd" message instead of figures (§9: a month's data is shown from its 2nd).
 */
export function showsDataFromSecondMessage(value: string, today: Date): boolean {
  const range = revenuePeriod(value, today);
  if (!range) return false;
  const started = range.start <= isoDay(today);
  return started && range.end < range.start;
}

/** Spec 3 §2.9: the chatbots page goes back to the contract page when opened from it, else home. */
export function revenueChatbotsBackTarget(fromContractPage: boolean): 'revenue' | 'home' {
  return fromContractPage ? 'revenue' : 'home';
}
