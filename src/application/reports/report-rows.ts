import { isReportSuccess, type ReportResult } from '../../domain/reports/consumption.entity';

/**
 * A report list and whether its call succeeded. Pages show the §8 empty list either way; a
 * CSV export (issue 14) must tell "no rows" from "could not read them".
 */
export interface ReportRows<Row> {
  readonly loaded: boolean;
  readonly rows: readonly Row[];
}

/** A list that was not asked for (§5.1: the metric is not allowed) is loaded and empty. */
export const NO_ROWS: ReportRows<never> = { loaded: true, rows: [] };

/** The rows of a successful call, mapped; none after a failure (§8). */
export function toReportRows<Item, Row>(
  result: ReportResult<readonly Item[]>,
  toRow: (item: Item, index: number) => Row,
): ReportRows<Row> {
  const loaded = isReportSuccess(result);
  return { loaded, rows: loaded ? result.value.map(toRow) : [] };
}
