import { utcDay, utcInstant } from '../shared/utc-calendar';

/**
 * A calendar month of the reports (spec 3 §5.1: sent as 'YYYY-MM'; §9: dates in UTC).
 * Years are kept to 1–9999 so every date prints as 'YYYY-MM-DD'.
 */
export interface CalendarMonth {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
}

const MONTH_VALUE = /^(\d{4})-(\d{2})(?:-\d{2}(?:[T ].*)?)?$/;

export function isCalendarMonth(year: number, month: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12
  );
}

/** 'YYYY-MM' (a full 'YYYY-MM-DD…' date is read by its month), or undefined. */
export function parseMonthValue(value: string): CalendarMonth | undefined {
  if (typeof value !== 'string') return undefined;
  const match = MONTH_VALUE.exec(value.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return isCalendarMonth(year, month) ? { year, month } : undefined;
}

/** Spec 3 §5.1: the month sent to the server, 'YYYY-MM' with a two-digit month. */
export function monthValue({ year, month }: CalendarMonth): string {
  return utcDay(year, month, 1).format('YYYY-MM');
}

export function isoDate(year: number, month: number, day: number): string {
  return utcDay(year, month, day).format('YYYY-MM-DD');
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  return utcDay(year, month, 1).daysInMonth();
}

/** 0 = Sunday … 6 = Saturday, in UTC. */
export function weekdayOf(year: number, month: number, day: number): number {
  return utcDay(year, month, day).day();
}

/** The UTC month of an instant (spec 3 §9: the time zone is UTC). */
export function monthOf(date: Date): CalendarMonth {
  const day = utcInstant(date);
  return { year: day.year(), month: day.month() + 1 };
}

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return utcInstant(date).format('YYYY-MM-DD');
}

/** Months from b to a: negative when a is before b. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return utcDay(a.year, a.month, 1).diff(utcDay(b.year, b.month, 1), 'month');
}

export function previousMonth({ year, month }: CalendarMonth): CalendarMonth {
  const previous = utcDay(year, month, 1).subtract(1, 'month');
  return { year: previous.year(), month: previous.month() + 1 };
}

/** Issue 24 §2: the month a 'YYYY-MM' month is compared with; undefined for a value that is no month. */
export function previousMonthValue(value: string): string | undefined {
  const parsed = parseMonthValue(value);
  return parsed === undefined ? undefined : monthValue(previousMonth(parsed));
}
