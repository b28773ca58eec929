import { choiceField, privateTextField, type QueryFields } from '../shared/url-state/query-fields';
import type { UrlStateBinding } from '../shared/url-state/use-url-state';
import type { MembersPagePresenter, MembersTabId } from './members-page.presenter';

interface MembersQueryState {
  readonly tab: MembersTabId;
  readonly search: string;
}

const MEMBERS_TABS: readonly MembersTabId[] = ['members', 'pending'];

/** The members page in the URL: `?tab=pending`; its search in the history entry (issue 35 §7). */
export const MEMBERS_QUERY: QueryFields<MembersQueryState> = {
  tab: choiceField('tab', MEMBERS_TABS, 'members'),
  search: privateTextField('search'),
};

export function membersUrlBinding(page: MembersPagePresenter): UrlStateBinding<MembersQueryState> {
  return {
    fields: MEMBERS_QUERY,
    // A user who may not see the Pending tab is on Members whatever the link said.
    read: () => (page.status === 'ready' ? { tab: page.activeTab, search: page.search.term } : undefined),
    restore: (state) => {
      page.tabChanged(state.tab);
      page.search.restored(state.search);
    },
  };
}
