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
  return Number.isInteger(year) && year >= 1 && year <= 9999 && Number.isInteger(month) && month >= 1 && month <= 12;
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

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** Spec 3 §5.1: the month sent to the server, 'YYYY-MM' with a two-digit month. */
export function monthValue({ year, month }: CalendarMonth): string {
  return `${pad(year, 4)}-${pad(month, 2)}`;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  // Day 0 of the next month is this month's last day; setUTCFullYear keeps years < 100 as given.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** 0 = Sunday … 6 = Saturday, in UTC. */
export function weekdayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay();
}

/** The UTC month of an instant (spec 3 §9: the time zone is UTC). */
export function monthOf(date: Date): CalendarMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function previousMonth({ year, month }: CalendarMonth): CalendarMonth {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}
