import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { Button, type Column } from '../../ui';
import { CsvExportPresenter, type ReportTableCsv } from './csv-export.presenter';

export interface CsvExportButtonProps<Row> {
  readonly csv: ReportTableCsv<Row>;
  readonly columns: readonly Column<Row>[];
  /** The table is loading or has no rows: nothing to export yet. */
  readonly disabled: boolean;
  /** The table's title, read after the button's name ('Export CSV', then which table). */
  readonly describedBy: string;
}

/** A report table's 'Export CSV' (issue 14): disabled without rows, busy while it prepares. */
function CsvExportButtonView<Row>({ csv, columns, disabled, describedBy }: CsvExportButtonProps<Row>) {
  const presenter = usePresenter(CsvExportPresenter);
  const { t } = useTranslation('reports');
  return (
    <Button
      variant="secondary"
      size="sm"
      icon="download"
      disabled={disabled}
      loading={presenter.busy}
      aria-describedby={describedBy}
      onClick={() => void presenter.exportClicked(csv, columns)}
    >
      {t('table.exportCsv')}
    </Button>
  );
}

export const CsvExportButton = observer(CsvExportButtonView) as typeof CsvExportButtonView;
