import { figureText, percentText } from '../../../domain/reports/usage-figures.rule';
import type { DoughnutOption } from '../charts/doughnut.option';
import {
  capitalizedUnit,
  chartFileName,
  countCell,
  shareCell,
  textCell,
  unitText,
  type ChartData,
  type ChartDataContext,
  type ChartTableCell,
  type ChartTableColumn,
  type ChartTableRow,
  type ChartUnit,
} from './chart-table';

export interface UsageTableInput {
  readonly chart: string;
  readonly caption: string;
  readonly unit: ChartUnit;
  readonly hasData: boolean;
  /** Quantity -1: the plan has no limit. */
  readonly unlimited: boolean;
  /** The plan's quantity (metric.quantity). */
  readonly quantity: number;
  /** The share of the plan used, as the hole of the doughnut reads it (planUsageRate). */
  readonly planUsageRate: number;
}

/**
 * Issue 38 §1, the doughnut (DAU, DEU, agents, left): a row per slice it draws, used then
 * available, with its figure and its share of the ring (the tooltip's two decimals); the plan
 * total under them. An unlimited plan reads 'Unlimited' for what is available and the plan, and
 * has no shares. Summary: 'Used: 1,930 of 5,000 single conversations (38.6% of the plan); 3,070 left.'
 */
export function usageChartData(
  option: DoughnutOption,
  input: UsageTableInput,
  context: ChartDataContext,
): ChartData {
  const { t, language } = context;
  const hasData = input.hasData && !context.loading;
  const slices = option.series[0].data;
  const drawn = hasData && slices.length === 2;
  const used = drawn ? (slices[0]?.value ?? 0) : 0;
  const available = drawn ? (slices[1]?.value ?? 0) : 0;
  const unlimitedText = t('tiles.unlimited');
  const withShares = !input.unlimited;
  const columns: ChartTableColumn[] = [
    { id: 'count', header: capitalizedUnit(t, input.unit, language), unit: 'count' },
    ...(withShares ? [{ id: 'share', header: t('tables.share'), unit: 'percent' as const }] : []),
  ];
  const row = (
    id: string,
    header: string,
    value: ChartTableCell,
    percent: number | undefined,
  ): ChartTableRow => ({
    id,
    header,
    cells: withShares
      ? [value, drawn ? shareCell(percent, language) : shareCell(undefined, language)]
      : [value],
  });
  const rows = [
    row('used', t('charts.used'), countCell(used, hasData, language), slices[0]?.percent),
    row(
      'available',
      t('charts.available'),
      input.unlimited && hasData ? textCell(unlimitedText) : countCell(available, hasData, language),
      slices[1]?.percent,
    ),
  ];
  const planRow: ChartTableRow = {
    id: 'plan',
    header: t('tables.plan'),
    cells: [
      input.unlimited && hasData ? textCell(unlimitedText) : countCell(input.quantity, hasData, language),
      ...(withShares ? [textCell('')] : []),
    ],
  };
  return {
    table: {
      caption: input.caption,
      rowHeader: t('tables.part'),
      columns,
      rows,
      planRow,
      fileName: chartFileName(input.chart, context.month),
      hasData,
    },
    summary: usageSummary(input, { used, available, hasData }, context),
  };
}

function usageSummary(
  input: UsageTableInput,
  figures: { readonly used: number; readonly available: number; readonly hasData: boolean },
  context: ChartDataContext,
): string {
  const { t, language } = context;
  if (context.loading) return '';
  if (!figures.hasData) return t('summaries.noData');
  const number = (value: number) => figureText(value, true, language);
  if (input.unlimited) {
    return t('summaries.usageUnlimited', {
      used: number(figures.used),
      unit: unitText(t, input.unit, figures.used),
    });
  }
  return t('summaries.usage', {
    used: number(figures.used),
    plan: number(input.quantity),
    unit: unitText(t, input.unit, input.quantity),
    share: percentText(input.planUsageRate, true, language),
    available: number(figures.available),
  });
}
