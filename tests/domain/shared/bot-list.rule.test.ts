import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_PAGE_SIZES,
  botCounts,
  botListEmptyState,
  compareBots,
  countUnread,
  DEFAULT_BOT_PAGE_SIZE,
  isSelectable,
  matchesSearch,
  matchesStatusFilter,
  normalizeSearchText,
  oppositeFilter,
  searchableText,
  type PermissionBot,
} from '../../../src/domain/shared/bot-list.rule';
import { pageRange } from '../../../src/domain/shared/paging.rule';

const RUNS = { numRuns: 1000, seed: 20261125 };

const bot = (
  name: string,
  hasPermission = true,
  enabled = false,
  id = name,
  stateKnown = true,
): PermissionBot => ({
  id,
  name,
  hasPermission,
  enabled,
  stateKnown,
});

describe("bot-permission list rules (spec 1 §5 'Searches', 'Other'; §9)", () => {
  it("spec 1 §5 'Searches': lower-cased, trimmed and accent-insensitive", () => {
    expect(normalizeSearchText('  Atendimento ')).toBe('atendimento');
    expect(normalizeSearchText('Ação Época Niño')).toBe('acao epoca nino');
    const searchable = searchableText(['Atendimento Ágil']);
    expect(matchesSearch(searchable, normalizeSearchText('atendimento'))).toBe(true);
    expect(matchesSearch(searchable, normalizeSearchText('AGIL'))).toBe(true);
    expect(matchesSearch(searchable, normalizeSearchText('vendas'))).toBe(false);
  });

  it("spec 1 §5 'Searches' (Calls): name or id, never across the end of one and the start of the other", () => {
    const searchable = searchableText(['Suporte', 'sup42']);
    expect(matchesSearch(searchable, 'sup42')).toBe(true);
    expect(matchesSearch(searchable, 'porte')).toBe(true);
    expect(matchesSearch(searchable, 'portesup')).toBe(false);
  });

  it("spec 1 §5 'Searches': a term matches every text that contains it in any case or accent (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, term, after) => {
        const searchable = searchableText([`${before}${term.toUpperCase()}${after}`]);
        const normalized = normalizeSearchText(term);
        // Case folding may change the length of some letters; the rule holds for the folded text.
        if (!normalizeSearchText(`${before}${term.toUpperCase()}${after}`).includes(normalized)) return;
        expect(matchesSearch(searchable, normalized)).toBe(true);
      }),
      RUNS,
    );
  });

  it('spec 1 §5: the empty term matches every bot', () => {
    expect(matchesSearch(searchableText(['x']), '')).toBe(true);
  });

  it("spec 1 §5 'Searches' (Copilot): the status filter also requires hasPermission", () => {
    const locked = bot('Locked', false, true);
    expect(matchesStatusFilter(locked, 'all')).toBe(true);
    expect(matchesStatusFilter(locked, 'enabled')).toBe(false);
    expect(matchesStatusFilter(locked, 'disabled')).toBe(false);
    expect(matchesStatusFilter(bot('On', true, true), 'enabled')).toBe(true);
    expect(matchesStatusFilter(bot('Off', true, false), 'disabled')).toBe(true);
  });

  it("spec 1 §5 'Other': bots with permission sort first, then by name", () => {
    const sorted = [bot('beta'), bot('Alpha', false), bot('alpha'), bot('Bot 10'), bot('Bot 9')].sort(
      compareBots,
    );
    expect(sorted.map((b) => `${b.name}:${b.hasPermission}`)).toEqual([
      'alpha:true',
      'beta:true',
      'Bot 9:true',
      'Bot 10:true',
      'Alpha:false',
    ]);
  });

  it('spec 1 §5: the order is total and stable whatever the input order (property)', () => {
    const bots = fc.array(
      fc
        .record({ name: fc.string(), hasPermission: fc.boolean(), id: fc.uuid() })
        .map((r) => bot(r.name, r.hasPermission, false, r.id)),
    );
    fc.assert(
      fc.property(bots, (list) => {
        const once = [...list].sort(compareBots);
        const twice = [...list].reverse().sort(compareBots);
        expect(twice.map((b) => b.id)).toEqual(once.map((b) => b.id));
        const firstLocked = once.findIndex((b) => !b.hasPermission);
        if (firstLocked >= 0) expect(once.slice(firstLocked).every((b) => !b.hasPermission)).toBe(true);
      }),
      RUNS,
    );
  });

  it("spec 1 §3: a bot without permission counts as disabled in the 'Enabled bots' / 'Disabled bots' tiles", () => {
    expect(botCounts([bot('a', true, true), bot('b', false, true), bot('c', true, false)])).toEqual({
      enabled: 1,
      disabled: 2,
    });
  });

  it('issue 34 §2: a bot whose state is not read yet is not counted: the tiles add up to the bots read so far', () => {
    const unread = (name: string) => bot(name, true, false, name, false);
    expect(botCounts([bot('a', true, true), bot('b'), bot('c', false), unread('d'), unread('e')])).toEqual({
      enabled: 1,
      disabled: 2,
    });
  });

  it("issue 34 §2: a bot not read yet shows under 'All bots' only, and cannot be selected", () => {
    const unread = bot('u', true, false, 'u', false);
    expect(matchesStatusFilter(unread, 'all')).toBe(true);
    expect(matchesStatusFilter(unread, 'enabled')).toBe(false);
    expect(matchesStatusFilter(unread, 'disabled')).toBe(false);
    expect(isSelectable(unread)).toBe(false);
    expect(isSelectable(bot('r'))).toBe(true);
    expect(countUnread([unread, bot('r'), bot('v', false, false, 'v', false)])).toBe(2);
  });

  it('spec 1 §9: page sizes 5, 10, 25, 50 with 5 by default', () => {
    expect(BOT_PAGE_SIZES).toEqual([5, 10, 25, 50]);
    expect(DEFAULT_BOT_PAGE_SIZE).toBe(5);
  });

  it("spec 1 §2: 'Showing {from}-{to} of {total} results' — 1-based, the last page short, the page clamped", () => {
    expect(pageRange(12, 1, 5)).toEqual({ page: 1, pageCount: 3, from: 1, to: 5, total: 12 });
    expect(pageRange(12, 3, 5)).toEqual({ page: 3, pageCount: 3, from: 11, to: 12, total: 12 });
    expect(pageRange(12, 9, 5).page).toBe(3);
    expect(pageRange(12, 0, 5).page).toBe(1);
    expect(pageRange(0, 1, 5)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });

  it('spec 1 §2: the range always lies inside the list and covers at most one page (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.integer({ min: -5, max: 2000 }),
        fc.constantFrom(...BOT_PAGE_SIZES),
        (total, page, size) => {
          const range = pageRange(total, page, size);
          expect(range.page).toBeGreaterThanOrEqual(1);
          expect(range.page).toBeLessThanOrEqual(range.pageCount);
          if (total === 0) return;
          expect(range.from).toBe((range.page - 1) * size + 1);
          expect(range.to).toBeLessThanOrEqual(total);
          expect(range.to - range.from + 1).toBeLessThanOrEqual(size);
        },
      ),
      RUNS,
    );
  });

  it('spec 1 §2: a search with no match says so whatever the filter; each filter has its own empty state', () => {
    expect(botListEmptyState(3, 'x', 'enabled')).toBe('none');
    expect(botListEmptyState(0, 'x', 'enabled')).toBe('no-results');
    expect(botListEmptyState(0, '', 'enabled')).toBe('no-enabled');
    expect(botListEmptyState(0, '', 'disabled')).toBe('no-disabled');
    expect(botListEmptyState(0, '', 'all')).toBe('no-bots');
  });

  it("spec 1 §2: the empty state's button switches to the opposite filter", () => {
    expect(oppositeFilter('enabled')).toBe('disabled');
    expect(oppositeFilter('disabled')).toBe('enabled');
    expect(oppositeFilter('all')).toBe('all');
  });
});
