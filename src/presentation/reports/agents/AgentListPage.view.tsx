import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import { AgentListPresenter } from './agent-list.presenter';
import { AGENT_REPORT_PATHS, type AgentReportVariant } from './agent-report-variant';
import { AgentsReportTable } from './AgentsReportTable.view';
import './AgentReport.css';

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
  const { t } = useTranslation('reports');
  useReportHeader(t('metrics.agent'), presenter.tenantName, AGENT_REPORT_PATHS[variant].root);

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
      <AgentsReportTable
        rows={presenter.rows}
        loading={presenter.loading}
        csv={{ fileName: presenter.csvFileName, rows: presenter.exportRows }}
      />
    </div>
  );
});
