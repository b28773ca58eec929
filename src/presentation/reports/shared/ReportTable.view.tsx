import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TABLE_BODY_HEIGHTS, type Column } from '../../ui';
import type { ReportTableCsv } from './csv-export.presenter';
import { CsvExportButton } from './CsvExportButton.view';
import { ReportLink } from './ReportLink.view';

/** Spec 3 §9: summary tables show 5 rows (take 5); detail pages show all. */
export const SUMMARY_ROWS = 5;
/** Spec 3 §5.1: what a detail request asks for ('all'). */
export const ALL_ROWS = -1;

export interface ReportTableProps<Row> {
  readonly title: string;
  readonly rows: readonly Row[];
  readonly columns: readonly Column<Row>[];
  readonly getRowId: (row: Row) => string;
  /** Issue 14: every report table exports all rows of its month as CSV. */
  readonly csv: ReportTableCsv<Row>;
  /** A summary table's 'Show details' target; without it the table is a detail list. */
  readonly detailsTo?: string | undefined;
  /** Router state for the 'Show details' target (where the detail page was opened from). */
  readonly detailsState?: unknown;
  /** How many rows a summary shows (spec 3 §9: 5; the revenue page's top chatbots 3). */
  readonly summaryRows?: number | undefined;
  /** Pages of this many rows (spec 3 §9: agent, MIU and MEU tables 30). */
  readonly rowsPerPage?: number | undefined;
  readonly loading?: boolean | undefined;
}

/**
 * A report table (spec 3 §2.2): a titled, client-sorted table with a 1000 px body. A summary
 * shows its first 5 rows and 'Show details'; a detail list shows every row (only the visible
 * ones are in the DOM for long lists, DataTable's virtualization). 'Export CSV' (issue 14) is
 * disabled while the table loads or has no rows.
 */
export function ReportTable<Row>({
  title,
  rows,
  columns,
  getRowId,
  csv,
  detailsTo,
  detailsState,
  summaryRows = SUMMARY_ROWS,
  rowsPerPage,
  loading = false,
}: ReportTableProps<Row>) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const shown = detailsTo === undefined ? rows : rows.slice(0, summaryRows);
  return (
    <section className="report-table" aria-busy={loading}>
      <div className="report-table__head">
        <h2 id={titleId} className="report-table__title">
          {title}
        </h2>
        <div className="report-table__actions">
          <CsvExportButton
            csv={csv}
            columns={columns}
            disabled={loading || rows.length === 0}
            describedBy={titleId}
          />
          {detailsTo !== undefined ? (
            <ReportLink
              to={detailsTo}
              state={detailsState}
              tracking="report-show-details-clicked"
              className="report-table__details"
            >
              {t('table.showDetails')}
            </ReportLink>
          ) : null}
        </div>
      </div>
      <DataTable
        rows={shown}
        columns={columns}
        getRowId={getRowId}
        caption={title}
        emptyText={loading ? t('table.loading') : t('table.empty')}
        bodyMaxHeight={TABLE_BODY_HEIGHTS.reports}
        rowsPerPage={rowsPerPage}
      />
    </section>
  );
}
