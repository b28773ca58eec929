import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { ReportRows } from '../../../application/reports/report-rows';
import { FileDownload } from '../../../application/shared/file-download.port';
import { CSV_MEDIA_TYPE, csvDelimiterFor } from '../../../domain/shared/csv.rule';
import { normalizeLanguage } from '../../../domain/shared/language.rule';
import { Texts } from '../../shared/texts.port';
import { Feedback } from '../../shared/feedback.port';
import type { Column } from '../../ui';
import { tableCsv } from './table-csv';
import { makeObservableState } from '../../shared/observable-state';

/** What a report table exports (issue 14): its file name and where its rows come from. */
export interface ReportTableCsv<Row> {
  /** 'daily-active-users-by-chatbot-2026-10.csv': the report and the month, safe characters. */
  readonly fileName: string;
  /** Every row of the month: fetched in full for a summary table, the loaded ones on a detail page. */
  readonly rows: () => Promise<ReportRows<Row>>;
}

/**
 * One report table's 'Export CSV' (issue 14): busy while it prepares (a second click is
 * ignored), then a download of the table's columns with its headers in the active language,
 * split by that language's delimiter (';' for pt and es, ',' for en: issue 19 §4).
 * Rows that could not be read give a danger toast and no file: nothing else changes, and the
 * rows shown stay as they are. Never rejects.
 */
@injectable()
export class CsvExportPresenter {
  busy = false;

  constructor(
    @inject(FileDownload) private readonly download: FileDownload,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Texts) private readonly texts: Texts,
  ) {
    makeObservableState(this);
  }

  async exportClicked<Row>(csv: ReportTableCsv<Row>, columns: readonly Column<Row>[]): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { loaded, rows } = await csv.rows();
      if (!loaded) return this.failed();
      const booleans = { yes: this.texts.t('ui:yes'), no: this.texts.t('ui:no') };
      // ';' for pt and es, where Excel splits on it; ',' for en (issue 19 §4).
      const delimiter = csvDelimiterFor(normalizeLanguage(this.texts.language));
      const content = tableCsv(columns, rows, booleans, delimiter);
      this.download.save({ name: csv.fileName, mediaType: CSV_MEDIA_TYPE, content });
    } catch {
      // A fetch that rejected after all, or a browser that refused the download.
      this.failed();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private failed(): void {
    this.feedback.error(this.texts.t('reports:table.exportFailed'));
  }
}
