import { daysInMonth, isCalendarMonth, isoDate, monthOf, weekdayOf } from './calendar-month';

const SATURDAY = 6;

/** One week of a month (spec 3 §3.7 default weekItems): weekNumber from 0, UTC dates. */
export interface MonthWeek {
  readonly weekNumber: number;
  /** 'YYYY-MM-DD'. */
  readonly start: string;
  /** 'YYYY-MM-DD'. */
  readonly end: string;
}

/**
 * Spec 3 §3.7 and §9: the weeks of a month end on a Saturday or on the month's last day;
 * the first starts on the 1st, each next one the day after the previous end. A month has
 * 4 (a 28-day February starting on a Sunday) to 6 weeks. Month is 1–12; an invalid year
 * or month has no weeks.
 */
export function monthWeeks(year: number, month: number): MonthWeek[] {
  if (!isCalendarMonth(year, month)) return [];
  const lastDay = daysInMonth({ year, month });
  const weeks: MonthWeek[] = [];
  let start = 1;
  while (start <= lastDay) {
    const toSaturday = (SATURDAY - weekdayOf(year, month, start) + 7) % 7;
    const end = Math.min(start + toSaturday, lastDay);
    weeks.push({
      weekNumber: weeks.length,
      start: isoDate(year, month, start),
      end: isoDate(year, month, end),
    });
    start = end + 1;
  }
  return weeks;
}

/** The weeks of the (UTC) month of an instant: the default weekItems use the current month. */
export function monthWeeksOf(date: Date): MonthWeek[] {
  const { year, month } = monthOf(date);
  return monthWeeks(year, month);
}
