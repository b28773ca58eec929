import { CATALOG_PAGE_SIZES, DEFAULT_CATALOG_PAGE_SIZE } from '../../domain/knowledge-base/catalog-list.rule';
import { choiceField, pageField, privateTextField, type QueryFields } from '../shared/url-state/query-fields';
import type { UrlStateBinding } from '../shared/url-state/use-url-state';
import type { PagedQuery, PagedQueryState } from './paged-query.presenter';

/**
 * The knowledge base's lists (catalogs, documents, URL pages) in the URL: `?page=2&size=10`; the
 * search in the history entry (issue 35 §7).
 */
export const PAGED_QUERY_FIELDS: QueryFields<PagedQueryState> = {
  search: privateTextField('search'),
  page: pageField(),
  pageSize: choiceField('size', CATALOG_PAGE_SIZES, DEFAULT_CATALOG_PAGE_SIZE),
};

/**
 * `shown`: the list's page has arrived. Only then is the page written: a page past the end is
 * clamped by the list once the server's total is known (`PagedQuery.loaded`).
 */
export function pagedQueryUrlBinding(
  query: PagedQuery,
  shown: () => boolean,
): UrlStateBinding<PagedQueryState> {
  return {
    fields: PAGED_QUERY_FIELDS,
    read: () =>
      shown() ? { search: query.settledText, page: query.page, pageSize: query.pageSize } : undefined,
    restore: (state) => query.restored(state, shown()),
  };
}
