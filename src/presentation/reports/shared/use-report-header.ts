import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeader } from '../../shell/shell-context';
import { useReportPath } from './ReportMonthInUrl.view';
import { pathOf } from '../../shell/routes/route-lookup';

/** The overview every newer report goes back to (spec 3 §2.2). */
export const REPORTS_ROOT = pathOf('dataConsumption');

/**
 * Spec 3 §2.2 header: 'Usage report: <metric>' followed by the tenant name, with a back link to
 * the Usage report (a detail page passes its report's root instead).
 */
export function useReportHeader(metric: string, tenantName: string, backTo: string = REPORTS_ROOT): void {
  const { t } = useTranslation('reports');
  const text = t('header.text', { metric, tenant: tenantName });
  const to = useReportPath(backTo);
  const header = useMemo(() => ({ backTo: to, text }), [to, text]);
  usePageHeader(header);
}
