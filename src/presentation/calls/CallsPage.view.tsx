import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { botListUrlBinding } from '../shared/bot-list/bot-list.url-state';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageHeader } from '../shell/shell-context';
import { FailedState, Spinner } from '../ui';
import '../shared/feature-page.css';
import { CallsBotPermissions } from './CallsBotPermissions.view';
import { CallsPromo } from './CallsPromo.view';
import { CallsPresenter } from './calls.presenter';
import './CallsPage.css';
import { pathOf } from '../shell/routes/route-lookup';

/** The calls page (spec 1 §2 'Calls page'): spinner, promotional page, or the bot permissions. */
export const CallsPage = observer(function CallsPage() {
  const presenter = usePresenter(CallsPresenter);
  const { t } = useTranslation('calls');
  useUrlState(() =>
    botListUrlBinding(
      presenter.list,
      presenter.reads,
      () => presenter.terms === 'accepted' && !presenter.botsLoading,
    ),
  );

  useEffect(() => {
    void presenter.load();
    return () => presenter.dispose();
  }, [presenter]);

  const headerText = presenter.terms === 'accepted' ? t('header.bots') : t('header.promo');
  const header = useMemo(() => ({ backTo: pathOf('home'), text: headerText }), [headerText]);
  usePageHeader(header);

  switch (presenter.terms) {
    case 'loading':
      return (
        <div className="calls-page__loading">
          <Spinner size={40} label={t('loadingTerms')} />
        </div>
      );
    case 'failed':
      return (
        <FailedState
          message={t('termsFailed')}
          retry={{ label: t('retry'), onClick: () => void presenter.retryClicked() }}
        />
      );
    case 'not-accepted':
      return (
        <CallsPromo
          hiring={presenter.hiring}
          helpUrl={presenter.helpUrl}
          onHire={() => void presenter.hireClicked()}
        />
      );
    case 'accepted':
      return <CallsBotPermissions presenter={presenter} />;
  }
});

export default CallsPage;
