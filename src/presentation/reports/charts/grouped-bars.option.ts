import { headroomChartScale } from '../../../domain/reports/chart-scale.rule';
import type { WeekItem } from '../../../domain/reports/consumption.entity';
import { CHART_COLORS } from './chart-colors';
import {
  axisChartFrame,
  categoryAxis,
  legendAxisChartFrame,
  valueAxis,
  type AxisChartFrame,
  type LegendAxisChartFrame,
} from './chart-common';
import type { BarSeriesOption, SeriesWith, ValueText, WeekLabel } from './chart-option';
import { mergedChartWeeks, weekAxis, weekValue, type ChartMonth } from './chart-weeks';

/** One metric of the MIU/MEU summary (spec 3 §3.5), as its series is named (i18n). */
export interface GroupedMetric {
  readonly name: string;
  readonly total: number;
  readonly weekItems: readonly WeekItem[];
}

/**
 * The metrics a card covers (issue 37 §12, spec 3 §2.3): its user metric (MIU or MEU users), the
 * exchanged messages, or both. A metric left out has no bar, no legend entry and no axis share.
 */
export interface GroupedBarsInput {
  readonly hasData: boolean;
  readonly users?: GroupedMetric | undefined;
  readonly messages?: GroupedMetric | undefined;
  readonly valueText?: ValueText;
}

export interface WeeklyGroupedBarsInput extends GroupedBarsInput {
  readonly weekLabel: WeekLabel;
  readonly month?: ChartMonth;
}

export type TotalsBarSeries = SeriesWith<BarSeriesOption, { type: 'bar'; data: TotalsBarItem[] }>;

export interface TotalsBarItem {
  name: string;
  value: number;
  itemStyle: { color: string };
}

export type TotalsBarsOption = AxisChartFrame & { series: [TotalsBarSeries] };

export type WeeklyGroupedSeries = SeriesWith<BarSeriesOption, { type: 'bar'; name: string; data: number[] }>;

export type WeeklyGroupedBarsOption = LegendAxisChartFrame & { series: WeeklyGroupedSeries[] };

export const USERS_COLOR = CHART_COLORS.primary;
export const MESSAGES_COLOR = CHART_COLORS.teal;

interface DrawnMetric extends GroupedMetric {
  readonly color: string;
}

/** The card's metrics in drawing order (users, then messages), each with its colour. */
function drawnMetrics(input: GroupedBarsInput): DrawnMetric[] {
  const drawn: DrawnMetric[] = [];
  if (input.users !== undefined) drawn.push({ ...input.users, color: USERS_COLOR });
  if (input.messages !== undefined) drawn.push({ ...input.messages, color: MESSAGES_COLOR });
  return drawn;
}

/**
 * Spec 3 §2.3 (MIU and MEU cards, left): one bar for the total users and one for the total
 * messages, as far as the card covers them. Value axis of spec 3 §5.2 through
 * headroomChartScale (1.25 × the larger, at least 1).
 */
export function totalsBarsOption(input: GroupedBarsInput): TotalsBarsOption {
  const drawn = drawnMetrics(input);
  const totals = drawn.map((metric) => (input.hasData ? count(metric.total) : 0));
  return {
    ...axisChartFrame(
      {
        xAxis: categoryAxis(drawn.map((metric) => metric.name)),
        yAxis: valueAxis(headroomChartScale(input.hasData, totals), input.valueText),
      },
      input.valueText,
      // One unnamed series whose bars are the categories: each line names its bar.
      'category',
    ),
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        data: drawn.map((metric, index) => ({
          name: metric.name,
          value: totals[index] ?? 0,
          itemStyle: { color: metric.color },
        })),
      },
    ],
  };
}

/**
 * Spec 3 §2.3 (MIU and MEU cards, right): per week, a users bar beside a messages bar (as far as
 * the card covers them). The weeks are the drawn metrics' weeks (by weekNumber), labelled
 * '{start} to {end}'. Value axis of spec 3 §5.2 through headroomChartScale over every weekly value.
 */
export function weeklyGroupedBarsOption(input: WeeklyGroupedBarsInput): WeeklyGroupedBarsOption {
  const drawn = drawnMetrics(input);
  const weeks = mergedChartWeeks(
    drawn.map((metric) => metric.weekItems),
    input.month,
  );
  const values = drawn.map((metric) =>
    weeks.map((week) =>
      input.hasData ? count(weekValue(metric.weekItems, week.weekNumber, (item) => item.total)) : 0,
    ),
  );
  return {
    ...legendAxisChartFrame(
      drawn.map((metric) => metric.name),
      {
        xAxis: weekAxis(weeks, input.weekLabel),
        yAxis: valueAxis(headroomChartScale(input.hasData, values.flat()), input.valueText),
      },
      input.valueText,
    ),
    series: drawn.map((metric, index) => bars(metric.name, values[index] ?? [], metric.color)),
  };
}

function bars(name: string, data: number[], color: string): WeeklyGroupedSeries {
  return { type: 'bar', name, data, barMaxWidth: 20, itemStyle: { color, borderRadius: [3, 3, 0, 0] } };
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
