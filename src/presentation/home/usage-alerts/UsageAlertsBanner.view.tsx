import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsageAlertLevel, UsageAlertMetric } from '../../../domain/reports/usage-alert.rule';
import { usePresenter } from '../../shared/use-presenter';
import { Button, Icon, TextLink } from '../../ui';
import { UsageAlertsPresenter } from './usage-alerts.presenter';
import './UsageAlertsBanner.css';
import type { TextKey } from '../../i18n/texts';

/** Each metric is named as the usage menu names its report. */
const MENU_TITLE: Readonly<Record<UsageAlertMetric, TextKey<'usageMenu'>>> = {
  dau: 'titles.dauConsumption',
  deu: 'titles.deuConsumption',
  agent: 'titles.agentConsumption',
};

/** The banner takes the colour of its most urgent line. */
function bannerLevel(levels: readonly UsageAlertLevel[]): UsageAlertLevel {
  if (levels.includes('reached')) return 'reached';
  return levels.includes('approaching') ? 'approaching' : 'projected';
}

/**
 * Issue 14: the home's usage alerts — a metric at ≥ 80 % of the plan ('approaching') or
 * ≥ 100 % ('reached'), each with a link to its report; issue 24 §1 adds 'projected' (under 80 %,
 * on pace to exceed the plan before the month ends, with the day). An alert role when a limit
 * is reached (it needs attention now), a status otherwise; nothing while there is nothing to say.
 */
export const UsageAlertsBanner = observer(function UsageAlertsBanner() {
  const alerts = usePresenter(UsageAlertsPresenter);
  const { t } = useTranslation('home');

  useEffect(() => {
    void alerts.load();
  }, [alerts]);

  const rows = alerts.rows;
  if (rows.length === 0) return null;
  const level = bannerLevel(rows.map((row) => row.level));
  const reached = level === 'reached';
  return (
    <section
      className={`home-alerts home-alerts--${level}`}
      role={reached ? 'alert' : 'status'}
      aria-labelledby="home-alerts-title"
    >
      <Icon name="warning" size={20} />
      <div className="home-alerts__body">
        <h2 id="home-alerts-title" className="home-alerts__title">
          {t('usageAlerts.title')}
        </h2>
        <ul className="ui-column ui-bare-list">
          {rows.map((row) => {
            const metric = t(MENU_TITLE[row.metric], { ns: 'usageMenu' });
            return (
              <li key={row.metric} className="home-alerts__item" data-level={row.level}>
                <span>
                  {t(`usageAlerts.${row.level}`, {
                    metric,
                    rate: row.rateText,
                    date: row.crossingDateText ?? '',
                  })}
                </span>
                <TextLink to={row.reportPath}>{t('usageAlerts.link', { metric })}</TextLink>
              </li>
            );
          })}
        </ul>
      </div>
      <Button variant="secondary" size="sm" onClick={alerts.dismissClicked}>
        {t('usageAlerts.dismiss')}
      </Button>
    </section>
  );
});

export default UsageAlertsBanner;
