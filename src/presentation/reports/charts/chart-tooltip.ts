import { CHART_COLORS } from './chart-colors';
import type { ValueText } from './chart-option';

/**
 * Issue 35 §3: every chart's tooltip is drawn by ECharts inside the chart's own SVG
 * (`renderMode: 'richText'`), never as HTML. ECharts' HTML tooltip writes its markers, its
 * spacing and its arrow as inline `style="…"` markup, which the module's policy
 * (`style-src 'self'`, docs/security.md) refuses: the tooltip lost its markers and ran name and
 * value together ('Single Conversations201'). Drawn in the SVG, it is shapes and text that
 * zrender styles through the CSSOM, which the policy allows (docs/decisions/reports-shared.md, 'Charts').
 *
 * Our own formatters write every line '{marker}{name}: {value}' in ECharts' rich-text markup:
 * the marker is the coloured dot ECharts hands each point (a rich-text style of its own).
 */
export interface ChartTooltip {
  renderMode: 'richText';
  trigger: 'axis' | 'item';
  show?: boolean;
  axisPointer?: { type: 'shadow' | 'line' };
  formatter?: (params: unknown) => string;
  textStyle: { color: string; fontSize: number };
}

/**
 * What names a tooltip line of an axis chart: the series (weekly charts, one line per series
 * under the week), or the category when each bar is its own category in one unnamed series
 * (the MIU/MEU totals: 'Users', 'Messages').
 */
export type TooltipLineName = 'series' | 'category';

/** The fields of ECharts' formatter parameters that the tooltips read (each may be absent). */
interface TooltipPoint {
  readonly marker?: unknown;
  readonly seriesName?: unknown;
  readonly name?: unknown;
  readonly value?: unknown;
  readonly axisValueLabel?: unknown;
}

/** A tooltip drawn in the chart (see above); the formatter writes its lines. */
export function richTextTooltip(
  trigger: ChartTooltip['trigger'],
  formatter?: (params: unknown) => string,
): ChartTooltip {
  return {
    renderMode: 'richText',
    trigger,
    ...(trigger === 'axis' ? { axisPointer: { type: 'shadow' as const } } : {}),
    ...(formatter ? { formatter } : {}),
    // The page's text colour, a size that fits a tooltip inside a narrow chart (it cannot
    // overflow the chart in this mode).
    textStyle: { color: CHART_COLORS.text, fontSize: 12 },
  };
}

/**
 * An axis chart's tooltip text: the category (the week) as a first line when it has a label and
 * the lines name series, then '{marker}{name}: {value}' per point, values through `valueText`
 * (the language's number format).
 */
export function axisTooltipFormatter(
  lineName: TooltipLineName,
  valueText: ValueText = String,
): (params: unknown) => string {
  return (params) => {
    const points = (Array.isArray(params) ? params : [params]).filter(isPoint);
    const header = lineName === 'series' ? text(points[0]?.axisValueLabel).trim() : '';
    const lines = points.map((point) =>
      tooltipLine(
        point.marker,
        lineName === 'series' ? point.seriesName : point.name,
        valueOf(point, valueText),
      ),
    );
    return (header === '' ? lines : [plainRichText(header), ...lines]).join('\n');
  };
}

/** One line: ECharts' marker (its own rich-text markup, kept as is), then 'name: value'. */
export function tooltipLine(marker: unknown, name: unknown, value: string): string {
  const dot = typeof marker === 'string' ? marker : '';
  return `${dot}${plainRichText(text(name))}: ${plainRichText(value)}`;
}

/**
 * Text shown as itself in rich text: '{name|…}' is rich-text markup to zrender, so a zero-width
 * space after any '{' that would open it keeps a name such as '{a|b}' from turning into a style.
 */
export function plainRichText(value: string): string {
  return value.replace(/\{(?=[a-zA-Z0-9_]+\|)/g, '{\u200b');
}

function valueOf(point: TooltipPoint, valueText: ValueText): string {
  return typeof point.value === 'number' ? valueText(point.value) : text(point.value);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function isPoint(value: unknown): value is TooltipPoint {
  return typeof value === 'object' && value !== null;
}
