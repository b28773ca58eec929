import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionBot } from '../../../../src/domain/shared/bot-list.rule';
import { BotListPresenter } from '../../../../src/presentation/shared/bot-list/bot-list.presenter';
import {
  botListUrlBinding,
  BOT_LIST_QUERY,
} from '../../../../src/presentation/shared/bot-list/bot-list.url-state';
import { formatHistory } from '../../../../src/presentation/shared/url-state/history-fields';
import { parseQuery, formatQuery } from '../../../../src/presentation/shared/url-state/query-fields';

const bots: PermissionBot[] = Array.from({ length: 12 }, (_, index) => ({
  id: `bot-${index}`,
  name: `Órbita ${String(index).padStart(2, '0')}`,
  hasPermission: true,
  enabled: index % 2 === 0,
  stateKnown: true,
}));

function setup(query: string, loaded = true) {
  const list = new BotListPresenter<PermissionBot>((bot) => [bot.name]);
  let settled = false;
  const binding = botListUrlBinding(list, { running: false }, () => settled);
  binding.restore(parseQuery(BOT_LIST_QUERY, query));
  if (loaded) {
    list.replace(bots);
    settled = true;
  }
  const url = () => {
    const state = binding.read();
    return state === undefined ? undefined : formatQuery(BOT_LIST_QUERY, state);
  };
  /** Issue 35 §7: what the binding keeps in the history entry instead of the URL. */
  const kept = () => {
    const state = binding.read();
    return state === undefined ? undefined : formatHistory(BOT_LIST_QUERY, state);
  };
  return { list, url, kept };
}

afterEach(() => vi.useRealTimers());

describe('Copilot and Calls bot list in the URL (issue 14)', () => {
  it('search, filter, page and page size from a shared link are applied at once; issue 35 §7: the search is written back to the history entry, not the URL', () => {
    const { list, url, kept } = setup('?search=Órbita&filter=enabled&page=2&size=5');
    expect(list.searchText).toBe('Órbita');
    expect(list.filter).toBe('enabled');
    expect(list.pageRows.map((bot) => bot.id)).toEqual(['bot-10']);
    expect(url()).toBe('?filter=enabled&page=2');
    expect(kept()).toBe('search=%C3%93rbita');
  });

  it('a page past the end is clamped to the last page once the bots are in', () => {
    const { list, url } = setup('?page=99&size=10');
    expect(list.range.page).toBe(2);
    expect(url()).toBe('?page=2&size=10');
  });

  it('nothing is written while the bots load', () => {
    expect(setup('?page=3', false).url()).toBeUndefined();
  });

  it('issue 34 §2: under a status filter nothing is written until every bot is read (the page is not clamped to a partial list)', () => {
    const list = new BotListPresenter<PermissionBot>((bot) => [bot.name]);
    const reads = { running: true };
    const binding = botListUrlBinding(list, reads, () => true);
    binding.restore(parseQuery(BOT_LIST_QUERY, '?filter=enabled&page=2'));
    list.replace(bots.map((bot, index) => ({ ...bot, stateKnown: index < 2 })));
    expect(binding.read()).toBeUndefined();
    list.updateMany(bots);
    reads.running = false;
    expect(formatQuery(BOT_LIST_QUERY, binding.read()!)).toBe('?filter=enabled&page=2');
    list.filterChanged('all');
    reads.running = true;
    // 'All bots' shows every bot whatever is read: its page is written at once.
    expect(formatQuery(BOT_LIST_QUERY, binding.read()!)).toBe('');
  });

  it('issue 35 §7: the search is kept as typed once it settles (500 ms), not per keystroke, and never in the URL', () => {
    vi.useFakeTimers();
    const { list, url, kept } = setup('');
    list.searchChanged('Órbita 0');
    expect(kept()).toBe('');
    vi.advanceTimersByTime(500);
    expect(kept()).toBe('search=%C3%93rbita+0');
    expect(url()).toBe('');
    list.searchCleared();
    expect(kept()).toBe('');
  });
});
