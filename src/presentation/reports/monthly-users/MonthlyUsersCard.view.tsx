import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '../shared/ReportCard.view';
import { ReportFigure } from '../shared/ReportFigure.view';
import type { MonthlyUsersPresenter } from './monthly-users.presenter';

/**
 * The consolidated card of the MIU and MEU reports (spec 3 §2.8, §3.5): the month's total of the
 * user metric and of the exchanged messages, as far as the contract has them; '--' without data.
 */
export const MonthlyUsersCard = observer(function MonthlyUsersCard({
  presenter,
}: {
  readonly presenter: MonthlyUsersPresenter;
}) {
  const { t } = useTranslation('monthlyUsers');
  const labelOf = (id: 'users' | 'messages') =>
    id === 'users' ? t(`card.users.${presenter.family}`) : t('card.messages');
  return (
    <ReportCard title={t('card.title')} loadingLabel={t('card.loading')} figures={presenter.figures}>
      {(figures, titleId) => (
        <div className="ui-tile-grid" role="group" aria-labelledby={titleId}>
          {figures.map((figure) => (
            <ReportFigure
              key={figure.id}
              label={labelOf(figure.id)}
              value={figure.value}
              partial={presenter.report.partial}
              change={figure.change}
            />
          ))}
        </div>
      )}
    </ReportCard>
  );
});
