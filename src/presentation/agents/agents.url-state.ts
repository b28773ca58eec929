import { flagField, privateTextField, type QueryFields } from '../shared/url-state/query-fields';
import type { UrlStateBinding } from '../shared/url-state/use-url-state';
import type { AgentsPresenter } from './agents.presenter';

interface AgentsQueryState {
  readonly search: string;
  readonly onlyTriggered: boolean;
}

/** The agents page in the URL: `?triggered=true`; its search in the history entry (issue 35 §7). */
export const AGENTS_QUERY: QueryFields<AgentsQueryState> = {
  search: privateTextField('search'),
  onlyTriggered: flagField('triggered'),
};

export function agentsUrlBinding(presenter: AgentsPresenter): UrlStateBinding<AgentsQueryState> {
  return {
    fields: AGENTS_QUERY,
    read: () =>
      presenter.status === 'ready'
        ? { search: presenter.searchTerm, onlyTriggered: presenter.onlyTriggered }
        : undefined,
    restore: presenter.restored,
  };
}
