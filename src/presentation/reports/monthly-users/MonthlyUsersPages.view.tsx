import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { ReportTable } from '../shared/ReportTable.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import { MonthlyUsersCard } from './MonthlyUsersCard.view';
import { botColumns, botRowId, dayColumns, dayRowId } from './monthly-users-columns';
import { monthlyUsersPath, type MonthlyUserFamily, type MonthlyUsersScope } from './monthly-users.metrics';
import { MONTHLY_USERS_ROWS_PER_PAGE, MonthlyUsersPresenter } from './monthly-users.presenter';

interface PageProps {
  readonly family: MonthlyUserFamily;
  readonly scope: MonthlyUsersScope;
}

/**
 * A MIU or MEU page (spec 3 §2.8): the header 'Usage report: <metric>' back to the Usage report
 * (details back to their report's root), the period bar, then the consolidated card and the two
 * 5-row tables with 'Show details', or one full table of 30-row pages on a detail page.
 */
const MonthlyUsersPage = observer(function MonthlyUsersPage({ family, scope }: PageProps) {
  const presenter = usePresenter(MonthlyUsersPresenter);
  const { t } = useTranslation('monthlyUsers');
  const { t: tReports } = useTranslation('reports');
  const language = presenter.report.language;

  useEffect(() => {
    void presenter.open(family, scope);
    return () => presenter.dispose();
  }, [presenter, family, scope]);

  const metricName = tReports(`metrics.${presenter.metricKey}`);
  useReportHeader(
    metricName,
    presenter.report.tenantName,
    scope === 'report' ? undefined : monthlyUsersPath(family, 'report'),
  );
  const bots = useMemo(() => botColumns(family, t, tReports), [family, t, tReports]);
  const days = useMemo(() => dayColumns(family, t, tReports, language), [family, t, tReports, language]);
  const rowsPerPage = scope === 'report' ? undefined : MONTHLY_USERS_ROWS_PER_PAGE;

  return (
    <section className="report-page monthly-users-page" aria-labelledby="monthly-users-title">
      <h1 id="monthly-users-title" className="report-page__title">
        {metricName}
      </h1>
      <ReportPeriodBar
        period={presenter.report.period}
        language={language}
        onSelect={presenter.monthChanged}
      />
      {scope === 'report' ? <MonthlyUsersCard presenter={presenter} /> : null}
      {scope === 'daily' ? null : (
        <ReportTable
          title={t('tables.byBot', { metric: metricName })}
          rows={presenter.report.botRows}
          columns={bots}
          getRowId={botRowId}
          csv={{ fileName: presenter.report.csvFileName('byBot'), rows: presenter.report.exportBotRows }}
          detailsTo={scope === 'report' ? monthlyUsersPath(family, 'chatbots') : undefined}
          rowsPerPage={rowsPerPage}
          loading={presenter.report.botsLoading}
        />
      )}
      {scope === 'chatbots' ? null : (
        <ReportTable
          title={t('tables.daily', { metric: metricName })}
          rows={presenter.report.dayRows}
          columns={days}
          getRowId={dayRowId}
          csv={{ fileName: presenter.report.csvFileName('daily'), rows: presenter.report.exportDayRows }}
          detailsTo={scope === 'report' ? monthlyUsersPath(family, 'daily') : undefined}
          rowsPerPage={rowsPerPage}
          loading={presenter.report.daysLoading}
        />
      )}
    </section>
  );
});

export function MauReportPage() {
  return <MonthlyUsersPage family="miu" scope="report" />;
}
export function MauChatbotsPage() {
  return <MonthlyUsersPage family="miu" scope="chatbots" />;
}
export function MauDailyPage() {
  return <MonthlyUsersPage family="miu" scope="daily" />;
}
export function MeuReportPage() {
  return <MonthlyUsersPage family="meu" scope="report" />;
}
export function MeuChatbotsPage() {
  return <MonthlyUsersPage family="meu" scope="chatbots" />;
}
export function MeuDailyPage() {
  return <MonthlyUsersPage family="meu" scope="daily" />;
}
