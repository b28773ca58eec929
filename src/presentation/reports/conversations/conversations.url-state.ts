import { CONVERSATION_TYPES, DEFAULT_CONVERSATION_TYPE } from '../../../domain/reports/conversation.entity';
import { choiceField, textField, type QueryFields } from '../../shared/url-state/query-fields';
import type { UrlStateBinding } from '../../shared/url-state/use-url-state';
import type { ConversationsQueryState } from './conversation-filter.store';
import { NEW_PRICING_TABS } from './conversation-rows';
import type { ConversationsPresenter } from './conversations.presenter';

/** The conversation pages' filters and tabs in the URL (issue 14): `?waba=…&type=Regular&dailyTab=user`. */
export const CONVERSATIONS_QUERY: QueryFields<ConversationsQueryState> = {
  waba: textField('waba'),
  type: choiceField('type', CONVERSATION_TYPES, DEFAULT_CONVERSATION_TYPE),
  phoneTab: choiceField('phoneTab', NEW_PRICING_TABS, 'business'),
  dailyTab: choiceField('dailyTab', NEW_PRICING_TABS, 'business'),
};

/** Written once the WABAs are listed: before that, the URL's WABA cannot be told from the default. */
export function conversationsUrlBinding(
  presenter: ConversationsPresenter,
): UrlStateBinding<ConversationsQueryState> {
  return {
    fields: CONVERSATIONS_QUERY,
    read: () => {
      const { wabaFilter } = presenter;
      if (!wabaFilter.loaded) return undefined;
      const waba = wabaFilter.selected === wabaFilter.wabas[0] ? '' : (wabaFilter.selected ?? '');
      return {
        waba,
        type: presenter.conversationType,
        phoneTab: presenter.tabs.phone,
        dailyTab: presenter.tabs.daily,
      };
    },
    restore: (state) => void presenter.filtersRestored(state),
  };
}
