import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon, Tooltip } from '../../ui';
import { ReportCard } from '../shared/ReportCard.view';
import { ReportFigure } from '../shared/ReportFigure.view';
import type { SingleConversationsPresenter } from './single-conversations.presenter';

/**
 * The consolidated card of both Single Conversations reports (spec 3 §2.5, §4.2–§4.4): plan
 * quantity, share used with a progress bar, total used; when overspent the exceeded count and
 * the two warning texts; the plan information when its toggle is on and the plan has a quantity.
 */
export const ConsolidatedCard = observer(function ConsolidatedCard({
  presenter,
}: {
  readonly presenter: SingleConversationsPresenter;
}) {
  const { t } = useTranslation('singleConversations');
  const partial = presenter.report.partial;
  // Spec 3 §2.10: the legacy DAU card speaks of DAUs and explains the share in a tooltip.
  const legacyDau = presenter.legacyDau;
  const planKey = legacyDau ? 'legacy.planInformation' : 'planInformation';
  return (
    <ReportCard title={t('card.title')} loadingLabel={t('card.loading')} figures={presenter.figures}>
      {(figures, titleId) => (
        <>
          <div className="ui-tile-grid" aria-labelledby={titleId} role="group">
            <ReportFigure
              label={t('card.quantity')}
              value={figures.unlimited ? t('card.unlimited') : figures.quantity}
              partial={partial}
            />
            <div className="report-figure">
              <p className="report-figure__label">
                {t('card.used')}
                {legacyDau ? (
                  <Tooltip content={t('legacy.usedInfo')}>
                    <button
                      type="button"
                      className="single-conversations-card__info"
                      aria-label={t('legacy.usedInfoLabel')}
                    >
                      <Icon name="info" />
                    </button>
                  </Tooltip>
                ) : null}
              </p>
              <p
                className={
                  partial ? 'report-figure__value report-figure__value--partial' : 'report-figure__value'
                }
              >
                {figures.percent}
              </p>
              <progress
                className={`single-conversations-card__progress single-conversations-card__progress--${figures.usageColor}`}
                max={100}
                value={figures.progress}
                aria-label={t('card.progress')}
                aria-valuetext={figures.percent}
              />
            </div>
            <ReportFigure
              label={t('card.total')}
              value={figures.total}
              partial={partial}
              change={figures.totalChange}
            />
            {figures.overspent ? (
              <ReportFigure
                label={legacyDau ? t('legacy.overflow') : t('card.exceeded')}
                value={figures.exceeded}
                partial={partial}
              />
            ) : null}
          </div>
          {figures.overspent ? (
            <div className="single-conversations-card__warning">
              <Icon name="warning" />
              <div>
                <p className="single-conversations-card__warning-title">{t('overflow.limitOver')}</p>
                <p>
                  {figures.overflowFee === undefined
                    ? t('overflow.booked')
                    : t('overflow.charged', { fee: figures.overflowFee })}
                </p>
              </div>
            </div>
          ) : null}
          {figures.planInformation === undefined ? null : (
            <section className="single-conversations-card__plan">
              <h3 className="single-conversations-card__subtitle">{t(`${planKey}.title`)}</h3>
              <dl className="single-conversations-card__plan-list">
                <div>
                  <dt>{t(`${planKey}.planValue`)}</dt>
                  <dd>{figures.planInformation.planValue}</dd>
                </div>
                <div>
                  <dt>{t(`${planKey}.monthlyQuantity`)}</dt>
                  <dd>{figures.planInformation.monthlyQuantity || t('card.unlimited')}</dd>
                </div>
                <div>
                  <dt>{t(`${planKey}.overflowUnitValue`)}</dt>
                  <dd>{figures.planInformation.overflowUnitValue}</dd>
                </div>
              </dl>
            </section>
          )}
        </>
      )}
    </ReportCard>
  );
});
