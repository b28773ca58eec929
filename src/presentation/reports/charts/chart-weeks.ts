import type { WeekItem } from '../../../domain/reports/consumption.entity';
import { monthWeeks } from '../../../domain/reports/month-weeks.rule';
import { categoryAxis, type CategoryAxis } from './chart-common';
import type { WeekLabel } from './chart-option';

/** A calendar month (1–12), for the weeks to label when the data has none. */
export interface ChartMonth {
  readonly year: number;
  readonly month: number;
}

export interface ChartWeek {
  readonly weekNumber: number;
  readonly start: string;
  readonly end: string;
}

/** Weeks of the data in weekNumber order; without any, the month's weeks (spec 3 §3.7, §9). */
export function chartWeeks(items: readonly WeekItem[], month?: ChartMonth): ChartWeek[] {
  if (items.length === 0) {
    return month ? monthWeeks(month.year, month.month) : [];
  }
  return [...items]
    .sort((a, b) => a.weekNumber - b.weekNumber)
    .map((item) => ({
      weekNumber: item.weekNumber,
      start: item.startDateReference,
      end: item.endDateReference,
    }));
}

/** Every week of several metrics once, in weekNumber order (the first metric's dates win). */
export function mergedChartWeeks(lists: readonly (readonly WeekItem[])[], month?: ChartMonth): ChartWeek[] {
  const byNumber = new Map<number, WeekItem>();
  for (const item of lists.flat()) {
    if (!byNumber.has(item.weekNumber)) byNumber.set(item.weekNumber, item);
  }
  return chartWeeks([...byNumber.values()], month);
}

/** A week's value of a metric, 0 when the metric has no item for that week. */
export function weekValue<T extends WeekItem>(
  items: readonly T[],
  weekNumber: number,
  pick: (item: T) => number,
): number {
  const item = items.find((candidate) => candidate.weekNumber === weekNumber);
  const value = item ? pick(item) : 0;
  return Number.isFinite(value) ? value : 0;
}

/** Axis labels wrap at this width: '{start} to {end}' takes two or three short lines. */
export const WEEK_LABEL_WIDTH = 72;

/** A weekly chart's category axis: each week labelled '{start} to {end}', wrapped. */
export function weekAxis(weeks: readonly ChartWeek[], weekLabel: WeekLabel): CategoryAxis {
  return categoryAxis(
    weeks.map((week) => weekLabel(week.start, week.end)),
    WEEK_LABEL_WIDTH,
  );
}
