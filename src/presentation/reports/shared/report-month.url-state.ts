import { parseMonthValue } from '../../../domain/reports/calendar-month';
import { formatQuery, type QueryField, type QueryFields } from '../../shared/url-state/query-fields';
import type { UrlStateBinding } from '../../shared/url-state/use-url-state';
import type { ReportSupport } from './report-support';
import { pathOf } from '../../shell/routes/route-lookup';

interface ReportMonthQueryState {
  readonly month: string | undefined;
}

/** 'YYYY-MM' as the selectors send it; whether a selector offers it is the support's to check. */
const monthField: QueryField<string | undefined> = {
  key: 'month',
  fallback: undefined,
  parse: (raw) => (/^\d{4}-\d{2}$/.test(raw) && parseMonthValue(raw) !== undefined ? raw : undefined),
  format: (value) => value ?? '',
};

/** Every report in the URL: `?month=2025-03` (the current month is the default, never written). */
export const REPORT_MONTH_QUERY: QueryFields<ReportMonthQueryState> = { month: monthField };

/**
 * The month lives in the reports' month store, which every report's selector starts from: a
 * month from the URL is remembered there (winning over the session's last choice) before the
 * page's presenter is made, and a month chosen on the page is remembered there and so written.
 */
export function reportMonthUrlBinding(
  support: ReportSupport,
  restored: () => void,
): UrlStateBinding<ReportMonthQueryState> {
  return {
    fields: REPORT_MONTH_QUERY,
    read: () => ({ month: support.linkMonth }),
    restore: ({ month }) => {
      if (month !== undefined) support.monthLinked(month);
      restored();
    },
  };
}

/**
 * `path` with the month a link to another report carries ('Show details', back links, the side
 * menu). The home (where legacy reports go back to) has no month to carry.
 */
export function withReportMonth(path: string, month: string | undefined): string {
  return path === pathOf('home') ? path : `${path}${formatQuery(REPORT_MONTH_QUERY, { month })}`;
}
