import { observer } from 'mobx-react-lite';
import { useState, type ComponentType } from 'react';
import { useService } from '../../shared/use-presenter';
import { useUrlState } from '../../shared/url-state/use-url-state';
import { reportMonthUrlBinding, withReportMonth } from './report-month.url-state';
import { ReportSupport } from './report-support';

const wrapped = new WeakMap<ComponentType, ComponentType>();

/**
 * A report page whose month is in its URL (issue 14). The page renders once the URL's month is
 * remembered, in the same layout pass (nothing paints before), so its presenter's selector
 * starts on that month and its first load asks for it.
 */
export function withMonthInUrl(Page: ComponentType): ComponentType {
  const known = wrapped.get(Page);
  if (known !== undefined) return known;
  const MonthInUrlPage = observer(function MonthInUrlPage() {
    const support = useService(ReportSupport);
    const [restored, setRestored] = useState(false);
    useUrlState(() => reportMonthUrlBinding(support, () => setRestored(true)));
    return restored ? <Page /> : null;
  });
  wrapped.set(Page, MonthInUrlPage);
  return MonthInUrlPage;
}

/** A path to another report with the chosen month, for links built outside a presenter. */
export function useReportPath(path: string): string;
export function useReportPath(path: string | undefined): string | undefined;
export function useReportPath(path: string | undefined): string | undefined {
  const support = useService(ReportSupport);
  return path === undefined ? undefined : withReportMonth(path, support.linkMonth);
}
