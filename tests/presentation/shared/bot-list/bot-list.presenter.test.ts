import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionBot } from '../../../../src/domain/shared/bot-list.rule';
import { BotListPresenter } from '../../../../src/presentation/shared/bot-list/bot-list.presenter';

interface Bot extends PermissionBot {
  readonly shortName: string;
}

const bot = (name: string, options: Partial<Bot> = {}): Bot => ({
  id: name.toLowerCase().replace(/\s/g, '-'),
  name,
  shortName: `${name.toLowerCase().replace(/\s/g, '')}1`,
  hasPermission: true,
  enabled: false,
  stateKnown: true,
  ...options,
});

function list(bots: readonly Bot[]): BotListPresenter<Bot> {
  const state = new BotListPresenter<Bot>((b) => [b.name, b.shortName]);
  state.replace(bots);
  return state;
}

const TWELVE = Array.from({ length: 12 }, (_, index) =>
  bot(`Bot ${String(index + 1).padStart(2, '0')}`, { enabled: index % 2 === 0 }),
);

describe('the shared bot-permission list state (spec 1 §2, §4, §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("spec 1 §9: 5 per page by default, 'Showing 1-5 of 12 results', the last page short", () => {
    const state = list(TWELVE);
    expect(state.pageRows).toHaveLength(5);
    expect(state.range).toMatchObject({ from: 1, to: 5, total: 12, pageCount: 3 });
    state.pageChanged(3);
    expect(state.pageRows.map((b) => b.name)).toEqual(['Bot 11', 'Bot 12']);
    state.pageSizeChanged(25);
    expect(state.range).toMatchObject({ page: 1, from: 1, to: 12 });
  });

  it('spec 1 §9: the search settles 500 ms after typing, accent- and case-insensitive, on page 1', () => {
    const state = list([...TWELVE, bot('Atendimento Ágil')]);
    state.pageChanged(2);
    state.searchChanged('  ATENDIMENTO agil ');
    vi.advanceTimersByTime(499);
    expect(state.visible).toHaveLength(13);
    vi.advanceTimersByTime(1);
    expect(state.visible.map((b) => b.name)).toEqual(['Atendimento Ágil']);
    expect(state.range.page).toBe(1);
  });

  it("spec 1 §5 'Searches' (Calls): the id (shortName) is searched too", () => {
    const state = list(TWELVE);
    state.searchChanged('bot071');
    vi.advanceTimersByTime(500);
    expect(state.visible.map((b) => b.name)).toEqual(['Bot 07']);
  });

  it('spec 1 §4: changing the filter goes back to page 1; the filter needs permission', () => {
    const state = list([...TWELVE, bot('Locked', { hasPermission: false, enabled: true })]);
    state.pageChanged(2);
    state.filterChanged('enabled');
    expect(state.range.page).toBe(1);
    expect(state.visible.every((b) => b.enabled && b.hasPermission)).toBe(true);
    expect(state.visible).toHaveLength(6);
  });

  it("spec 1 §5 'Other': permission first, then by name", () => {
    const state = list([bot('Zeta'), bot('Alpha', { hasPermission: false }), bot('beta')]);
    expect(state.visible.map((b) => b.name)).toEqual(['beta', 'Zeta', 'Alpha']);
  });

  it("spec 1 §5 'Other': a locked bot cannot be selected and select-all leaves it out", () => {
    const locked = bot('Locked', { hasPermission: false });
    const state = list([bot('A'), bot('B'), locked]);
    state.selectionToggled(locked.id, true);
    expect(state.selected.size).toBe(0);
    state.allToggled(true);
    expect([...state.selected].sort()).toEqual(['a', 'b']);
    expect(state.allSelected).toBe(true);
    expect(state.selectedBots.map((b) => b.id)).toEqual(['a', 'b']);
    state.allToggled(false);
    expect(state.selected.size).toBe(0);
  });

  it('issue 14: Space on a row flips its selection as the checkbox would; locked and saving rows stay', () => {
    const locked = bot('Locked', { hasPermission: false });
    const state = list([bot('A'), bot('B'), locked]);
    state.selectionFlipped('a');
    expect([...state.selected]).toEqual(['a']);
    state.selectionFlipped('a');
    expect(state.selected.size).toBe(0);
    state.selectionFlipped(locked.id);
    expect(state.selected.size).toBe(0);
    state.setBusy(['b'], true);
    state.selectionFlipped('b');
    expect(state.selected.size).toBe(0);
    state.setBusy(['b'], false);
    state.selectionFlipped('b');
    expect(state.selectedBots.map((b) => b.id)).toEqual(['b']);
  });

  it('select-all covers what the search and filter show, on every page', () => {
    const state = list(TWELVE);
    state.filterChanged('disabled');
    state.allToggled(true);
    expect(state.selected.size).toBe(6);
    expect(state.someSelected).toBe(false);
    state.filterChanged('all');
    expect(state.allSelected).toBe(false);
    expect(state.someSelected).toBe(true);
  });

  it('selected bots a search hides are left out of the counter and the bulk action until they show again', () => {
    const state = list([bot('Alpha'), bot('Beta')]);
    state.allToggled(true);
    state.searchChanged('alp');
    vi.advanceTimersByTime(500);
    expect(state.selectedBots.map((b) => b.id)).toEqual(['alpha']);
    state.searchChanged('');
    vi.advanceTimersByTime(500);
    expect(state.selectedBots.map((b) => b.id)).toEqual(['alpha', 'beta']);
  });

  it('new data keeps the selection of bots still there and selectable', () => {
    const state = list([bot('A'), bot('B')]);
    state.allToggled(true);
    state.replace([bot('A', { hasPermission: false }), bot('B'), bot('C')]);
    expect([...state.selected]).toEqual(['b']);
  });

  it('spec 1 §2 empty states: each filter, and the search that found nothing', () => {
    const state = list([bot('A', { enabled: false })]);
    state.filterChanged('enabled');
    expect(state.emptyState).toBe('no-enabled');
    expect(state.oppositeFilter).toBe('disabled');
    state.searchChanged('zzz');
    vi.advanceTimersByTime(500);
    expect(state.emptyState).toBe('no-results');
    expect(state.range).toMatchObject({ from: 0, to: 0, total: 0 });
  });

  it('a disposed list drops the pending search', () => {
    const state = list(TWELVE);
    state.searchChanged('Bot 01');
    state.dispose();
    vi.advanceTimersByTime(1000);
    expect(state.term).toBe('');
  });
});

describe('architecture.md §8 / issue 8: 2,000 bots', () => {
  // Timed in the browser, held to a plain table of every bot, in bots-scale.e2e.ts (issue 19 §1:
  // no milliseconds in a unit test).
  it('a filter and a page change give their five rows', () => {
    const bots = Array.from({ length: 2000 }, (_, index) =>
      bot(`Bot ${index}`, { hasPermission: index % 5 !== 4, enabled: index % 3 === 0 }),
    );
    const state = list(bots);
    expect(state.pageRows).toHaveLength(5);
    state.filterChanged('enabled');
    const rows = state.pageRows;
    state.pageChanged(20);
    const later = state.pageRows;
    expect(rows).toHaveLength(5);
    expect(later).toHaveLength(5);
    expect(later).not.toEqual(rows);
  });
});
