import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeader } from '../../shell/shell-context';
import { useReportPath } from '../shared/ReportMonthInUrl.view';

/** Spec 3 §2.9: the header '{tenant} contract usage data', back to the home (or the contract page from the details). */
export function useRevenueHeader(tenantName: string, backTo: string): void {
  const { t } = useTranslation('revenue');
  const text = t('header', { tenant: tenantName });
  const to = useReportPath(backTo);
  const header = useMemo(() => ({ backTo: to, text }), [to, text]);
  usePageHeader(header);
}
