import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { ReportTable } from '../shared/ReportTable.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import { ConsolidatedCard } from './ConsolidatedCard.view';
import { botColumns, botRowId, dayColumns, dayRowId } from './single-conversations-columns';
import {
  SINGLE_CONVERSATIONS,
  singleConversationsPath,
  type SingleConversationsMetric,
  type SingleConversationsScope,
} from './single-conversations.metrics';
import { SingleConversationsPresenter } from './single-conversations.presenter';
import './SingleConversations.css';

interface PageProps {
  readonly metric: SingleConversationsMetric;
  readonly scope: SingleConversationsScope;
}

/**
 * A Single Conversations page (spec 3 §2.4, §2.5): the header 'Usage report: <metric>' back to
 * /data-consumption (details back to their report), the period bar, then the consolidated card
 * and the two 5-row tables, or one full table on a detail page.
 */
const SingleConversationsPage = observer(function SingleConversationsPage({ metric, scope }: PageProps) {
  const presenter = usePresenter(SingleConversationsPresenter);
  const { t } = useTranslation('singleConversations');
  const { t: tReports } = useTranslation('reports');
  const language = presenter.language;

  useEffect(() => {
    void presenter.open(metric, scope);
    return () => presenter.dispose();
  }, [presenter, metric, scope]);

  const metricName = tReports(`metrics.${metric}`);
  useReportHeader(metricName, presenter.tenantName, scope === 'report' ? undefined : SINGLE_CONVERSATIONS[metric].root);
  const bots = useMemo(() => botColumns(metric, t, tReports), [metric, t, tReports]);
  const days = useMemo(() => dayColumns(metric, t, tReports, language), [metric, t, tReports, language]);

  const byBot =
    scope === 'daily' ? null : (
      <ReportTable
        title={t(`tables.${metric}.byBot`)}
        rows={presenter.botRows}
        columns={bots}
        getRowId={botRowId}
        detailsTo={scope === 'report' ? singleConversationsPath(metric, 'byBot') : undefined}
        loading={presenter.botsLoading}
      />
    );
  const daily =
    scope === 'byBot' ? null : (
      <ReportTable
        title={t(`tables.${metric}.daily`)}
        rows={presenter.dayRows}
        columns={days}
        getRowId={dayRowId}
        detailsTo={scope === 'report' ? singleConversationsPath(metric, 'daily') : undefined}
        loading={presenter.daysLoading}
      />
    );

  return (
    // The shell's header is the page's heading: 'Usage report: <metric> — <tenant>' (spec 3 §2.2).
    <div className="report-page single-conversations-page">
      <ReportPeriodBar period={presenter.period} language={language} onSelect={(month) => void presenter.monthChanged(month)} />
      {scope === 'report' ? <ConsolidatedCard presenter={presenter} /> : null}
      {byBot}
      {daily}
    </div>
  );
});

export function DauReportPage() {
  return <SingleConversationsPage metric="dau" scope="report" />;
}
export function DauByBotPage() {
  return <SingleConversationsPage metric="dau" scope="byBot" />;
}
export function DauDailyPage() {
  return <SingleConversationsPage metric="dau" scope="daily" />;
}
export function DeuReportPage() {
  return <SingleConversationsPage metric="deu" scope="report" />;
}
export function DeuByBotPage() {
  return <SingleConversationsPage metric="deu" scope="byBot" />;
}
export function DeuDailyPage() {
  return <SingleConversationsPage metric="deu" scope="daily" />;
}
