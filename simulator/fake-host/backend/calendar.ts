import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

/**
 * The fake backend's own calendar (UTC, as the real reports service works): months, days and
 * the weeks of a month. Written apart from the module's domain rules, so the end-to-end tests
 * compare the module against a second implementation rather than against itself.
 */
dayjs.extend(utc);

/** A month of the fake report history; month is 1–12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** A week of a month as the reports service lists it: numbered from 0, 'YYYY-MM-DD' bounds. */
export interface FakeWeek {
  readonly weekNumber: number;
  readonly start: string;
  readonly end: string;
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' (years 0001–9999), or undefined for anything else. */
export function readYearMonth(value: string): YearMonth | undefined {
  const match = YEAR_MONTH.exec(value);
  if (match === null) return undefined;
  const year = Number(match[1]);
  return year === 0 ? undefined : { year, month: Number(match[2]) };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function yearMonthText({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month, 2)}`;
}

/** 'YYYY-MM-DD' of a day of the month. */
export function dayText({ year, month }: YearMonth, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function firstDayOf({ year, month }: YearMonth): Dayjs {
  // Set the fields one by one: parsing a year below 100 would read it as 19YY.
  return dayjs
    .utc('2000-01-01')
    .year(year)
    .month(month - 1);
}

export function dayCount(yearMonth: YearMonth): number {
  return firstDayOf(yearMonth).daysInMonth();
}

/** The weekday of a day of the month: 0 Sunday … 6 Saturday. */
export function weekdayIn(yearMonth: YearMonth, day: number): number {
  return firstDayOf(yearMonth).date(day).day();
}

/** The UTC month of an instant. */
export function yearMonthOf(instant: Date): YearMonth {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1 };
}

/** How many months `later` comes after `earlier` (negative when it comes before). */
export function monthsAfter(later: YearMonth, earlier: YearMonth): number {
  return (later.year - earlier.year) * 12 + (later.month - earlier.month);
}

/**
 * The weeks of a month: a week closes on each Saturday and on the month's last day; the next
 * one opens the day after.
 */
export function weeksOf(yearMonth: YearMonth): FakeWeek[] {
  const weeks: FakeWeek[] = [];
  const last = dayCount(yearMonth);
  let opened = 1;
  for (let day = 1; day <= last; day += 1) {
    if (day < last && weekdayIn(yearMonth, day) !== 6) continue;
    weeks.push({
      weekNumber: weeks.length,
      start: dayText(yearMonth, opened),
      end: dayText(yearMonth, day),
    });
    opened = day + 1;
  }
  return weeks;
}
