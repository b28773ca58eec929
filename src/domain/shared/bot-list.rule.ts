/**
 * The bot-permission list shared by the Copilot and Calls pages (spec 1 §2, §4, §5, §9):
 * search, status filter, order, selection and paging rules, free of any UI.
 */

/** What the list needs of a bot, whatever the feature. */
export interface PermissionBot {
  readonly id: string;
  readonly name: string;
  readonly hasPermission: boolean;
  /** The feature's own state (copilot on, calls enabled); a locked bot counts as disabled. */
  readonly enabled: boolean;
  /**
   * Issue 34: the bot's own read (Copilot configuration, Calls number settings) has answered, so
   * `enabled` is the backend's. Until then `enabled` is no more than a placeholder: the bot is
   * shown loading, and it is neither counted, nor matched by a status filter, nor selectable.
   */
  readonly stateKnown: boolean;
}

export type BotStatusFilter = 'all' | 'enabled' | 'disabled';
export const BOT_STATUS_FILTERS: readonly BotStatusFilter[] = ['all', 'enabled', 'disabled'];

/** spec 1 §9: page sizes 5, 10, 25, 50; default 5. */
export const BOT_PAGE_SIZES = [5, 10, 25, 50] as const;
export type BotPageSize = (typeof BOT_PAGE_SIZES)[number];
export const DEFAULT_BOT_PAGE_SIZE: BotPageSize = 5;

const COMBINING_MARKS = /\p{M}/gu;

/**
 * spec 1 §5 'Searches': lower-cased, trimmed and accent-insensitive ('Atendimento' and
 * 'atendimento', 'Ação' and 'acao' read the same). Applied to the term and to what is searched.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim();
}

/**
 * The text a bot is found by: its fields normalized and joined by a character nobody types,
 * so a term never matches across the end of one field and the start of the next.
 */
export function searchableText(fields: readonly string[]): string {
  return fields.map(normalizeSearchText).join('\u0000');
}

/** `term` is already normalized; an empty term matches every bot. */
export function matchesSearch(searchable: string, term: string): boolean {
  return term === '' || searchable.includes(term);
}

/**
 * spec 1 §5 'Searches' (Copilot): the status filter also requires hasPermission. Issue 34: a bot
 * whose state is not read yet is neither enabled nor disabled, so only 'All bots' shows it.
 */
export function matchesStatusFilter(bot: PermissionBot, filter: BotStatusFilter): boolean {
  if (filter === 'all') return true;
  if (!bot.hasPermission || !bot.stateKnown) return false;
  return filter === 'enabled' ? bot.enabled : !bot.enabled;
}

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** spec 1 §5 'Other': bots with permission first, then by name. */
export function compareBots(a: PermissionBot, b: PermissionBot): number {
  if (a.hasPermission !== b.hasPermission) return a.hasPermission ? -1 : 1;
  return NAME_ORDER.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * spec 1 §5 'Other': a bot without permission cannot be selected or toggled. Issue 34: nor can a
 * bot whose state is not read yet, so no bulk action acts on a state nobody has seen.
 */
export function isSelectable(bot: PermissionBot): boolean {
  return bot.hasPermission && bot.stateKnown;
}

/**
 * The 'Enabled bots' / 'Disabled bots' tiles: a locked bot counts as disabled (spec 1 §3).
 * Issue 34: only bots whose state is read are counted, so while reads run the two add up to
 * the bots read so far, never to a guess.
 */
export function botCounts(bots: readonly PermissionBot[]): { enabled: number; disabled: number } {
  let enabled = 0;
  let known = 0;
  for (const bot of bots) {
    if (!bot.stateKnown) continue;
    known += 1;
    if (bot.hasPermission && bot.enabled) enabled += 1;
  }
  return { enabled, disabled: known - enabled };
}

/** Issue 34: bots whose own read has not answered yet. */
export function countUnread(bots: readonly PermissionBot[]): number {
  let unread = 0;
  for (const bot of bots) if (!bot.stateKnown) unread += 1;
  return unread;
}

/**
 * What shows instead of rows (spec 1 §2 Calls empty states, used by Copilot too): a search with
 * no match says so whatever the filter; otherwise each filter has its own message.
 */
export type BotListEmptyState = 'none' | 'no-results' | 'no-enabled' | 'no-disabled' | 'no-bots';

export function botListEmptyState(visible: number, term: string, filter: BotStatusFilter): BotListEmptyState {
  if (visible > 0) return 'none';
  if (term !== '') return 'no-results';
  if (filter === 'enabled') return 'no-enabled';
  if (filter === 'disabled') return 'no-disabled';
  return 'no-bots';
}

/** The empty state's button switches to the opposite filter (spec 1 §2). */
export function oppositeFilter(filter: BotStatusFilter): BotStatusFilter {
  if (filter === 'enabled') return 'disabled';
  if (filter === 'disabled') return 'enabled';
  return 'all';
}
