import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePresenter } from '../../shared/use-presenter';
import { ReportTable } from '../shared/ReportTable.view';
import '../shared/ReportsPage.css';
import { chatbotColumns, chatbotRowId } from './revenue-columns';
import { RevenuePeriod } from './RevenuePeriod.view';
import { RevenueChatbotsPresenter } from './revenue-chatbots.presenter';
import { openedFromContractPage } from './revenue-navigation';
import { useRevenueHeader } from './use-revenue-header';
import './Revenue.css';

/**
 * The chatbots page (spec 3 §2.9): every chatbot's consumption of the month (up to 10000 rows;
 * only the visible ones are in the DOM), with its own selector. Back to the contract page when opened
 * from the contract page, otherwise to '/'.
 */
export const RevenueChatbotsPage = observer(function RevenueChatbotsPage() {
  const presenter = usePresenter(RevenueChatbotsPresenter);
  const { t } = useTranslation('revenue');
  const { t: tReports } = useTranslation('reports');
  const fromContractPage = openedFromContractPage(useLocation().state);

  useEffect(() => {
    void presenter.open(fromContractPage);
    return () => presenter.report.dispose();
  }, [presenter, fromContractPage]);

  useRevenueHeader(presenter.report.tenantName, presenter.backTo);
  const miu = presenter.miu;
  const columns = useMemo(() => chatbotColumns(miu, t, tReports), [miu, t, tReports]);

  return (
    <section className="report-page revenue-page" aria-labelledby="revenue-chatbots-title">
      <h1 id="revenue-chatbots-title" className="report-page__title">
        {t('chatbots.pageTitle')}
      </h1>
      <RevenuePeriod
        period={presenter.report.period}
        month={presenter.month}
        language={presenter.report.language}
        onSelect={presenter.report.monthSelected}
      />
      {presenter.month.dataFromSecond ? (
        <p className="revenue-card__notice" role="status">
          {t('consumption.dataFromSecond')}
        </p>
      ) : null}
      <ReportTable
        title={t('chatbots.title')}
        rows={presenter.rows}
        columns={columns}
        getRowId={chatbotRowId}
        csv={{ fileName: presenter.csvFileName, rows: presenter.exportRows }}
        loading={presenter.loading}
      />
    </section>
  );
});

export default RevenueChatbotsPage;
