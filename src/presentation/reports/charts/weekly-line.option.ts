import { headroomChartScale } from '../../../domain/reports/chart-scale.rule';
import type { SessionWeekItem } from '../../../domain/reports/conversation.entity';
import { CHART_COLORS } from './chart-colors';
import { legendAxisChartFrame, valueAxis, type LegendAxisChartFrame } from './chart-common';
import type { LineSeriesOption, SeriesWith, ValueText, WeekLabel } from './chart-option';
import { chartWeeks, weekAxis, weekValue, type ChartMonth } from './chart-weeks';

/** i18n names of the three lines. */
export interface WeeklyLineNames {
  readonly businessInitiated: string;
  readonly userInitiated: string;
  readonly total: string;
}

export interface WeeklyLineInput {
  readonly hasData: boolean;
  readonly weekItems: readonly SessionWeekItem[];
  readonly names: WeeklyLineNames;
  readonly weekLabel: WeekLabel;
  readonly month?: ChartMonth;
  readonly valueText?: ValueText;
}

export type WeeklyLineSeries = SeriesWith<LineSeriesOption, { type: 'line'; name: string; data: number[] }>;

export type WeeklyLineOption = LegendAxisChartFrame & {
  series: [WeeklyLineSeries, WeeklyLineSeries, WeeklyLineSeries];
};

/**
 * Spec 3 §2.3 (conversation card, right): a weekly line chart of business-initiated,
 * user-initiated and total conversations, in that order. Value axis of spec 3 §5.2 through
 * headroomChartScale: with data, Math.round(1.25 × the largest point), at least 1.
 */
export function weeklyLineOption(input: WeeklyLineInput): WeeklyLineOption {
  const weeks = chartWeeks(input.weekItems, input.month);
  const values = (pick: (item: SessionWeekItem) => number): number[] =>
    weeks.map((week) => (input.hasData ? weekValue(input.weekItems, week.weekNumber, pick) : 0));
  const business = values((item) => item.totalBusinessInitiated);
  const user = values((item) => item.totalUserInitiated);
  const total = values((item) => item.total);
  const { names } = input;
  const frame = legendAxisChartFrame(
    [names.businessInitiated, names.userInitiated, names.total],
    {
      xAxis: weekAxis(weeks, input.weekLabel),
      yAxis: valueAxis(headroomChartScale(input.hasData, [...business, ...user, ...total]), input.valueText),
    },
    input.valueText,
  );
  return {
    ...frame,
    // A line chart points at the week with a line, not the bars' shadow.
    tooltip: { ...frame.tooltip, axisPointer: { type: 'line' } },
    series: [
      line(names.businessInitiated, business, CHART_COLORS.primary),
      line(names.userInitiated, user, CHART_COLORS.teal),
      line(names.total, total, CHART_COLORS.purple),
    ],
  };
}

function line(name: string, data: number[], color: string): WeeklyLineSeries {
  return {
    type: 'line',
    name,
    data,
    symbol: 'circle',
    symbolSize: 6,
    lineStyle: { color, width: 2 },
    itemStyle: { color },
  };
}
