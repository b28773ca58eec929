import { observer } from 'mobx-react-lite';
import { usePresenter } from '../../shared/use-presenter';
import { AgentListPresenter } from './agent-list.presenter';
import { AGENT_REPORT_PATHS, type AgentReportVariant } from './agent-report-variant';
import { AgentReportFrame } from './AgentReportFrame.view';

/**
 * The full list of activated agents (spec 3 §2.6 newer, §2.13
 * legacy): its own month selector and every agent, 30 a page. The
 * header goes back to the report's root (§2.2 'detail pages link back to their report's root').
 */
export const AgentListPage = observer(function AgentListPage({
  variant,
}: {
  readonly variant: AgentReportVariant;
}) {
  const presenter = usePresenter(AgentListPresenter);
  return (
    <AgentReportFrame presenter={presenter} variant={variant} backTo={AGENT_REPORT_PATHS[variant].root} />
  );
});
