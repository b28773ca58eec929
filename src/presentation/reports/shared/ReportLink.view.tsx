import { observer } from 'mobx-react-lite';
import { TextLink, type TextLinkProps } from '../../ui';
import { usePresenter } from '../../shared/use-presenter';
import { useReportPath } from './ReportMonthInUrl.view';
import { ReportSupport } from './report-support';

export interface ReportLinkProps extends Omit<TextLinkProps, 'onClick'> {
  /** The tracking action of a click (spec 3 §1: button clicks are usage events). */
  readonly tracking: string;
}

/**
 * A link to another report that carries the chosen month (issue 14), e.g. 'Show details' or
 * 'Show more'; a click is tracked with that month and the target (issue 22 §5).
 */
export const ReportLink = observer(function ReportLink({ to, tracking, ...props }: ReportLinkProps) {
  const support = usePresenter(ReportSupport);
  return <TextLink to={useReportPath(to)} onClick={() => support.linkClicked(tracking, to)} {...props} />;
});
