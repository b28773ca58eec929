import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { watchPrintMedia } from '../../shared/print-media';
import { Button } from '../../ui';
import type { ReportPrintPresenter } from './report-print.presenter';
import './ReportPrint.css';

interface ReportPrintProps {
  readonly presenter: ReportPrintPresenter;
}

/** Issue 24 §4: the report's 'Print' (the browser's 'Print / Save as PDF' of the module's page). */
export function ReportPrintButton({ presenter }: ReportPrintProps) {
  const { t } = useTranslation('reports');
  return (
    <Button
      variant="secondary"
      size="sm"
      icon="print"
      className="report-print__button"
      onClick={() => presenter.printClicked()}
    >
      {t('print.button')}
    </Button>
  );
}

/**
 * Issue 24 §4: the header only printed pages carry (the print stylesheet shows it, the screen
 * never does): the report's month, the contract's name, the print date, and the month the
 * changes (▲ ▼) are against (issue 24 §2: said once, not under every figure). The date is taken
 * again when a print starts, rendered at once (flushSync) so the page the browser lays out
 * already has it.
 */
export const ReportPrintHeader = observer(function ReportPrintHeader({
  presenter,
  month,
}: ReportPrintProps & { readonly month: string }) {
  const { t } = useTranslation('reports');
  const previous = presenter.previousMonthText(month);
  useEffect(
    () =>
      watchPrintMedia((printing) => {
        if (printing) flushSync(() => presenter.printStarting());
      }),
    [presenter],
  );
  return (
    <div className="report-print-header" data-testid="report-print-header">
      <p className="report-print-header__month">{t('print.month', { month: presenter.monthText(month) })}</p>
      <p>{t('print.contract', { contract: presenter.contractName })}</p>
      <p>{t('print.printedAt', { date: presenter.printedAtText })}</p>
      {previous === undefined ? null : (
        <p className="report-print-header__legend">{t('print.changeLegend', { month: previous })}</p>
      )}
    </div>
  );
});
