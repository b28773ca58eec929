import { planChartScale } from '../../../domain/reports/chart-scale.rule';
import type { WeekItem } from '../../../domain/reports/consumption.entity';
import { CHART_COLORS } from './chart-colors';
import { axisChartFrame, valueAxis, type AxisChartFrame } from './chart-common';
import type { BarSeriesOption, SeriesWith, ValueText, WeekLabel } from './chart-option';
import { chartWeeks, weekAxis, weekValue, type ChartMonth } from './chart-weeks';

export interface WeeklyBarsInput {
  readonly hasData: boolean;
  readonly weekItems: readonly WeekItem[];
  /** metric.quantity, the plan amount (-1 unlimited). */
  readonly quantity: number;
  readonly planUsageRate: number;
  /** i18n name of the series (the metric). */
  readonly seriesName: string;
  readonly weekLabel: WeekLabel;
  /** The month shown: its weeks label the axis when weekItems is empty. */
  readonly month?: ChartMonth;
  readonly valueText?: ValueText;
}

export type WeeklyBarsOption = AxisChartFrame & {
  series: [SeriesWith<BarSeriesOption, { type: 'bar'; name: string; data: number[] }>];
};

/**
 * Spec 3 §2.3 (DAU, DEU and agent cards, right): one bar per week labelled '{start} to {end}'.
 * The value axis follows spec 3 §5.2 through planChartScale: it ends at the plan quantity when
 * there is data, the quantity is ≥ 0 and the usage rate is below 100; otherwise from 0 only.
 */
export function weeklyBarsOption(input: WeeklyBarsInput): WeeklyBarsOption {
  const weeks = chartWeeks(input.weekItems, input.month);
  const scale = planChartScale({
    hasData: input.hasData,
    quantity: input.quantity,
    planUsageRate: input.planUsageRate,
  });
  return {
    ...axisChartFrame(
      { xAxis: weekAxis(weeks, input.weekLabel), yAxis: valueAxis(scale, input.valueText) },
      input.valueText,
    ),
    series: [
      {
        type: 'bar',
        name: input.seriesName,
        barMaxWidth: 32,
        itemStyle: { color: CHART_COLORS.primary, borderRadius: [4, 4, 0, 0] },
        data: weeks.map((week) =>
          input.hasData ? weekValue(input.weekItems, week.weekNumber, (item) => item.total) : 0,
        ),
      },
    ],
  };
}
