import { NO_DATA_TEXT, figureText, percentText } from '../../../domain/reports/usage-figures.rule';
import { csvFileName, type CsvCell } from '../../../domain/shared/csv.rule';
import { displayLocale } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import type { ChartMonth } from '../charts/chart-weeks';
import { capitalized } from '../shared/capitalized';
import type { Translate } from './overview-translate';

/**
 * Issue 38 §1, charts as data: every chart of the Plan Overview has a table of the same figures
 * and a one-sentence summary. Both are read from the chart's own option (the bars, slices and
 * week labels it draws), so the table can never tell another story than the chart. The builders
 * (usage-chart-data.ts, weekly-chart-data.ts, parts-chart-data.ts) are pure and need no DOM.
 */

/** What a column's figures are: counts, or a share in percent ('(%)' in its header). */
export type ChartTableUnit = 'count' | 'percent';

export interface ChartTableColumn {
  readonly id: string;
  /** In the active language, with its unit ('Share of the plan (%)', 'Total (conversations)'). */
  readonly header: string;
  readonly unit: ChartTableUnit;
}

/** A figure as shown ('1,930', '39%', '--', 'Unlimited') and as data for the CSV (raw, '' for none). */
export interface ChartTableCell {
  readonly text: string;
  readonly data: CsvCell;
}

export interface ChartTableRow {
  readonly id: string;
  /** The row's header cell (a week, a part of the chart, a metric). */
  readonly header: string;
  readonly cells: readonly ChartTableCell[];
}

/** The chart's figures as an accessible table: a caption, headed columns and rows, the plan row. */
export interface ChartTable {
  /** The chart's own label ('Single Conversations per week'). */
  readonly caption: string;
  /** The header over the rows' header cells ('Week', 'Part', 'Metric'). */
  readonly rowHeader: string;
  readonly columns: readonly ChartTableColumn[];
  readonly rows: readonly ChartTableRow[];
  /** The plan the chart measures against (rated cards), under the rows. */
  readonly planRow?: ChartTableRow;
  /** `plan-overview-<chart>-<YYYY-MM>.csv` (issue 14 file names). */
  readonly fileName: string;
  /** The month has figures: without them every cell reads '--' and there is nothing to export. */
  readonly hasData: boolean;
}

/** A chart's table and its summary sentence (issue 38 §1). */
export interface ChartData {
  readonly table: ChartTable;
  /** One sentence under the chart; '' while the card loads. */
  readonly summary: string;
}

/** What every table builder needs besides the option. */
export interface ChartDataContext {
  readonly t: Translate;
  readonly language: Language;
  /** The month shown, for the CSV's name. */
  readonly month: ChartMonth | undefined;
  /** No answer yet: the table reads '--' and there is no summary. */
  readonly loading: boolean;
}

/** The unit nouns of the tables and summaries (plural by the figure they count). */
export type ChartUnit = 'dau' | 'deu' | 'agent' | 'conversation' | 'miu' | 'meu' | 'message';

/** 'single conversations', '1 agent': the unit's noun for a count, in the active language. */
export function unitText(t: Translate, unit: ChartUnit, count: number): string {
  return t(`tables.units.${unit}`, { count });
}

/** A column header naming its unit: 'Business initiated (conversations)'. */
export function headerWithUnit(t: Translate, name: string, unit: ChartUnit): string {
  return t('tables.columnWithUnit', { name, unit: unitText(t, unit, 2) });
}

export function countCell(value: number, hasData: boolean, language: Language): ChartTableCell {
  const finite = Number.isFinite(value) ? value : 0;
  return { text: figureText(finite, hasData, language), data: hasData ? finite : '' };
}

/** A share in percent, two decimals at most ('38.6%'); '--' without data. */
export function shareCell(percent: number | undefined, language: Language): ChartTableCell {
  if (percent === undefined || !Number.isFinite(percent)) return { text: NO_DATA_TEXT, data: '' };
  const rounded = Math.round(percent * 100) / 100;
  return { text: percentText(rounded, true, language), data: rounded };
}

export function textCell(text: string): ChartTableCell {
  return { text, data: text };
}

/** 'plan-overview-dau-weekly-2026-11.csv'. */
export function chartFileName(chart: string, month: ChartMonth | undefined): string {
  const monthText = month === undefined ? '' : `${month.year}-${String(month.month).padStart(2, '0')}`;
  return csvFileName(`plan-overview-${chart}`, monthText);
}

/** '1,930 interacting users and 5,100 messages': a list in the language's own words. */
export function listText(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(displayLocale(language), { type: 'conjunction' }).format(items);
}

/** A unit as a column header: 'Single conversations'. */
export function capitalizedUnit(t: Translate, unit: ChartUnit, language: Language): string {
  return capitalized(unitText(t, unit, 2), language);
}
