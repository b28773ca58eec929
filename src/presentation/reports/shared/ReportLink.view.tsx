import { observer } from 'mobx-react-lite';
import { TextLink, type TextLinkProps } from '../../ui';
import { useReportPath } from './ReportMonthInUrl.view';

/** A link to another report that carries the chosen month (issue 14), e.g. 'Show details'. */
export const ReportLink = observer(function ReportLink({ to, ...props }: TextLinkProps) {
  return <TextLink to={useReportPath(to)} {...props} />;
});
