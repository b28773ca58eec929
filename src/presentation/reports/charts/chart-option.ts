// Types only: every import here is erased, so option builders never pull ECharts into a chunk.
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** An option of the charts registered in echarts-setup.ts, and nothing else. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export type { BarSeriesOption, LineSeriesOption, PieSeriesOption };
export type { GridComponentOption, LegendComponentOption, TooltipComponentOption };

/** Formats a count for axis labels and tooltips (locale-aware, from the caller's i18n). */
export type ValueText = (value: number) => string;

/** Labels one week '{start} to {end}' (an i18n text); the dates are the ISO strings of the data. */
export type WeekLabel = (startISO: string, endISO: string) => string;

/** An ECharts series option whose given fields (type, name, data…) are ours, precisely typed. */
export type SeriesWith<Series, Fields> = Omit<Series, keyof Fields> & Fields;
