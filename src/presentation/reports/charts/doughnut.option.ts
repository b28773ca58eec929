import { usageColorFromRate } from '../../../domain/reports/status-visuals.rule';
import { CHART_COLORS, usageColorHex } from './chart-colors';
import type { PieSeriesOption, SeriesWith } from './chart-option';
import { richTextTooltip, tooltipLine, type ChartTooltip } from './chart-tooltip';

/**
 * Spec 3 §9 'doughnut cutout 65%': the hole is 65% of the ring's radius (Chart.js's `cutout`).
 * ECharts sizes both radii against the chart, so the outer edge sits at 90% (room for the hover
 * lift) and the inner one at 0.65 × 90% = 58.5%.
 */
export const DOUGHNUT_CUTOUT = 0.65;
export const DOUGHNUT_OUTER_RADIUS = 90;
export const DOUGHNUT_RADIUS: [string, string] = [
  `${DOUGHNUT_OUTER_RADIUS * DOUGHNUT_CUTOUT}%`,
  `${DOUGHNUT_OUTER_RADIUS}%`,
];

export interface DoughnutInput {
  readonly hasData: boolean;
  /** What the plan has used (planUsage). */
  readonly used: number;
  /** What is left of it (availablePlan). */
  readonly available: number;
  /** The usage rate (percent, -1 unlimited): picks the used slice's colour (spec 3 §2.3, §4.1). */
  readonly planUsageRate: number;
  /** i18n names of the slices. */
  readonly usedName: string;
  readonly availableName: string;
  /** A share in percent as shown to the user (e.g. the domain's percentText in the language). */
  readonly percentText: (percent: number) => string;
}

export interface DoughnutSlice {
  name: string;
  value: number;
  /** Share of the ring in percent (0–100), rounded to two decimals. */
  percent: number;
  itemStyle: { color: string };
}

export type DoughnutOption = {
  tooltip: ChartTooltip & { trigger: 'item'; show: boolean };
  series: [SeriesWith<PieSeriesOption, { type: 'pie'; radius: [string, string]; data: DoughnutSlice[] }>];
};

/**
 * Spec 3 §2.3 (DAU, DEU and agent cards, left): a doughnut of used versus available, each with
 * its percentage (in the tooltip; the tiles carry the numbers as text). The used slice takes
 * the colour of the usage status (orange near the limit, red exceeded, primary otherwise);
 * available is light grey. Without data, or with nothing to show, one full grey ring.
 */
export function doughnutOption(input: DoughnutInput): DoughnutOption {
  const used = nonNegative(input.used);
  const available = nonNegative(input.available);
  const sum = used + available;
  const data: DoughnutSlice[] =
    input.hasData && sum > 0
      ? [
          slice(input.usedName, used, sum, usageColorHex(usageColorFromRate(input.planUsageRate))),
          slice(input.availableName, available, sum, CHART_COLORS.track),
        ]
      : [{ name: '', value: 1, percent: 0, itemStyle: { color: CHART_COLORS.track } }];
  const empty = data.length === 1;
  return {
    tooltip: {
      ...richTextTooltip(
        'item',
        empty ? undefined : (params: unknown) => sliceTooltip(params, data, input.percentText),
      ),
      trigger: 'item',
      show: !empty,
    },
    series: [
      {
        type: 'pie',
        radius: DOUGHNUT_RADIUS,
        center: ['50%', '50%'],
        silent: empty,
        avoidLabelOverlap: false,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: CHART_COLORS.surface, borderWidth: empty ? 0 : 2 },
        emphasis: { scale: !empty, scaleSize: 4 },
        data,
      },
    ],
  };
}

function slice(name: string, value: number, sum: number, color: string): DoughnutSlice {
  return { name, value, percent: Math.round((value / sum) * 10000) / 100, itemStyle: { color } };
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * '{marker}{name}: {percent}' for the hovered slice (ECharts passes { dataIndex, marker }), in
 * rich text drawn in the chart (chart-tooltip.ts): the marker is the slice's colour.
 */
function sliceTooltip(
  params: unknown,
  data: readonly DoughnutSlice[],
  percentText: (p: number) => string,
): string {
  if (typeof params !== 'object' || params === null) return '';
  const { dataIndex, marker } = params as { dataIndex?: unknown; marker?: unknown };
  const hovered = typeof dataIndex === 'number' ? data[dataIndex] : undefined;
  return hovered ? tooltipLine(marker, hovered.name, percentText(hovered.percent)) : '';
}
