import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import { AgentConsumptionPresenter } from './agent-consumption.presenter';
import { AGENT_REPORT_PATHS, type AgentReportVariant } from './agent-report-variant';
import { AgentPlanCard } from './AgentPlanCard.view';
import { AgentsReportTable } from './AgentsReportTable.view';
import './AgentReport.css';
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
  const { t } = useTranslation('reports');
  useReportHeader(t('metrics.agent'), presenter.tenantName, BACK_TO[variant]);

  useEffect(() => {
    void presenter.open(variant);
    return () => presenter.dispose();
  }, [presenter, variant]);

  return (
    <div className="report-page agent-report">
      <ReportPeriodBar
        period={presenter.period}
        language={presenter.language}
        onSelect={(month) => void presenter.monthSelected(month)}
      />
      <AgentPlanCard
        figures={presenter.figures}
        loading={presenter.loading}
        partial={presenter.period.isCurrent}
      />
      <AgentsReportTable
        rows={presenter.rows}
        loading={presenter.loading}
        csv={{ fileName: presenter.csvFileName, rows: presenter.exportRows }}
        detailsTo={variant === 'legacy' ? AGENT_REPORT_PATHS.legacy.list : undefined}
      />
    </div>
  );
});
