import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageHeader } from '../shell/shell-context';
import { FailedState, Spinner, Tabs, type TabItem } from '../ui';
import { MembersPagePresenter, type MembersTabId } from './members-page.presenter';
import { ListingProgress, useDisplayNumber } from './MembersPartial.view';
import { MembersTab } from './MembersTab.view';
import { PendingTab } from './PendingTab.view';
import { membersUrlBinding } from './members.url-state';
import './MembersPage.css';
import { pathOf } from '../shell/routes/route-lookup';

const LookupsProgress = observer(function LookupsProgress({ page }: { readonly page: MembersPagePresenter }) {
  const { t } = useTranslation('members');
  const display = useDisplayNumber();
  const { list } = page;
  if (page.reloading) return <p className="members-progress">{t('updating')}</p>;
  if (!list.lookupsRunning) return null;
  // Not a live region: it changes ten times a second while 10,000 lookups run.
  return (
    <p className="members-progress" data-testid="members-lookups">
      {t('lookups', { done: display(list.lookupsDone), total: display(list.lookupsTotal) })}
    </p>
  );
});

const MembersBody = observer(function MembersBody({ page }: { readonly page: MembersPagePresenter }) {
  const { t } = useTranslation('members');
  const display = useDisplayNumber();
  if (page.status === 'failed') {
    return (
      <FailedState
        message={t('messages.loadFailed')}
        description={t('loadFailedDescription')}
        retry={{ label: t('retry'), onClick: page.retryClicked }}
      />
    );
  }
  if (page.status === 'loading' && page.list.listed.length === 0) return <Spinner label={t('loading')} />;
  if (!page.canViewMembers) return <MembersTab page={page} />;
  const tabs: TabItem[] = [
    { id: 'members', label: t('tabs.members') },
    {
      id: 'pending',
      label: t('tabs.pending'),
      // Issue 34 §4: while the list is still paging, the requests so far: at least that many.
      badge: page.listingIncomplete ? `${display(page.pendingCount)}+` : page.pendingCount,
    },
  ];
  return (
    <Tabs
      tabs={tabs}
      activeId={page.activeTab}
      onChange={(id) => page.tabChanged(id as MembersTabId)}
      label={t('tabs.label')}
    >
      {page.activeTab === 'pending' ? <PendingTab page={page} /> : <MembersTab page={page} />}
    </Tabs>
  );
});

/** Spec 1 §2 Members page: 'Members of {tenant name}', back to the contract panel. */
export const MembersPage = observer(function MembersPage() {
  const page = usePresenter(MembersPagePresenter);
  const { t } = useTranslation('members');
  useUrlState(() => membersUrlBinding(page));
  useEffect(() => {
    page.start();
    return () => page.stop();
  }, [page]);
  const title = t('title', { name: page.tenantName });
  const header = useMemo(() => ({ backTo: pathOf('home'), text: title }), [title]);
  usePageHeader(header);
  return (
    <div className="members-page">
      <ListingProgress page={page} />
      <LookupsProgress page={page} />
      <MembersBody page={page} />
    </div>
  );
});

export default MembersPage;
