import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

/**
 * Calendar maths in UTC (spec 1 §9, spec 3 §9: the display and report zone is UTC), on dayjs
 * with its UTC plugin (architecture.md §1: the one library the domain may use).
 */
dayjs.extend(utc);

export type UtcDay = Dayjs;

/**
 * A calendar day (month 1–12) at 00:00 UTC. Built by setting the year, month and day on the
 * epoch, so years below 100 stay as given (a parsed 'YYYY-MM-DD' would read them as 19YY).
 */
export function utcDay(year: number, month: number, day: number): UtcDay {
  return dayjs
    .utc(0)
    .year(year)
    .month(month - 1)
    .date(day);
}

/** An instant, seen in UTC. */
export function utcInstant(date: Date): UtcDay {
  return dayjs.utc(date);
}
