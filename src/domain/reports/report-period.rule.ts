import type { Language } from '../shared/language.rule';
import { displayLocale } from '../shared/date-display.rule';
import { utcDay } from '../shared/utc-calendar';
import {
  compareMonths,
  daysInMonth,
  isoDate,
  isoDay,
  monthOf,
  monthValue,
  parseMonthValue,
  previousMonth,
  type CalendarMonth,
} from './calendar-month';

/** One option of the period selector (spec 3 §2.2). */
export interface MonthOption extends CalendarMonth {
  /** 'YYYY-MM', the month as sent to the server (spec 3 §5.1). */
  readonly value: string;
}

/**
 * Spec 3 §2.2 and §9: months from REVENUE_START_DATE ('YYYY-MM'; a full date is read by its
 * month) up to the current month of `today` (UTC), newest first. A start after today or
 * one that cannot be read gives the current month only.
 */
export function monthOptions(startMonth: string, today: Date): MonthOption[] {
  const current = monthOf(today);
  const start = parseMonthValue(startMonth);
  const options: MonthOption[] = [];
  let month = current;
  do {
    options.push({ ...month, value: monthValue(month) });
    month = previousMonth(month);
  } while (start !== undefined && compareMonths(month, start) >= 0);
  return options;
}

const monthNames = new Map<Language, Intl.DateTimeFormat>();

function monthNameFormat(language: Language): Intl.DateTimeFormat {
  let format = monthNames.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(displayLocale(language), { month: 'long', timeZone: 'UTC' });
    monthNames.set(language, format);
  }
  return format;
}

/**
 * Spec 3 §2.2: options read "Month Year" with the full month name: 'Novembro 2026',
 * 'November 2026', 'Noviembre 2026'. Only the month name comes from Intl and the year is
 * appended by hand, because pt and es long dates put 'de' between them; the first letter is
 * upper-cased (pt and es month names are lower-case). An unreadable value gives ''.
 */
export function monthLabel(value: string, language: Language): string {
  const month = parseMonthValue(value);
  if (!month) return '';
  const name = monthNameFormat(language).format(utcDay(month.year, month.month, 1).toDate());
  return `${name.charAt(0).toLocaleUpperCase(displayLocale(language))}${name.slice(1)} ${month.year}`;
}

/** Spec 3 §4.3: the selected month and year are today's (UTC). */
export function isCurrentMonth(value: string, today: Date): boolean {
  const month = parseMonthValue(value);
  return month !== undefined && compareMonths(month, monthOf(today)) === 0;
}

/** 'YYYY-MM-DD' bounds of a report period. */
export interface PeriodRange {
  readonly start: string;
  readonly end: string;
}

/**
 * Spec 3 §2.2 'From {startDate} to {endDate}': the first and last day of the month; for the
 * current month the end is today. Undefined for an unreadable month.
 */
export function periodRange(value: string, today: Date): PeriodRange | undefined {
  const month = parseMonthValue(value);
  if (!month) return undefined;
  const start = isoDate(month.year, month.month, 1);
  if (compareMonths(month, monthOf(today)) === 0) return { start, end: isoDay(today) };
  return { start, end: isoDate(month.year, month.month, daysInMonth(month)) };
}

/** Spec 3 §3.10 and §5.1: the tracking date of a period, 'MM-YYYY'. */
export function trackingMonthOf(value: string): string | undefined {
  const month = parseMonthValue(value);
  if (!month) return undefined;
  return utcDay(month.year, month.month, 1).format('MM-YYYY');
}
