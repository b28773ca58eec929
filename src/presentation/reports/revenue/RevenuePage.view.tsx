import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { Card, DataTable, Spinner } from '../../ui';
import { REVENUE_TOP_CHATBOTS } from '../../../application/reports/load-revenue.use-case';
import { ReportFigure } from '../shared/ReportFigure.view';
import { ReportTable } from '../shared/ReportTable.view';
import '../shared/ReportsPage.css';
import { chatbotColumns, chatbotRowId, referenceColumns, referenceRowId } from './revenue-columns';
import { RevenuePeriod } from './RevenuePeriod.view';
import { RevenuePresenter } from './revenue.presenter';
import { REVENUE_CHATBOTS_PATH, revenueDetailsState } from './revenue-navigation';
import { useRevenueHeader } from './use-revenue-header';
import './Revenue.css';
import { pathOf } from '../../shell/routes/route-lookup';

type Presenter = RevenuePresenter;

/** Spec 3 §2.9: 'Consumption in {month}', its period and selector, the notice or the metric cards. */
const ConsumptionCard = observer(function ConsumptionCard({ presenter }: { readonly presenter: Presenter }) {
  const { t } = useTranslation('revenue');
  const titleId = useId();
  const { cards, notice, month } = presenter;
  return (
    <Card as="section" className="revenue-card">
      <h2 id={titleId} className="revenue-card__title">
        {t('consumption.title', { month: presenter.monthLabel })}
      </h2>
      <RevenuePeriod
        period={presenter.report.period}
        month={month}
        language={presenter.report.language}
        onSelect={presenter.report.monthSelected}
      />
      {presenter.loading && notice === undefined ? <Spinner label={t('consumption.loading')} /> : null}
      {notice === undefined ? null : (
        <p
          className={`revenue-card__notice revenue-card__notice--${notice}`}
          role={notice === 'error' ? 'alert' : 'status'}
        >
          {t(`consumption.${notice}`)}
        </p>
      )}
      {cards.length === 0 ? null : (
        <div className="ui-tile-grid" role="group" aria-labelledby={titleId}>
          {cards.map((card) => (
            <ReportFigure
              key={card.id}
              label={card.id === 'miu' ? t('cards.miu', { metric: card.metric }) : t('cards.msg')}
              value={card.value}
              partial={month.partial}
              change={card.change}
            />
          ))}
        </div>
      )}
    </Card>
  );
});

/** Spec 3 §2.9, §9: the top 3 chatbots, with 'Show details' to the chatbots page. */
const TopChatbots = observer(function TopChatbots({ presenter }: { readonly presenter: Presenter }) {
  const { t } = useTranslation('revenue');
  const { t: tReports } = useTranslation('reports');
  const miu = presenter.miu;
  const columns = useMemo(() => chatbotColumns(miu, t, tReports), [miu, t, tReports]);
  return (
    <ReportTable
      title={t('chatbots.title')}
      rows={presenter.chatbotRows}
      columns={columns}
      getRowId={chatbotRowId}
      csv={{ fileName: presenter.chatbotsCsvFileName, rows: presenter.exportChatbotRows }}
      detailsTo={REVENUE_CHATBOTS_PATH}
      detailsState={revenueDetailsState()}
      summaryRows={REVENUE_TOP_CHATBOTS}
      loading={presenter.loading}
    />
  );
});

/** Spec 3 §2.9, §3.9, §9: plan base, contract start and each rule's range and calculation. */
const ReferenceValues = observer(function ReferenceValues({ presenter }: { readonly presenter: Presenter }) {
  const { t } = useTranslation('revenue');
  const { t: tReports } = useTranslation('reports');
  const columns = useMemo(() => referenceColumns(t), [t]);
  const reference = presenter.reference;
  const title = t('reference.title');
  return (
    <section className="report-table revenue-reference" aria-busy={reference === undefined}>
      <h2 className="report-table__title">{title}</h2>
      <dl className="revenue-reference__contract">
        <div>
          <dt>{t('reference.planBase')}</dt>
          <dd>{reference?.planBase ?? '--'}</dd>
        </div>
        <div>
          <dt>{t('reference.contractStart')}</dt>
          <dd>
            {reference === undefined || reference.contractStart === '' ? '--' : reference.contractStart}
          </dd>
        </div>
      </dl>
      {/* Spec 3 §1: how the amount is worked out (issue 22 §4). */}
      <p className="revenue-reference__note">{t('reference.pricing')}</p>
      <DataTable
        rows={reference?.values ?? []}
        columns={columns}
        getRowId={referenceRowId}
        caption={title}
        emptyText={reference === undefined ? tReports('table.loading') : t('reference.empty')}
      />
    </section>
  );
});

/** The contract usage page (spec 3 §2.9): its header, back to the home, is its title. */
export const RevenuePage = observer(function RevenuePage() {
  const presenter = usePresenter(RevenuePresenter);
  const { t } = useTranslation('revenue');

  useEffect(() => {
    void presenter.open();
    return () => presenter.report.dispose();
  }, [presenter]);

  useRevenueHeader(presenter.report.tenantName, pathOf('home'));

  return (
    // The shell's header is the page's title ('{tenant} contract usage data').
    <section className="report-page revenue-page" aria-label={t('title')}>
      <ConsumptionCard presenter={presenter} />
      <TopChatbots presenter={presenter} />
      <ReferenceValues presenter={presenter} />
    </section>
  );
});

export default RevenuePage;
