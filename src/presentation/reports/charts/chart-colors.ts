import type { UsageColorToken } from '../../../domain/reports/status-visuals.rule';

/**
 * Chart colours as hex literals, not CSS variables: ECharts computes with its colours (hover
 * emphasis lifts them, tooltips draw swatches) and zrender cannot parse `var(--…)`. The values
 * mirror theme.css where the theme has the colour; every colour that draws data keeps at
 * least 3:1 against the white card (WCAG 1.4.11, graphical objects).
 */
export const CHART_COLORS = {
  /** --ui-color-primary (5.7:1). */
  primary: '#1560d4',
  /** Spec 3 §4.1 nearLimit orange (3.3:1). */
  orange: '#d9730d',
  /** --ui-color-danger, spec 3 §4.1 exceeded red (6.1:1). */
  red: '#c2182b',
  /** Neutral slate for empty and error (3.7:1). */
  neutral: '#7a8699',
  /** Light grey ring: the available part of the doughnut and the ring without data. */
  track: '#e3e8ef',
  teal: '#00857a',
  purple: '#6a32c9',
  lightBlue: '#5b8def',
  /** --ui-color-text-muted. */
  axisLabel: '#4b5563',
  /** --ui-color-border. */
  axisLine: '#d2d9e3',
  /** --ui-color-surface-hover. */
  splitLine: '#eef2f7',
  /** --ui-color-text. */
  text: '#1f2937',
  surface: '#ffffff',
} as const;

/** The domain's usage colour tokens (status-visuals.rule) on the chart palette. */
export const USAGE_COLORS: Readonly<Record<UsageColorToken, string>> = {
  primary: CHART_COLORS.primary,
  orange: CHART_COLORS.orange,
  red: CHART_COLORS.red,
  neutral: CHART_COLORS.neutral,
};

export function usageColorHex(token: UsageColorToken): string {
  return USAGE_COLORS[token];
}
