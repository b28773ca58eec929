import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { ReportTable } from '../shared/ReportTable.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import { ConsolidatedCard } from './ConsolidatedCard.view';
import { botColumns, botRowId, dayColumns, dayRowId, type TablesKey } from './single-conversations-columns';
import {
  singleConversationsBackTo,
  singleConversationsDetailsPath,
  type SingleConversationsEdition,
  type SingleConversationsMetric,
  type SingleConversationsScope,
} from './single-conversations.metrics';
import { SingleConversationsPresenter } from './single-conversations.presenter';
import './SingleConversations.css';

interface PageProps {
  readonly metric: SingleConversationsMetric;
  readonly scope: SingleConversationsScope;
  readonly edition?: SingleConversationsEdition;
}

/**
 * A Single Conversations page (spec 3 §2.4, §2.5): the header 'Usage report: <metric>' back to
 * the Usage report (details back to their report), the period bar, then the consolidated card
 * and the two 5-row tables, or one full table on a detail page. The legacy pages (§2.10, §2.11)
 * are the same page with their own texts, links and back targets ('/' from their roots).
 */
const SingleConversationsPage = observer(function SingleConversationsPage({
  metric,
  scope,
  edition = 'current',
}: PageProps) {
  const presenter = usePresenter(SingleConversationsPresenter);
  const { t } = useTranslation('singleConversations');
  const { t: tReports } = useTranslation('reports');
  const language = presenter.report.language;

  useEffect(() => {
    void presenter.open(metric, scope, edition);
    return () => presenter.dispose();
  }, [presenter, metric, scope, edition]);

  const legacy = edition === 'legacy';
  const tables: TablesKey = legacy ? 'legacy.tables' : 'tables';
  const metricName = legacy ? t(`legacy.metrics.${metric}`) : tReports(`metrics.${metric}`);
  useReportHeader(metricName, presenter.report.tenantName, singleConversationsBackTo(metric, scope, edition));
  const bots = useMemo(() => botColumns(metric, t, tReports, tables), [metric, t, tReports, tables]);
  const days = useMemo(
    () => dayColumns(metric, t, tReports, language, tables),
    [metric, t, tReports, language, tables],
  );

  const byBot =
    scope === 'daily' ? null : (
      <ReportTable
        title={t(`${tables}.${metric}.byBot`)}
        rows={presenter.report.botRows}
        columns={bots}
        getRowId={botRowId}
        csv={{ fileName: presenter.report.csvFileName('byBot'), rows: presenter.report.exportBotRows }}
        detailsTo={scope === 'report' ? singleConversationsDetailsPath(metric, 'byBot', edition) : undefined}
        loading={presenter.report.botsLoading}
      />
    );
  const daily =
    scope === 'byBot' ? null : (
      <ReportTable
        title={t(`${tables}.${metric}.daily`)}
        rows={presenter.report.dayRows}
        columns={days}
        getRowId={dayRowId}
        csv={{ fileName: presenter.report.csvFileName('daily'), rows: presenter.report.exportDayRows }}
        detailsTo={scope === 'report' ? singleConversationsDetailsPath(metric, 'daily', edition) : undefined}
        loading={presenter.report.daysLoading}
      />
    );

  return (
    // The shell's header is the page's heading: 'Usage report: <metric> — <tenant>' (spec 3 §2.2).
    <div className="report-page single-conversations-page">
      <ReportPeriodBar
        period={presenter.report.period}
        language={language}
        onSelect={(month) => void presenter.monthChanged(month)}
      />
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

/** Spec 3 §2.10: the legacy daily active users pages. */
export function LegacyDauReportPage() {
  return <SingleConversationsPage metric="dau" scope="report" edition="legacy" />;
}
export function LegacyDauByBotPage() {
  return <SingleConversationsPage metric="dau" scope="byBot" edition="legacy" />;
}
export function LegacyDauDailyPage() {
  return <SingleConversationsPage metric="dau" scope="daily" edition="legacy" />;
}
/** Spec 3 §2.11: the legacy daily engaged users pages. */
export function LegacyDeuReportPage() {
  return <SingleConversationsPage metric="deu" scope="report" edition="legacy" />;
}
export function LegacyDeuByBotPage() {
  return <SingleConversationsPage metric="deu" scope="byBot" edition="legacy" />;
}
export function LegacyDeuDailyPage() {
  return <SingleConversationsPage metric="deu" scope="daily" edition="legacy" />;
}
