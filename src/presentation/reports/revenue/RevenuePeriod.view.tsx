import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { Tag } from '../../ui';
import { ReportMonthSelect } from '../shared/ReportMonthSelect.view';
import type { ReportPeriod } from '../shared/report-period';
import type { RevenueMonthView } from './revenue-texts';

export interface RevenuePeriodProps {
  readonly period: ReportPeriod;
  readonly month: RevenueMonthView;
  readonly language: Language;
  readonly onSelect: (month: string) => void;
}

/**
 * Spec 3 §2.9, §4.7: the month selector, the period 'From {start} to {end}' (to yesterday in the
 * current month) and the 'Partial consumption' badge of the current month. A month that shows the
 * "data from the 2nd" message has no period yet.
 */
export const RevenuePeriod = observer(function RevenuePeriod({
  period,
  month,
  language,
  onSelect,
}: RevenuePeriodProps) {
  const { t } = useTranslation('revenue');
  const range = month.dataFromSecond ? undefined : month.range;
  return (
    <div className="report-period">
      <ReportMonthSelect period={period} language={language} onSelect={onSelect} />
      <p className="report-period__range">
        {range
          ? t('period.range', {
              startDate: formatDisplayDate(range.start, language),
              endDate: formatDisplayDate(range.end, language),
            })
          : null}
        {month.partial ? <Tag tone="warning">{t('period.partial')}</Tag> : null}
      </p>
    </div>
  );
});
