import { figureText, percentText } from '../../../domain/reports/usage-figures.rule';
import type { CategoryAxis } from '../charts/chart-common';
import {
  chartFileName,
  countCell,
  shareCell,
  textCell,
  unitText,
  type ChartData,
  type ChartDataContext,
  type ChartTableColumn,
  type ChartTableRow,
  type ChartUnit,
} from './chart-table';

/** What a weekly chart's option draws: the weeks along x, a series of numbers per line or bar. */
export interface WeeklyChartOption {
  readonly xAxis: CategoryAxis;
  readonly series: readonly { readonly name: string; readonly data: readonly number[] }[];
}

export interface WeeklyTableInput {
  readonly chart: string;
  readonly caption: string;
  readonly hasData: boolean;
  /** A header per series, with its unit. */
  readonly headers: readonly string[];
  /** The series the summary names its highest week by, and its unit. */
  readonly main: { readonly index: number; readonly unit: ChartUnit };
  /**
   * Rated cards: the plan each week is a share of (quantity > 0), or 'unlimited'. The bars' axis
   * ends at the plan while the month is under it (spec 3 §5.2).
   */
  readonly plan?: number | 'unlimited' | undefined;
}

/**
 * Issue 38 §1, a weekly chart (right panels): a row per week as the axis labels it, a column per
 * series; a rated card adds each week's share of the plan and the plan row. Summary: 'Highest
 * week: 11/15/2026 to 11/21/2026, 1,930 single conversations, 39% of the plan.'
 */
export function weeklyChartData(
  option: WeeklyChartOption,
  input: WeeklyTableInput,
  context: ChartDataContext,
): ChartData {
  const { t, language } = context;
  const hasData = input.hasData && !context.loading;
  const quantity = typeof input.plan === 'number' && input.plan > 0 ? input.plan : undefined;
  const series = option.series;
  const mainData = series[input.main.index]?.data ?? [];
  const columns: ChartTableColumn[] = [
    ...series.map((line, index) => ({
      id: `series-${index}`,
      header: input.headers[index] ?? line.name,
      unit: 'count' as const,
    })),
    ...(quantity === undefined
      ? []
      : [{ id: 'planShare', header: t('tables.planShare'), unit: 'percent' as const }]),
  ];
  const rows: ChartTableRow[] = option.xAxis.data.map((week, weekIndex) => ({
    id: `week-${weekIndex}`,
    header: week,
    cells: [
      ...series.map((line) => countCell(line.data[weekIndex] ?? 0, hasData, language)),
      ...(quantity === undefined
        ? []
        : [shareCell(hasData ? ((mainData[weekIndex] ?? 0) / quantity) * 100 : undefined, language)]),
    ],
  }));
  const planRow = planRowOf(input.plan, series.length, quantity !== undefined, hasData, context);
  return {
    table: {
      caption: input.caption,
      rowHeader: t('tables.week'),
      columns,
      rows,
      ...(planRow === undefined ? {} : { planRow }),
      fileName: chartFileName(input.chart, context.month),
      hasData,
    },
    summary: weeklySummary(option.xAxis.data, mainData, input.main.unit, quantity, hasData, context),
  };
}

/** The plan under a rated card's weeks: its quantity under the main figures, or 'Unlimited'. */
function planRowOf(
  plan: WeeklyTableInput['plan'],
  seriesCount: number,
  withShare: boolean,
  hasData: boolean,
  context: ChartDataContext,
): ChartTableRow | undefined {
  if (plan === undefined) return undefined;
  const { t, language } = context;
  const figure =
    plan === 'unlimited' && hasData
      ? textCell(t('tiles.unlimited'))
      : countCell(plan === 'unlimited' ? 0 : plan, hasData, language);
  const cells = [figure, ...Array.from({ length: seriesCount - 1 }, () => textCell(''))];
  if (withShare) cells.push(textCell(''));
  return { id: 'plan', header: t('tables.plan'), cells };
}

function weeklySummary(
  weeks: readonly string[],
  values: readonly number[],
  unit: ChartUnit,
  quantity: number | undefined,
  hasData: boolean,
  context: ChartDataContext,
): string {
  const { t, language } = context;
  if (context.loading) return '';
  if (!hasData || weeks.length === 0) return t('summaries.noData');
  // The first of equal weeks, as the top-week tile reads the earliest.
  let top = 0;
  values.forEach((value, index) => {
    if (value > (values[top] ?? 0)) top = index;
  });
  const value = values[top] ?? 0;
  if (value <= 0) return t('summaries.noUsage', { unit: unitText(t, unit, 0) });
  const base = {
    week: weeks[top] ?? '',
    value: figureText(value, true, language),
    unit: unitText(t, unit, value),
  };
  if (quantity === undefined) return t('summaries.highestWeekNoPlan', base);
  return t('summaries.highestWeek', {
    ...base,
    share: percentText(Math.round((value / quantity) * 100), true, language),
  });
}
