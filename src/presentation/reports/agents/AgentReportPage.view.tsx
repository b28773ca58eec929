import { observer } from 'mobx-react-lite';
import { usePresenter } from '../../shared/use-presenter';
import { AgentConsumptionPresenter } from './agent-consumption.presenter';
import { AGENT_REPORT_PATHS, type AgentReportVariant } from './agent-report-variant';
import { AgentPlanCard } from './AgentPlanCard.view';
import { AgentReportFrame } from './AgentReportFrame.view';
import { pathOf } from '../../shell/routes/route-lookup';

/**
 * Where each overview's header goes back to: the newer report to the usage overview
 * (spec 3 §2.2), the legacy one to the home (§2.2 "several headers redirect to '/'").
 */
const BACK_TO: Readonly<Record<AgentReportVariant, string>> = {
  current: pathOf('dataConsumption'),
  legacy: pathOf('home'),
};

/**
 * An activated agents overview (spec 3 §2.6 newer, §2.13 legacy):
 * header, month selector with period and partial badge, the plan block and the agents table.
 * The newer one lists every agent, 30 a page; the legacy one its first 5 and 'Show details'.
 */
export const AgentReportPage = observer(function AgentReportPage({
  variant,
}: {
  readonly variant: AgentReportVariant;
}) {
  const presenter = usePresenter(AgentConsumptionPresenter);
  const report = presenter.report;
  return (
    <AgentReportFrame
      presenter={presenter}
      variant={variant}
      backTo={BACK_TO[variant]}
      detailsTo={variant === 'legacy' ? AGENT_REPORT_PATHS.legacy.list : undefined}
    >
      <AgentPlanCard figures={presenter.figures} loading={report.loading} partial={report.period.isCurrent} />
    </AgentReportFrame>
  );
});
