import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useService } from '../../shared/use-presenter';
import { Icon, type IconName } from '../../ui';
import { withReportMonth } from '../shared/report-month.url-state';
import { ReportSupport } from '../shared/report-support';
import { UsageMenuPresenter } from './usage-menu.presenter';
import './UsageSideMenu.css';

/**
 * Spec 3 §2.14: the usage area's side menu, a list of links (Enter follows a link natively), the
 * current report marked with aria-current and highlighted.
 */
export const UsageSideMenu = observer(function UsageSideMenu() {
  const menu = useService(UsageMenuPresenter);
  const support = useService(ReportSupport);
  const { t } = useTranslation('usageMenu');

  useEffect(() => {
    void menu.load();
  }, [menu]);

  // Spec 3 §6: with no item the user may see (toggles off), no empty navigation landmark.
  if (menu.items.length === 0) return null;
  return (
    <nav className="usage-menu" aria-label={t('label')}>
      <ul className="usage-menu__list">
        {menu.items.map((item) => (
          <li key={item.option}>
            <NavLink
              to={withReportMonth(item.path, support.linkMonth)}
              className="usage-menu__link"
              onClick={() => menu.navigated(item.option)}
            >
              <Icon name={item.icon as IconName} size={24} />
              <span className="usage-menu__text">
                <span className="usage-menu__title">{t(`titles.${item.titleKey}`)}</span>
                <span className="usage-menu__subtitle">{t(`subtitles.${item.titleKey}`)}</span>
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
