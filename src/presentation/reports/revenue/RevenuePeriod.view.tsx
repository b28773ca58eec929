import { observer } from 'mobx-react-lite';
import type { Language } from '../../../domain/shared/language.rule';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import type { ReportPeriod } from '../shared/report-period.presenter';
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
  return (
    <ReportPeriodBar
      period={period}
      language={language}
      onSelect={onSelect}
      namespace="revenue"
      shown={{ range: month.dataFromSecond ? undefined : month.range, partial: month.partial }}
    />
  );
});
