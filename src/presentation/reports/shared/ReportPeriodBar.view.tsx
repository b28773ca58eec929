import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PeriodRange } from '../../../domain/reports/report-period.rule';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { usePresenter } from '../../shared/use-presenter';
import { Tag } from '../../ui';
import { ReportMonthSelect } from './ReportMonthSelect.view';
import { ReportPrintButton, ReportPrintHeader } from './ReportPrint.view';
import { ReportPrintPresenter } from './report-print.presenter';
import type { ReportPeriod } from './report-period.presenter';

/** What the period line shows, where a page knows better than the month alone (revenue). */
export interface ShownPeriod {
  readonly range: PeriodRange | undefined;
  readonly partial: boolean;
}

export interface ReportPeriodBarProps {
  readonly period: ReportPeriod;
  readonly language: Language;
  readonly onSelect: (month: string) => void;
  /** Only the period text and badge (a page whose selector sits elsewhere). */
  readonly withoutSelector?: boolean | undefined;
  /** Default: the month's range (to today in the current month), partial in the current month. */
  readonly shown?: ShownPeriod | undefined;
  /** Whose 'period.range' and 'period.partial' texts: revenue says 'Partial consumption'. */
  readonly namespace?: 'reports' | 'revenue' | undefined;
}

/**
 * Spec 3 §2.2: the month selector ('Month Year', newest first), the period 'From {startDate}
 * to {endDate}' (today for the current month) and the 'Partial usage' badge of the current month.
 * Issue 24 §4: every report's 'Print', and the header its printed pages carry (month, contract,
 * print date) — here once, since every report page has this bar.
 */
export const ReportPeriodBar = observer(function ReportPeriodBar({
  period,
  language,
  onSelect,
  withoutSelector = false,
  shown,
  namespace = 'reports',
}: ReportPeriodBarProps) {
  const { t } = useTranslation(namespace);
  const print = usePresenter(ReportPrintPresenter);
  const range = shown === undefined ? period.range : shown.range;
  const partial = shown === undefined ? period.isCurrent : shown.partial;
  return (
    <div className="report-period">
      <ReportPrintHeader presenter={print} month={period.selected} />
      {withoutSelector ? null : <ReportMonthSelect period={period} language={language} onSelect={onSelect} />}
      <p className="report-period__range">
        {range
          ? t('period.range', {
              startDate: formatDisplayDate(range.start, language),
              endDate: formatDisplayDate(range.end, language),
            })
          : null}
        {partial ? <Tag tone="warning">{t('period.partial')}</Tag> : null}
      </p>
      <span className="report-period__print">
        <ReportPrintButton presenter={print} />
      </span>
    </div>
  );
});
