import { computed, observableRef } from 'mobx';
import {
  botCounts,
  botListEmptyState,
  compareBots,
  DEFAULT_BOT_PAGE_SIZE,
  isSelectable,
  matchesSearch,
  matchesStatusFilter,
  normalizeSearchText,
  oppositeFilter,
  searchableText,
  type BotListEmptyState,
  type BotPageSize,
  type BotStatusFilter,
  type PermissionBot,
} from '../../../domain/shared/bot-list.rule';
import { pageRange, type PageRange } from '../../../domain/shared/paging.rule';
import { makeObservableState } from '../observable-state';
import { withIds } from './id-set';
import { TypedSearch } from '../typed-search.presenter';

/** What the URL keeps of a bot list (issue 14). */
export interface BotListQueryState {
  readonly search: string;
  readonly filter: BotStatusFilter;
  readonly page: number;
  readonly pageSize: BotPageSize;
}

interface Entry<B> {
  readonly bot: B;
  readonly searchable: string;
}

/**
 * The bot-permission list both feature pages share (spec 1 §2, §4, §5): the bots as last known
 * from the backend, the search (settled 500 ms after typing), status filter, page size, page,
 * selection and the rows being saved. Filtering and ordering are computed once per change of
 * their inputs, not per render, so 2,000 bots repaint within a frame.
 */
export class BotListPresenter<B extends PermissionBot> {
  entries: readonly Entry<B>[] = [];
  term = '';
  /** The text `term` was settled from, as typed: what a link to this list carries. */
  settledText = '';
  filter: BotStatusFilter = 'all';
  pageSize: BotPageSize = DEFAULT_BOT_PAGE_SIZE;
  requestedPage = 1;
  selected: ReadonlySet<string> = new Set();
  busy: ReadonlySet<string> = new Set();
  private readonly search = new TypedSearch((text) => this.searchSettled(text));

  constructor(
    /** The fields a bot is found by (spec 1 §5: Copilot by name; Calls by name or id). */
    private readonly searchFields: (bot: B) => readonly string[],
  ) {
    makeObservableState(this, {
      entries: observableRef,
      selected: observableRef,
      busy: observableRef,
      // Kept while the list lives: actions look bots up outside any render.
      byId: computed({ keepAlive: true }),
    });
  }

  /** What is typed; `term` follows it once typing settles. */
  get searchText(): string {
    return this.search.text;
  }

  get bots(): readonly B[] {
    return this.entries.map((entry) => entry.bot);
  }

  /**
   * Filtered by the settled search and the status filter. The entries are kept in the list's
   * order (permission first, then by name; a change of state never moves a bot), so a filter or
   * search is one pass with no sorting.
   */
  get visible(): readonly B[] {
    const { term, filter } = this;
    const visible: B[] = [];
    for (const entry of this.entries) {
      if (matchesSearch(entry.searchable, term) && matchesStatusFilter(entry.bot, filter))
        visible.push(entry.bot);
    }
    return visible;
  }

  private get byId(): ReadonlyMap<string, B> {
    return new Map(this.entries.map((entry) => [entry.bot.id, entry.bot]));
  }

  get range(): PageRange {
    return pageRange(this.visible.length, this.requestedPage, this.pageSize);
  }

  get pageRows(): readonly B[] {
    const { from, to } = this.range;
    return from === 0 ? [] : this.visible.slice(from - 1, to);
  }

  /** The tiles' counts: while the bots' reads run, of the bots read so far (issue 34). */
  get counts(): { enabled: number; disabled: number } {
    return botCounts(this.bots);
  }

  get emptyState(): BotListEmptyState {
    return botListEmptyState(this.visible.length, this.term, this.filter);
  }

  /** The filter the empty state's button switches to. */
  get oppositeFilter(): BotStatusFilter {
    return oppositeFilter(this.filter);
  }

  /** Select-all covers every selectable bot the search and filter show, on every page. */
  get selectableVisible(): readonly B[] {
    return this.visible.filter(isSelectable);
  }

  /** What a bulk action acts on: selected bots the search and filter still show (as on Members). */
  get selectedBots(): readonly B[] {
    return this.selectableVisible.filter((bot) => this.selected.has(bot.id));
  }

  get allSelected(): boolean {
    const selectable = this.selectableVisible;
    return selectable.length > 0 && selectable.every((bot) => this.selected.has(bot.id));
  }

  get someSelected(): boolean {
    return this.selected.size > 0 && !this.allSelected;
  }

  isBusy(id: string): boolean {
    return this.busy.has(id);
  }

  isSelected(id: string): boolean {
    return this.selected.has(id);
  }

  /** New data from the backend; selections of bots that are gone, locked or unread are dropped. */
  replace(bots: readonly B[]): void {
    const fields = this.searchFields;
    this.entries = [...bots]
      .sort(compareBots)
      .map((bot) => ({ bot, searchable: searchableText(fields(bot)) }));
    this.selected = new Set(
      bots.filter((bot) => isSelectable(bot) && this.selected.has(bot.id)).map((bot) => bot.id),
    );
  }

  /** One bot as saved (or put back after a failure). */
  update(next: B): void {
    this.updateMany([next]);
  }

  updateMany(changed: readonly B[]): void {
    if (changed.length === 0) return;
    const byId = new Map(changed.map((bot) => [bot.id, bot]));
    this.entries = this.entries.map((entry) => {
      const bot = byId.get(entry.bot.id);
      return bot === undefined ? entry : { bot, searchable: entry.searchable };
    });
  }

  find(id: string): B | undefined {
    return this.byId.get(id);
  }

  setBusy(ids: readonly string[], busy: boolean): void {
    this.busy = withIds(this.busy, ids, busy);
  }

  searchChanged(text: string): void {
    this.search.typed(text);
  }

  /** The clear button: every bot shows again at once, with no debounce to wait for. */
  searchCleared(): void {
    this.search.replaced('');
    if (this.term !== '') this.requestedPage = 1;
    this.term = '';
    this.settledText = '';
  }

  /** A state from the URL (already valid), applied at once: there is no typing to wait for. */
  restored(state: BotListQueryState): void {
    this.search.replaced(state.search);
    this.settledText = state.search;
    this.term = normalizeSearchText(state.search);
    this.filter = state.filter;
    this.pageSize = state.pageSize;
    this.requestedPage = state.page;
  }

  /** spec 1 §4: changing filter or search goes back to page 1. */
  filterChanged(filter: BotStatusFilter): void {
    this.filter = filter;
    this.requestedPage = 1;
  }

  pageSizeChanged(pageSize: BotPageSize): void {
    this.pageSize = pageSize;
    this.requestedPage = 1;
  }

  pageChanged(page: number): void {
    this.requestedPage = pageRange(this.visible.length, page, this.pageSize).page;
  }

  /** Locked bots cannot be selected (spec 1 §5 'Other'). */
  selectionToggled(id: string, checked: boolean): void {
    const bot = this.find(id);
    if (bot === undefined || !isSelectable(bot)) return;
    this.selected = withIds(this.selected, [id], checked);
  }

  /** Space on a bot's row (issue 14): flips it as its checkbox would; a row being saved stays. */
  selectionFlipped(id: string): void {
    if (this.isBusy(id)) return;
    this.selectionToggled(id, !this.selected.has(id));
  }

  allToggled(checked: boolean): void {
    const ids = this.selectableVisible.map((bot) => bot.id);
    this.selected = withIds(this.selected, ids, checked);
  }

  /** spec 1 §4: after a bulk action every selection is cleared and select-all unchecked. */
  clearSelection(): void {
    this.selected = new Set();
  }

  dispose(): void {
    this.search.dispose();
  }

  private searchSettled(text: string): void {
    const term = normalizeSearchText(text);
    if (term !== this.term) this.requestedPage = 1;
    this.term = term;
    this.settledText = term === '' ? '' : text;
  }
}
