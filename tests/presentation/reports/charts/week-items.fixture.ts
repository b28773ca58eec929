import type { WeekItem } from '../../../../src/domain/reports/consumption.entity';
import type { SessionWeekItem } from '../../../../src/domain/reports/conversation.entity';

/** May 2024: the 1st is a Wednesday, so the weeks end on the 4th, 11th, 18th, 25th and 31st. */
export const MAY_2024_WEEKS: readonly [string, string][] = [
  ['2024-05-01', '2024-05-04'],
  ['2024-05-05', '2024-05-11'],
  ['2024-05-12', '2024-05-18'],
  ['2024-05-19', '2024-05-25'],
  ['2024-05-26', '2024-05-31'],
];

export function weekItems(totals: readonly number[]): WeekItem[] {
  return totals.map((total, weekNumber) => {
    const [start, end] = MAY_2024_WEEKS[weekNumber] ?? ['', ''];
    return { weekNumber, startDateReference: start, endDateReference: end, total };
  });
}

export function sessionWeekItems(rows: readonly [business: number, user: number][]): SessionWeekItem[] {
  return weekItems(rows.map(([business, user]) => business + user)).map((item, index) => ({
    ...item,
    totalBusinessInitiated: rows[index]?.[0] ?? 0,
    totalUserInitiated: rows[index]?.[1] ?? 0,
  }));
}

/** The i18n label function the cards pass: here a plain English template. */
export const weekLabel = (start: string, end: string): string => `${start} to ${end}`;
