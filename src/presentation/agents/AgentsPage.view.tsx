import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageHeader } from '../shell/shell-context';
import { FailedState, Skeleton } from '../ui';
import { AgentsProgress } from './AgentsProgress.view';
import { AgentsPresenter } from './agents.presenter';
import { AgentsSummaryCard } from './AgentsSummaryCard.view';
import { AgentsTable } from './AgentsTable.view';
import { UndoBar } from '../shared/undo/UndoBar.view';
import { AgentsToolbar } from './AgentsToolbar.view';
import { agentsUrlBinding } from './agents.url-state';
import './AgentsPage.css';
import { pathOf } from '../shell/routes/route-lookup';

const AgentsListBody = observer(function AgentsListBody({
  presenter,
}: {
  readonly presenter: AgentsPresenter;
}) {
  const { t } = useTranslation('agents');
  if (presenter.status === 'loading' && presenter.list.agents.length === 0) {
    return (
      <div className="agents-list__loading" role="status">
        <span className="ui-visually-hidden">{t('list.loading')}</span>
        <Skeleton height={40} lines={6} />
      </div>
    );
  }
  if (presenter.status === 'failed') {
    return (
      <FailedState
        role="alert"
        message={t('list.loadFailed')}
        retry={{ label: t('list.retry'), onClick: () => void presenter.retryClicked() }}
      />
    );
  }
  return (
    <>
      <AgentsProgress presenter={presenter} />
      <UndoBar offer={presenter.undo} />
      <AgentsTable presenter={presenter} />
    </>
  );
});

/** The agents page (spec 1 §2 'Agents page'). */
export const AgentsPage = observer(function AgentsPage() {
  const presenter = usePresenter(AgentsPresenter);
  const { t } = useTranslation('agents');
  const titleId = useId();
  useUrlState(() => agentsUrlBinding(presenter));

  useEffect(() => {
    void presenter.load();
    return () => presenter.dispose();
  }, [presenter]);

  const tenantName = presenter.tenantName;
  const header = useMemo(
    () => ({ backTo: pathOf('home'), text: t('header', { name: tenantName }) }),
    [t, tenantName],
  );
  usePageHeader(header);

  return (
    <div className="agents">
      <AgentsSummaryCard summary={presenter.summary} status={presenter.status} />
      <section className="agents-list" aria-labelledby={titleId}>
        <AgentsToolbar presenter={presenter} titleId={titleId} />
        <AgentsListBody presenter={presenter} />
      </section>
    </div>
  );
});

export default AgentsPage;
