import type { ChartOption } from './chart-option';

/**
 * What the chart view needs of an ECharts instance. echarts-setup.ts's createChart returns
 * ECharts' own instance, so the compiler checks that it fits.
 */
export interface ChartInstance {
  setOption(option: ChartOption, opts: { notMerge: boolean }): void;
  resize(opts?: { height?: number }): void;
  dispose(): void;
}

/** The lazily loaded charts module: ECharts with only the charts we draw registered. */
export interface ChartRuntime {
  createChart(element: HTMLElement, opts: { readonly height: number }): ChartInstance;
}
