import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import type { AgentConsumptionPresenter } from './agent-consumption.presenter';
import type { AgentListPresenter } from './agent-list.presenter';
import type { AgentReportVariant } from './agent-report-variant';
import { AgentsReportTable } from './AgentsReportTable.view';
import './AgentReport.css';

export interface AgentReportFrameProps {
  readonly presenter: AgentConsumptionPresenter | AgentListPresenter;
  readonly variant: AgentReportVariant;
  /** Where the header's back link goes (spec 3 §2.2). */
  readonly backTo: string;
  /** The legacy overview's table links to its full list (spec 3 §2.13). */
  readonly detailsTo?: string | undefined;
  /** What stands between the month selector and the agents table (the overview's plan block). */
  readonly children?: ReactNode;
}

/**
 * What the agents overview and the full list share (spec 3 §2.6, §2.13): the header, the opening
 * of the variant's month, the month selector with period and partial badge, and the agents table.
 */
export const AgentReportFrame = observer(function AgentReportFrame({
  presenter,
  variant,
  backTo,
  detailsTo,
  children,
}: AgentReportFrameProps) {
  const { t } = useTranslation('reports');
  const report = presenter.report;
  useReportHeader(t('metrics.agent'), report.tenantName, backTo);

  useEffect(() => {
    void presenter.open(variant);
    return () => report.dispose();
  }, [presenter, report, variant]);

  return (
    <div className="report-page agent-report">
      <ReportPeriodBar
        period={report.period}
        language={report.language}
        onSelect={(month) => void report.monthSelected(month)}
      />
      {children}
      <AgentsReportTable
        rows={presenter.rows}
        loading={report.loading}
        csv={{ fileName: presenter.csvFileName, rows: presenter.exportRows }}
        detailsTo={detailsTo}
      />
    </div>
  );
});
