import {
  BOT_PAGE_SIZES,
  BOT_STATUS_FILTERS,
  DEFAULT_BOT_PAGE_SIZE,
  type PermissionBot,
} from '../../../domain/shared/bot-list.rule';
import { choiceField, pageField, privateTextField, type QueryFields } from '../url-state/query-fields';
import type { UrlStateBinding } from '../url-state/use-url-state';
import type { BotListQueryState, BotListPresenter } from './bot-list.presenter';
import type { BotReadCounts } from './bot-state-reads.presenter';

/**
 * Copilot's and Calls' list in the URL: `?filter=enabled&page=2&size=10`; the search in the
 * history entry (issue 35 §7).
 */
export const BOT_LIST_QUERY: QueryFields<BotListQueryState> = {
  search: privateTextField('search'),
  filter: choiceField('filter', BOT_STATUS_FILTERS, 'all'),
  page: pageField(),
  pageSize: choiceField('size', BOT_PAGE_SIZES, DEFAULT_BOT_PAGE_SIZE),
};

/**
 * `settled`: the bots are in, so the page can be clamped to the list's last one. Issue 34: under a
 * status filter the list also waits for every bot's state (`reads`), since the bots read so far
 * may not fill the page the link asked for yet.
 */
export function botListUrlBinding<B extends PermissionBot>(
  list: BotListPresenter<B>,
  reads: Pick<BotReadCounts, 'running'>,
  settled: () => boolean,
): UrlStateBinding<BotListQueryState> {
  const countable = () => list.filter === 'all' || !reads.running;
  return {
    fields: BOT_LIST_QUERY,
    read: () =>
      settled() && countable()
        ? { search: list.settledText, filter: list.filter, page: list.range.page, pageSize: list.pageSize }
        : undefined,
    restore: list.restored,
  };
}
