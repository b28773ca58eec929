import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { usePageHeader } from '../../shell/shell-context';
import { Icon } from '../../ui';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import '../shared/ReportsPage.css';
import { OverviewCard } from './OverviewCard.view';
import { OverviewStatusHeader } from './OverviewStatusHeader.view';
import { PlanOverviewPresenter } from './plan-overview.presenter';
import './PlanOverviewPage.css';
import { pathOf } from '../../shell/routes/route-lookup';

/**
 * The Usage report (spec 3 §2.3): 'Plan Overview' with the month selector, the consolidated
 * header of the plan status, a card per allowed metric and the data-protection banner.
 * The header reads '{tenant} usage report' with a back link home (§2.2).
 */
export const PlanOverviewPage = observer(function PlanOverviewPage() {
  const presenter = usePresenter(PlanOverviewPresenter);
  const { t } = useTranslation('planOverview');

  useEffect(() => {
    void presenter.load();
    return () => presenter.dispose();
  }, [presenter]);

  const headerText = t('header', { tenant: presenter.tenantName });
  const header = useMemo(() => ({ backTo: pathOf('home'), text: headerText }), [headerText]);
  usePageHeader(header);

  if (presenter.tenantId === '') return null;
  const partial = presenter.period.isCurrent;
  return (
    <section className="report-page plan-overview" aria-labelledby="plan-overview-title">
      <div className="plan-overview__head">
        <h1 id="plan-overview-title" className="report-page__title">
          {t('title')}
        </h1>
        <ReportPeriodBar
          period={presenter.period}
          language={presenter.language}
          onSelect={(month) => void presenter.periodChanged(month)}
        />
      </div>
      <OverviewStatusHeader header={presenter.header} />
      <ul className="plan-overview__cards" aria-label={t('cardsLabel')}>
        {presenter.cards.map((card) => (
          <li key={card.metric}>
            <OverviewCard
              card={card}
              partial={partial}
              onChartHover={() => presenter.chartHovered(card.metric)}
              onTooltipHover={() => presenter.tooltipHovered(card.metric)}
              tables={{
                left: presenter.chartViews.showsTable(card.metric, 'left'),
                right: presenter.chartViews.showsTable(card.metric, 'right'),
              }}
              onViewAsTable={(side, asTable) =>
                presenter.chartViews.viewAsTableChanged(card.metric, side, asTable)
              }
            />
          </li>
        ))}
      </ul>
      {presenter.showsDataProtectionBanner ? (
        <p className="plan-overview__banner" role="note">
          <Icon name="info" size={20} />
          <span>{t('banner')}</span>
        </p>
      ) : null}
    </section>
  );
});

export default PlanOverviewPage;
