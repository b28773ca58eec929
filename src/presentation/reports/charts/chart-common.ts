import type { AxisScale } from '../../../domain/reports/chart-scale.rule';
import { CHART_COLORS } from './chart-colors';
import type { ValueText } from './chart-option';
import {
  axisTooltipFormatter,
  richTextTooltip,
  type ChartTooltip,
  type TooltipLineName,
} from './chart-tooltip';

export type { ChartTooltip, TooltipLineName } from './chart-tooltip';

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

/**
 * An axis chart's tooltip, drawn in the chart (issue 35 §3, chart-tooltip.ts): '{marker}{name}:
 * {value}' per point, values in the language's number format (`valueText`).
 */
export function axisTooltip(valueText?: ValueText, lineName: TooltipLineName = 'series'): ChartTooltip {
  return richTextTooltip('axis', axisTooltipFormatter(lineName, valueText));
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

/**
 * Spec 3 §2.3: a chart with one series, so no legend; the tooltip follows the axis, its lines
 * named by the series or, for one unnamed series of named bars, by the category.
 */
export function axisChartFrame<XAxis, YAxis>(
  axes: { readonly xAxis: XAxis; readonly yAxis: YAxis },
  valueText?: ValueText,
  lineName: TooltipLineName = 'series',
): AxisChartFrame<XAxis, YAxis> {
  return { grid: chartGrid(false), tooltip: axisTooltip(valueText, lineName), ...axes };
}

/** Spec 3 §2.3: a chart of several series, named in the legend below it (the grid makes room). */
export function legendAxisChartFrame<XAxis, YAxis>(
  legend: readonly string[],
  axes: { readonly xAxis: XAxis; readonly yAxis: YAxis },
  valueText?: ValueText,
): LegendAxisChartFrame<XAxis, YAxis> {
  return {
    grid: chartGrid(true),
    tooltip: axisTooltip(valueText),
    legend: chartLegend(legend),
    ...axes,
  };
}
