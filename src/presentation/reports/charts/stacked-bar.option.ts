import { headroomChartScale } from '../../../domain/reports/chart-scale.rule';
import type { SessionSummary } from '../../../domain/reports/conversation.entity';
import { CHART_COLORS } from './chart-colors';
import {
  categoryAxis,
  legendAxisChartFrame,
  valueAxis,
  type CategoryAxis,
  type LegendAxisChartFrame,
  type ValueAxis,
} from './chart-common';
import type { BarSeriesOption, SeriesWith, ValueText } from './chart-option';

/** i18n names of the four parts, in the order they stack. */
export interface StackedBarNames {
  readonly freeTier: string;
  readonly freeEntryPoint: string;
  readonly freeCustomerService: string;
  readonly charged: string;
}

/** The conversation totals the bar splits (spec 3 §3.7 summary); charged is totalRegular. */
export type StackedBarTotals = Pick<
  SessionSummary,
  'totalFreeTier' | 'totalFreeEntryPoint' | 'totalFreeCustomerService' | 'totalRegular'
>;

export interface StackedBarInput {
  readonly hasData: boolean;
  readonly totals: StackedBarTotals;
  readonly names: StackedBarNames;
  readonly valueText?: ValueText;
}

export const CONVERSATION_STACK = 'conversations';

export type StackedBarSeries = SeriesWith<
  BarSeriesOption,
  { type: 'bar'; name: string; stack: typeof CONVERSATION_STACK; data: [number] }
>;

/** Horizontal: the values run along x, the one bar sits on y. */
export type StackedBarOption = LegendAxisChartFrame<ValueAxis, CategoryAxis> & {
  series: [StackedBarSeries, StackedBarSeries, StackedBarSeries, StackedBarSeries];
};

/**
 * Spec 3 §2.3 (conversation card, left): one horizontal bar stacking free tier, free entry
 * point, free customer service and charged conversations. The value axis is the headroom scale
 * of spec 3 §5.2 (Math.round(1.25 × the largest value), at least 1). On a stacked bar the
 * largest value drawn is the stack's length, the sum of its parts: a max from the largest
 * part alone would cut the bar off, so the scale is taken over the sum.
 */
export function stackedBarOption(input: StackedBarInput): StackedBarOption {
  const { totals, names, hasData } = input;
  const part = (name: string, value: number, color: string): StackedBarSeries =>
    segment(name, hasData && Number.isFinite(value) && value > 0 ? value : 0, color);
  const series: StackedBarOption['series'] = [
    part(names.freeTier, totals.totalFreeTier, CHART_COLORS.primary),
    part(names.freeEntryPoint, totals.totalFreeEntryPoint, CHART_COLORS.teal),
    part(names.freeCustomerService, totals.totalFreeCustomerService, CHART_COLORS.lightBlue),
    part(names.charged, totals.totalRegular, CHART_COLORS.purple),
  ];
  const stackLength = series.reduce((sum, { data: [value] }) => sum + value, 0);
  return {
    ...legendAxisChartFrame(
      series.map(({ name }) => name),
      {
        xAxis: valueAxis(headroomChartScale(hasData, [stackLength]), input.valueText),
        yAxis: categoryAxis(['']),
      },
      input.valueText,
    ),
    series,
  };
}

function segment(name: string, value: number, color: string): StackedBarSeries {
  return {
    type: 'bar',
    name,
    stack: CONVERSATION_STACK,
    barMaxWidth: 40,
    itemStyle: { color, borderColor: CHART_COLORS.surface, borderWidth: 1 },
    data: [value],
  };
}
