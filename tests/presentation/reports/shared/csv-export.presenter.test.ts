import { hostFeedback } from '../../../../src/presentation/shared/host-feedback';
import { describe, expect, it } from 'vitest';
import type { ReportRows } from '../../../../src/application/reports/report-rows';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import {
  CsvExportPresenter,
  type ReportTableCsv,
} from '../../../../src/presentation/reports/shared/csv-export.presenter';
import type { Column } from '../../../../src/presentation/ui';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { parseCsv } from '../../../domain/shared/csv-parse';
import { deferred, RecordingDownload } from './csv-export.fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

interface Row {
  readonly name: string;
  readonly total: number;
  readonly extra: boolean;
}

const COLUMNS: readonly Column<Row>[] = [
  { id: 'name', header: 'Nome', value: (row) => row.name },
  { id: 'total', header: 'Total', value: (row) => row.total },
  { id: 'extra', header: 'Cobrança extra', value: (row) => row.extra },
];

function setup(language: 'pt' | 'en' | 'es' = 'pt') {
  const download = new RecordingDownload();
  const host = new FakeHostGateway();
  const presenter = new CsvExportPresenter(
    download,
    hostFeedback(host),
    createI18n(language, TEST_RESOURCES),
  );
  return { download, host, presenter };
}

const csvOf = (rows: () => Promise<ReportRows<Row>>): ReportTableCsv<Row> => ({
  fileName: 'agents-2026-10.csv',
  rows,
});

describe('CsvExportPresenter (issue 14: Export CSV of a report table)', () => {
  it('busy while the rows are prepared; a second click meanwhile is ignored; then one download', async () => {
    const { presenter, download } = setup();
    const rows = deferred<ReportRows<Row>>();
    let asked = 0;
    const csv = csvOf(() => {
      asked += 1;
      return rows.promise;
    });
    const first = presenter.exportClicked(csv, COLUMNS);
    expect(presenter.busy).toBe(true);
    await presenter.exportClicked(csv, COLUMNS);
    expect(asked).toBe(1);
    rows.resolve({ loaded: true, rows: [{ name: '=cmd', total: -3, extra: true }] });
    await first;
    expect(presenter.busy).toBe(false);
    expect(download.files).toHaveLength(1);
    expect(download.files[0]).toMatchObject({
      name: 'agents-2026-10.csv',
      mediaType: 'text/csv;charset=utf-8',
    });
  });

  it("the file is the table's columns and headers, numbers raw, yes/no in the active language, formulas escaped", async () => {
    const { presenter, download } = setup('pt');
    const rows = [
      { name: '=HYPERLINK("x")', total: 1234.5, extra: true },
      { name: 'Ana, Lima', total: -2, extra: false },
    ];
    await presenter.exportClicked(
      csvOf(async () => ({ loaded: true, rows })),
      COLUMNS,
    );
    expect(parseCsv(download.files[0]?.content ?? '', ';')).toEqual([
      ['Nome', 'Total', 'Cobrança extra'],
      ['\'=HYPERLINK("x")', '1234.5', 'Sim'],
      ['Ana, Lima', '-2', 'Não'],
    ]);
  });

  it.each([
    ['pt', ';', 'Nome;Total;Cobrança extra', 'Não'],
    ['es', ';', 'Nombre;Total;Cobro extra', 'No'],
    ['en', ',', 'Name,Total,Extra charge', 'No'],
  ] as const)(
    'issue 19 §4: in %s the file is split by %j, the list separator Excel uses there',
    async (language, delimiter, headerLine, no) => {
      const { presenter, download } = setup(language);
      const columns = COLUMNS.map((column, index) => ({
        ...column,
        header: headerLine.split(delimiter)[index] ?? '',
      }));
      const rows = [{ name: 'Ana; Lima', total: 1234.5, extra: false }];
      await presenter.exportClicked(
        csvOf(async () => ({ loaded: true, rows })),
        columns,
      );
      const content = download.files[0]?.content ?? '';
      expect(content.startsWith(`\uFEFF${headerLine}\r\n`)).toBe(true);
      expect(parseCsv(content, delimiter)[1]).toEqual(['Ana; Lima', '1234.5', no]);
    },
  );

  it('rows that could not be read: a danger toast, no file, and ready again', async () => {
    const { presenter, download, host } = setup('en');
    await presenter.exportClicked(
      csvOf(async () => ({ loaded: false, rows: [] })),
      COLUMNS,
    );
    expect(download.files).toEqual([]);
    expect(host.toasts).toEqual([
      {
        type: 'danger',
        message: "Could not read the table's rows, so no file was downloaded. Please try again.",
      },
    ]);
    expect(presenter.busy).toBe(false);
  });

  it('a fetch that rejects or a refused download is the same toast, never an unhandled rejection', async () => {
    const { presenter, download, host } = setup('en');
    await expect(
      presenter.exportClicked(
        csvOf(() => Promise.reject(new Error('boom'))),
        COLUMNS,
      ),
    ).resolves.toBeUndefined();
    download.refuses = true;
    await presenter.exportClicked(
      csvOf(async () => ({ loaded: true, rows: [{ name: 'a', total: 1, extra: false }] })),
      COLUMNS,
    );
    expect(host.toasts.map((toast) => toast.type)).toEqual(['danger', 'danger']);
    expect(presenter.busy).toBe(false);
  });
});
