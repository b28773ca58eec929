import type { AxisScale } from '../../../domain/reports/chart-scale.rule';
import { CHART_COLORS } from './chart-colors';
import type { ValueText } from './chart-option';

/** A value axis from a domain scale: always from 0; a max only when the rule fixes one. */
export interface ValueAxis {
  type: 'value';
  min: 0;
  max?: number;
  /** Counts are whole numbers: never a 0.5 tick. */
  minInterval: 1;
  axisLabel: { color: string; formatter?: (value: number) => string };
  splitLine: { lineStyle: { color: string } };
}

export interface CategoryAxis {
  type: 'category';
  data: string[];
  axisLabel: { color: string; interval: 0; width?: number; overflow?: 'break' };
  axisLine: { lineStyle: { color: string } };
  axisTick: { show: false };
}

export interface ChartGrid {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartTooltip {
  trigger: 'axis' | 'item';
  axisPointer?: { type: 'shadow' | 'line' };
  valueFormatter?: (value: unknown) => string;
}

export interface ChartLegend {
  bottom: 0;
  icon: 'roundRect';
  itemWidth: 12;
  itemHeight: 12;
  textStyle: { color: string };
  data: string[];
}

export function valueAxis(scale: AxisScale, valueText?: ValueText): ValueAxis {
  return {
    type: 'value',
    min: scale.min,
    ...(scale.max !== undefined ? { max: scale.max } : {}),
    minInterval: 1,
    axisLabel: { color: CHART_COLORS.axisLabel, ...(valueText ? { formatter: valueText } : {}) },
    splitLine: { lineStyle: { color: CHART_COLORS.splitLine } },
  };
}

/** Category labels; `wrapWidth` breaks long labels ('{start} to {end}') over lines. */
export function categoryAxis(labels: readonly string[], wrapWidth?: number): CategoryAxis {
  return {
    type: 'category',
    data: [...labels],
    axisLabel: {
      color: CHART_COLORS.axisLabel,
      interval: 0,
      ...(wrapWidth !== undefined ? { width: wrapWidth, overflow: 'break' as const } : {}),
    },
    axisLine: { lineStyle: { color: CHART_COLORS.axisLine } },
    axisTick: { show: false },
  };
}

export function chartTooltip(trigger: ChartTooltip['trigger'], valueText?: ValueText): ChartTooltip {
  return {
    trigger,
    ...(trigger === 'axis' ? { axisPointer: { type: 'shadow' as const } } : {}),
    ...(valueText ? { valueFormatter: (value: unknown) => formatTooltipValue(value, valueText) } : {}),
  };
}

export function chartLegend(names: readonly string[]): ChartLegend {
  return {
    bottom: 0,
    icon: 'roundRect',
    itemWidth: 12,
    itemHeight: 12,
    textStyle: { color: CHART_COLORS.axisLabel },
    data: [...names],
  };
}

/** Room for the axis labels; more at the bottom when a legend sits there. */
export function chartGrid(withLegend: boolean): ChartGrid {
  return { left: 8, right: 16, top: 16, bottom: withLegend ? 40 : 8 };
}

/**
 * What every axis chart's option holds besides its series: room, axis tooltip and the two axes.
 * A type, not an interface: an option must fit ECharts' indexed option type. By default the
 * categories (weeks, metrics) run along x and the values up y.
 */
export type AxisChartFrame<XAxis = CategoryAxis, YAxis = ValueAxis> = {
  grid: ChartGrid;
  tooltip: ChartTooltip;
  xAxis: XAxis;
  yAxis: YAxis;
};

/** An axis chart's frame with a legend below it. */
export type LegendAxisChartFrame<XAxis = CategoryAxis, YAxis = ValueAxis> = AxisChartFrame<XAxis, YAxis> & {
  legend: ChartLegend;
};

/** Spec 3 §2.3: a chart with one series, so no legend; the tooltip follows the axis. */
export function axisChartFrame<XAxis, YAxis>(
  axes: { readonly xAxis: XAxis; readonly yAxis: YAxis },
  valueText?: ValueText,
): AxisChartFrame<XAxis, YAxis> {
  return { grid: chartGrid(false), tooltip: chartTooltip('axis', valueText), ...axes };
}

/** Spec 3 §2.3: a chart of several series, named in the legend below it (the grid makes room). */
export function legendAxisChartFrame<XAxis, YAxis>(
  legend: readonly string[],
  axes: { readonly xAxis: XAxis; readonly yAxis: YAxis },
  valueText?: ValueText,
): LegendAxisChartFrame<XAxis, YAxis> {
  return {
    grid: chartGrid(true),
    tooltip: chartTooltip('axis', valueText),
    legend: chartLegend(legend),
    ...axes,
  };
}

function formatTooltipValue(value: unknown, valueText: ValueText): string {
  return typeof value === 'number' ? valueText(value) : String(value ?? '');
}
