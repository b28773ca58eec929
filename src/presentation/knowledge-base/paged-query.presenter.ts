import {
  catalogSearchTerm,
  DEFAULT_CATALOG_PAGE_SIZE,
  type CatalogPageSize,
} from '../../domain/knowledge-base/catalog-list.rule';
import { clampPage, pageCount } from '../../domain/shared/paging.rule';
import { TypedSearch } from '../shared/typed-search.presenter';
import { makeObservableState } from '../shared/observable-state';

/** What the URL keeps of a paged list (issue 14). */
export interface PagedQueryState {
  readonly search: string;
  readonly page: number;
  readonly pageSize: CatalogPageSize;
}

/**
 * Spec 2 §2.5/§2.12/§9: a server-paged, searched list's query — page sizes 5/10/15 (default
 * 5), a search that settles 500 ms after typing, and page 1 again on a new term or page size.
 * `reload` is called whenever the query changes; the owner fetches and sets `total`.
 */
export class PagedQuery {
  page = 1;
  pageSize: CatalogPageSize = DEFAULT_CATALOG_PAGE_SIZE;
  term = '';
  /** The text `term` was settled from, as typed: what a link to this list carries. */
  settledText = '';
  total = 0;
  private readonly search = new TypedSearch((text) => this.searchSettled(text));

  constructor(private readonly reload: () => void) {
    makeObservableState(this);
  }

  /** What is typed; `term` follows it 500 ms after typing stops. */
  get searchText(): string {
    return this.search.text;
  }

  get pageCount(): number {
    return pageCount(this.total, this.pageSize);
  }

  searchChanged(text: string): void {
    this.search.typed(text);
  }

  /** The clear button lists everything at once, with no debounce to wait for. */
  searchCleared(): void {
    this.search.replaced('');
    this.searchSettled('');
  }

  pageChanged(page: number): void {
    const next = clampPage(page, this.pageCount);
    if (next === this.page) return;
    this.page = next;
    this.reload();
  }

  pageSizeChanged(pageSize: CatalogPageSize): void {
    this.pageSize = pageSize;
    this.page = 1;
    this.reload();
  }

  /** After a load: a delete can empty the last page, and the page before it is the one to show. */
  loaded(total: number, itemCount: number): void {
    this.total = total;
    if (itemCount === 0 && this.page > 1) this.pageChanged(this.pageCount);
  }

  /**
   * A query from the URL (already valid), applied at once. `reload`: the list is already shown
   * (the URL changed under it); on a first open the page's own first load follows instead.
   */
  restored(state: PagedQueryState, reload: boolean): void {
    this.search.replaced(state.search);
    const term = catalogSearchTerm(state.search);
    const changed = term !== this.term || state.page !== this.page || state.pageSize !== this.pageSize;
    this.settledText = term === '' ? '' : state.search;
    this.term = term;
    this.page = state.page;
    this.pageSize = state.pageSize;
    if (changed && reload) this.reload();
  }

  dispose(): void {
    this.search.dispose();
  }

  private searchSettled(text: string): void {
    const term = catalogSearchTerm(text);
    if (term === this.term) return;
    this.term = term;
    this.settledText = term === '' ? '' : text;
    this.page = 1;
    this.reload();
  }
}
