import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/shared/language.rule';
import { Select } from '../../ui';
import type { ReportPeriod } from './report-period.presenter';

export interface ReportMonthSelectProps {
  readonly period: ReportPeriod;
  readonly language: Language;
  readonly onSelect: (month: string) => void;
}

/**
 * Spec 3 §2.2, §2.9: the reports' month selector ('Month Year', newest first), one component
 * so that the usage reports and the contract pages label and order their months alike.
 */
export const ReportMonthSelect = observer(function ReportMonthSelect({
  period,
  language,
  onSelect,
}: ReportMonthSelectProps) {
  const { t } = useTranslation('reports');
  const options = period.options.map((option) => ({
    value: option.value,
    label: period.labelOf(option.value, language),
  }));
  return (
    <Select
      className="report-period__select"
      label={t('period.label')}
      value={period.selected}
      options={options}
      onChange={onSelect}
    />
  );
});
