/**
 * ECharts for the usage reports, reached only through `import('./echarts-setup')` (see
 * chart-runtime.ts), so the library is its own chunk that only report routes download
 * (architecture.md §3, §8). From 'echarts/core' with only what the report cards draw: pie
 * (doughnut), bar and line charts; grid, tooltip and legend. No title (the cards' titles are
 * HTML) and no aria component (the chart frame carries role="img" and its label).
 *
 * Renderer: SVG, not canvas.
 * - It runs in jsdom: jsdom has no canvas (getContext returns null), so with the canvas
 *   renderer the view tests could not draw the real chart; with SVG they render real nodes.
 * - Screenshots and e2e tests see real, inspectable DOM nodes, sharp at any device pixel ratio.
 * - The report pages hold up to a dozen small charts: SVG keeps memory low per instance,
 *   which is where ECharts' handbook recommends it; canvas pays off only for very large data,
 *   and ours is a few bars per week.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_COLORS } from './chart-colors';
import type { ChartRuntime } from './chart-instance';

// `use` renamed: to the hooks lint rule it reads like React's use().
registerParts([PieChart, BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/** The module's font and text colour (theme.css), so charts read like the page around them. */
const CHART_THEME = {
  textStyle: {
    fontFamily: "'Nunito Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    color: CHART_COLORS.text,
  },
};

export const chartRuntime: ChartRuntime = {
  createChart(element, { height }) {
    // Height is the view's fixed prop (a stable layout); width follows the container.
    return init(element, CHART_THEME, { renderer: 'svg', height });
  },
};
