import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { botListUrlBinding } from '../shared/bot-list/bot-list.url-state';
import { BotReadProgress } from '../shared/bot-list/BotReadProgress.view';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageHeader } from '../shell/shell-context';
import { FailedState, Spinner } from '../ui';
import '../shared/feature-page.css';
import { CopilotBotPermissions } from './CopilotBotPermissions.view';
import { CopilotConsentDialog } from './CopilotConsentDialog.view';
import { CopilotOffer } from './CopilotOffer.view';
import { CopilotPresenter } from './copilot.presenter';
import './CopilotPage.css';
import { pathOf } from '../shell/routes/route-lookup';

/**
 * The copilot page (spec 1 §2 'Copilot page'): the offer and its consent, or the bot permissions,
 * once the bots read so far decide which (issue 34 §3).
 */
export const CopilotPage = observer(function CopilotPage() {
  const presenter = usePresenter(CopilotPresenter);
  const { t } = useTranslation('copilot');
  useUrlState(() => botListUrlBinding(presenter.list, presenter.reads, () => presenter.status === 'ready'));

  useEffect(() => {
    void presenter.load();
    return () => presenter.dispose();
  }, [presenter]);

  const showsBots = presenter.status === 'ready' && presenter.view === 'bots';
  const headerText = showsBots ? t('header.bots', { feature: t('featureName') }) : t('featureName');
  const header = useMemo(() => ({ backTo: pathOf('home'), text: headerText }), [headerText]);
  usePageHeader(header);

  if (presenter.status === 'loading') return <Spinner label={t('loading')} />;
  if (presenter.status === 'failed') {
    return (
      <FailedState
        message={t('loadFailed')}
        retry={{ label: t('retry'), onClick: () => void presenter.load() }}
      />
    );
  }
  if (showsBots) return <CopilotBotPermissions presenter={presenter} />;
  if (presenter.view === 'deciding') {
    // Issue 34 §3: neither the offer nor the bot view until the bots read so far can tell.
    return (
      <div className="copilot-page__deciding">
        <Spinner label={t('deciding')} />
        <BotReadProgress reads={presenter.reads} />
      </div>
    );
  }
  return (
    <>
      <CopilotOffer onInterest={presenter.interestClicked} />
      <CopilotConsentDialog
        open={presenter.consentOpen}
        helpUrl={presenter.helpUrl}
        onCancel={presenter.consentCancelled}
        onContinue={presenter.consentContinued}
      />
    </>
  );
});

export default CopilotPage;
