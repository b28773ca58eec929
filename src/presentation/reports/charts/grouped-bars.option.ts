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

/** One metric of the MIU/MEU summary (spec 3 §3.5): the user metric or exchanged messages. */
export interface GroupedMetric {
  readonly total: number;
  readonly weekItems: readonly WeekItem[];
}

/** i18n names: the user metric (MIU or MEU users) and the messages. */
export interface GroupedBarsNames {
  readonly users: string;
  readonly messages: string;
}

export interface GroupedBarsInput {
  readonly hasData: boolean;
  readonly users: GroupedMetric;
  readonly messages: GroupedMetric;
  readonly names: GroupedBarsNames;
  readonly valueText?: ValueText;
}

export interface WeeklyGroupedBarsInput extends GroupedBarsInput {
  readonly weekLabel: WeekLabel;
  readonly month?: ChartMonth;
}

export type TotalsBarSeries = SeriesWith<
  BarSeriesOption,
  { type: 'bar'; data: [TotalsBarItem, TotalsBarItem] }
>;

export interface TotalsBarItem {
  name: string;
  value: number;
  itemStyle: { color: string };
}

export type TotalsBarsOption = AxisChartFrame & { series: [TotalsBarSeries] };

export type WeeklyGroupedSeries = SeriesWith<BarSeriesOption, { type: 'bar'; name: string; data: number[] }>;

export type WeeklyGroupedBarsOption = LegendAxisChartFrame & {
  series: [WeeklyGroupedSeries, WeeklyGroupedSeries];
};

export const USERS_COLOR = CHART_COLORS.primary;
export const MESSAGES_COLOR = CHART_COLORS.teal;

/**
 * Spec 3 §2.3 (MIU and MEU cards, left): one bar for the total users and one for the total
 * messages. Value axis of spec 3 §5.2 through headroomChartScale (1.25 × the larger, at least 1).
 */
export function totalsBarsOption(input: GroupedBarsInput): TotalsBarsOption {
  const users = input.hasData ? count(input.users.total) : 0;
  const messages = input.hasData ? count(input.messages.total) : 0;
  return {
    ...axisChartFrame(
      {
        xAxis: categoryAxis([input.names.users, input.names.messages]),
        yAxis: valueAxis(headroomChartScale(input.hasData, [users, messages]), input.valueText),
      },
      input.valueText,
      // One unnamed series whose bars are the categories: each line names its bar.
      'category',
    ),
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        data: [
          { name: input.names.users, value: users, itemStyle: { color: USERS_COLOR } },
          { name: input.names.messages, value: messages, itemStyle: { color: MESSAGES_COLOR } },
        ],
      },
    ],
  };
}

/**
 * Spec 3 §2.3 (MIU and MEU cards, right): per week, a users bar beside a messages bar. The
 * weeks are both metrics' weeks (by weekNumber), labelled '{start} to {end}'. Value axis of
 * spec 3 §5.2 through headroomChartScale over every weekly value.
 */
export function weeklyGroupedBarsOption(input: WeeklyGroupedBarsInput): WeeklyGroupedBarsOption {
  const weeks = mergedChartWeeks([input.users.weekItems, input.messages.weekItems], input.month);
  const values = (metric: GroupedMetric): number[] =>
    weeks.map((week) =>
      input.hasData ? count(weekValue(metric.weekItems, week.weekNumber, (item) => item.total)) : 0,
    );
  const users = values(input.users);
  const messages = values(input.messages);
  return {
    ...legendAxisChartFrame(
      [input.names.users, input.names.messages],
      {
        xAxis: weekAxis(weeks, input.weekLabel),
        yAxis: valueAxis(headroomChartScale(input.hasData, [...users, ...messages]), input.valueText),
      },
      input.valueText,
    ),
    series: [
      bars(input.names.users, users, USERS_COLOR),
      bars(input.names.messages, messages, MESSAGES_COLOR),
    ],
  };
}

function bars(name: string, data: number[], color: string): WeeklyGroupedSeries {
  return { type: 'bar', name, data, barMaxWidth: 20, itemStyle: { color, borderRadius: [3, 3, 0, 0] } };
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
