import { figureText } from '../../../domain/reports/usage-figures.rule';
import {
  chartFileName,
  countCell,
  listText,
  unitText,
  type ChartData,
  type ChartDataContext,
  type ChartUnit,
} from './chart-table';

/** A named figure the chart draws as a bar or a part of one. */
export interface ChartPart {
  readonly name: string;
  readonly value: number;
  /** The unit its figure counts, for the summary. */
  readonly unit: ChartUnit;
}

export interface PartsTableInput {
  readonly chart: string;
  readonly caption: string;
  readonly hasData: boolean;
  /** 'Part' (a part of one bar) or 'Metric' (a bar per metric). */
  readonly rowHeader: string;
  readonly columnHeader: string;
  /** 'largest': the largest part of their sum (one unit); 'totals': every figure, listed. */
  readonly summary: 'largest' | 'totals';
}

/**
 * Issue 38 §1, the conversations' stacked bar and the MIU/MEU totals (left panels): a row per
 * part or bar with its figure. Summary: 'Largest part: Charged, 1,200 of 2,000 conversations.'
 * or 'This month: 1,930 interacting users and 5,100 messages.'
 */
export function partsChartData(
  parts: readonly ChartPart[],
  input: PartsTableInput,
  context: ChartDataContext,
): ChartData {
  const { language } = context;
  const hasData = input.hasData && !context.loading;
  const rows = parts.map((part, index) => ({
    id: `part-${index}`,
    header: part.name,
    cells: [countCell(part.value, hasData, language)],
  }));
  return {
    table: {
      caption: input.caption,
      rowHeader: input.rowHeader,
      columns: [{ id: 'count', header: input.columnHeader, unit: 'count' }],
      rows,
      fileName: chartFileName(input.chart, context.month),
      hasData,
    },
    summary: partsSummary(parts, input.summary, hasData, context),
  };
}

function partsSummary(
  parts: readonly ChartPart[],
  kind: PartsTableInput['summary'],
  hasData: boolean,
  context: ChartDataContext,
): string {
  const { t, language } = context;
  if (context.loading) return '';
  if (!hasData || parts.length === 0) return t('summaries.noData');
  const number = (value: number) => figureText(value, true, language);
  if (kind === 'totals') {
    const items = parts.map((part) => `${number(part.value)} ${unitText(t, part.unit, part.value)}`);
    return t('summaries.totals', { list: listText(items, language) });
  }
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const unit = parts[0]?.unit ?? 'conversation';
  if (total <= 0) return t('summaries.noUsage', { unit: unitText(t, unit, 0) });
  const largest = parts.reduce((max, part) => (part.value > max.value ? part : max));
  return t('summaries.largestPart', {
    part: largest.name,
    value: number(largest.value),
    total: number(total),
    unit: unitText(t, unit, total),
  });
}
