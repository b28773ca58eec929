import type { ReportRows } from '../../../application/reports/report-rows';

/** A detail table already holds every row of its month: it exports those, without a second call. */
export function shownRows<Row>(rows: readonly Row[]): Promise<ReportRows<Row>> {
  return Promise.resolve({ loaded: true, rows });
}

/**
 * Issue 14: the rows a table exports. A summary shows 5 of the month's rows (spec 3 §9), so
 * its export asks for all of them through the page's own use case; a detail table exports
 * the rows it shows.
 */
export function exportRows<Row>(
  summary: boolean,
  shown: readonly Row[],
  fetchAll: () => Promise<ReportRows<Row>>,
): Promise<ReportRows<Row>> {
  return summary ? fetchAll() : shownRows(shown);
}
