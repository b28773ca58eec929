import type { CategoryAxis, ChartGrid } from '../charts/chart-common';

/** Line height (px) of the wrapped '{start} to {end}' labels: 12 px text with a little air. */
export const WEEK_LABEL_LINE_HEIGHT = 15;
/** Room under the plot for up to three label lines above a legend. */
export const WEEK_LABELS_WITH_LEGEND_BOTTOM = 72;

/**
 * Category labels (the weeks' '{start} to {end}' wrap over two or three lines, categoryAxis
 * 'break'). Without a line height the SVG text lines are drawn on top of each other and the
 * labels are measured shorter than drawn (clipped at the chart's bottom), and the default room
 * under the plot lets wrapped labels run into a legend below; a line height and more room fix both.
 */
export function withWeekLabelLines<T extends { readonly xAxis: CategoryAxis; readonly grid: ChartGrid }>(
  option: T & { readonly legend?: unknown },
): T {
  return {
    ...option,
    grid:
      option.legend === undefined ? option.grid : { ...option.grid, bottom: WEEK_LABELS_WITH_LEGEND_BOTTOM },
    xAxis: { ...option.xAxis, axisLabel: { ...option.xAxis.axisLabel, lineHeight: WEEK_LABEL_LINE_HEIGHT } },
  };
}
