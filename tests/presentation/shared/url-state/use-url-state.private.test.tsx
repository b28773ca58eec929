import { act, cleanup, render } from '@testing-library/react';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  MemoryRouter,
  Router,
  useLocation,
  useNavigationType,
  type Location,
  type To,
} from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_STATE_KEY } from '../../../../src/presentation/shared/url-state/history-fields';
import {
  choiceField,
  flagField,
  pageField,
  privateTextField,
  textField,
  type QueryFields,
} from '../../../../src/presentation/shared/url-state/query-fields';
import { useUrlState } from '../../../../src/presentation/shared/url-state/use-url-state';

interface ListState {
  readonly search: string;
  readonly page: number;
  readonly size: 5 | 10;
  readonly triggered: boolean;
}

const FIELDS: QueryFields<ListState> = {
  search: privateTextField('search'),
  page: pageField(),
  size: choiceField('size', [5, 10] as const, 5),
  triggered: flagField('triggered'),
};

const DEFAULTS: ListState = { search: '', page: 1, size: 5, triggered: false };

/** A list presenter stand-in: its list is loaded once `ready`. */
class ListPresenter {
  state: ListState = DEFAULTS;
  ready = false;
  readonly restores: ListState[] = [];
  loadedWith: ListState | undefined = undefined;

  constructor() {
    makeAutoObservable(this, { restores: false, loadedWith: false });
  }

  restore(state: ListState): void {
    this.restores.push(state);
    this.state = state;
  }

  set(change: Partial<ListState>): void {
    this.state = { ...this.state, ...change };
  }
}

const ListPage = observer(function ListPage({ presenter }: { readonly presenter: ListPresenter }) {
  useUrlState(() => ({
    fields: FIELDS,
    read: () => (presenter.ready ? presenter.state : undefined),
    restore: (state) => presenter.restore(state),
  }));
  useEffect(() => {
    presenter.loadedWith = presenter.state;
  }, [presenter]);
  return null;
});

/** A report month beside the list, as on a report page: another binding's parameter. */
const month = { value: '' };
const MonthBinding = observer(function MonthBinding() {
  useUrlState(() => ({
    fields: { month: textField('month') },
    read: () => ({ month: month.value }),
    restore: (state: { month: string }) => {
      if (state.month !== '') month.value = state.month;
    },
  }));
  return null;
});

/** Opens `/list` + `search` with the entry's router `state` (a link's names, or what a reload finds). */
function open(search: string, state: unknown = { from: 'link' }) {
  const presenter = new ListPresenter();
  const seen: { location: Location; type: string }[] = [];
  function Probe() {
    const location = useLocation();
    const type = useNavigationType();
    useEffect(() => {
      seen.push({ location, type });
    }, [location, type]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[{ pathname: '/list', search, state }]}>
      <MonthBinding />
      <ListPage presenter={presenter} />
      <Probe />
    </MemoryRouter>,
  );
  const ready = () => act(() => runInAction(() => (presenter.ready = true)));
  const change = (next: Partial<ListState>) => act(() => runInAction(() => presenter.set(next)));
  return { presenter, seen, last: () => seen.at(-1)!, ready, change };
}

describe('useUrlState, issue 35 §7: free text in the history entry, never in the query', () => {
  beforeEach(() => {
    month.value = '';
  });

  it('issue 35 §7: a search goes to the history state; page, size, flags and another binding’s month stay in the query', () => {
    month.value = '2026-09';
    const { seen, last, ready, change } = open('?month=2026-09');
    ready();
    change({ search: 'maria@example.com', page: 2, size: 10, triggered: true });
    expect(last().location.search).toBe('?month=2026-09&page=2&size=10&triggered=true');
    expect(last().location.search).not.toContain('maria');
    // Merged with the linking page's state, which stays.
    expect(last().location.state).toEqual({
      from: 'link',
      [HISTORY_STATE_KEY]: { search: 'maria@example.com' },
    });
    expect(seen.every((entry) => !entry.location.search.includes('search'))).toBe(true);
    expect(seen.slice(1).every((entry) => entry.type === 'REPLACE')).toBe(true);
    // Cleared: the state is the linking page's again, the query unchanged.
    change({ search: '' });
    expect(last().location.state).toEqual({ from: 'link' });
    expect(last().location.search).toBe('?month=2026-09&page=2&size=10&triggered=true');
  });

  it('issue 35 §7: a reload (same URL, same history state) restores the search before the first load, and writes nothing', () => {
    const kept = { from: 'link', [HISTORY_STATE_KEY]: { search: 'ana' } };
    const { presenter, seen, ready } = open('?page=3&triggered=true', kept);
    expect(presenter.loadedWith).toEqual({ search: 'ana', page: 3, size: 5, triggered: true });
    ready();
    expect(seen).toHaveLength(1);
    expect(presenter.restores).toHaveLength(1);
  });

  it('issue 35 §7: an old link’s `?search=` is honoured once and leaves the URL at once, while the list still loads', () => {
    const { presenter, last, ready, change } = open('?search=ana&page=2&size=7');
    expect(presenter.loadedWith).toEqual({ search: 'ana', page: 2, size: 5, triggered: false });
    // Not ready yet: only the search moved; the other parameters stay as they came.
    expect(last().location.search).toBe('?page=2&size=7');
    expect(last().location.state).toEqual({ from: 'link', [HISTORY_STATE_KEY]: { search: 'ana' } });
    ready();
    expect(last().location.search).toBe('?page=2');
    change({ page: 3 });
    expect(last().location.search).toBe('?page=3');
    expect(last().location.state).toEqual({ from: 'link', [HISTORY_STATE_KEY]: { search: 'ana' } });
    // The moved search was ours: it was not read back.
    expect(presenter.restores).toEqual([{ search: 'ana', page: 2, size: 5, triggered: false }]);
  });

  it('issue 35 §7: a bad search in the history state is ignored and cleaned away, like a bad query value', () => {
    const { presenter, last, ready } = open('', { [HISTORY_STATE_KEY]: { search: '<img src=x>' } });
    expect(presenter.loadedWith?.search).toBe('');
    ready();
    expect(last().location.state).toEqual({});
  });

  it('issue 35 §7: another entry’s history state (back, forward) is read in; our own writes are not', () => {
    const presenter = new ListPresenter();
    const written: { search: string; state: unknown }[] = [];
    const navigator = {
      createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
      go: () => undefined,
      push: () => undefined,
      replace: (to: To, state?: unknown) =>
        written.push({ search: typeof to === 'string' ? to : (to.search ?? ''), state }),
    };
    const at = (search: string, state: unknown) => (
      <Router location={{ pathname: '/list', search, state }} navigator={navigator}>
        <ListPage presenter={presenter} />
      </Router>
    );
    const view = render(at('', null));
    act(() => runInAction(() => (presenter.ready = true)));
    act(() => runInAction(() => presenter.set({ search: 'bia' })));
    act(() => runInAction(() => presenter.set({ page: 4 })));
    expect(written).toEqual([
      { search: '', state: { [HISTORY_STATE_KEY]: { search: 'bia' } } },
      { search: '?page=4', state: { [HISTORY_STATE_KEY]: { search: 'bia' } } },
    ]);
    view.rerender(at('', { [HISTORY_STATE_KEY]: { search: 'bia' } }));
    view.rerender(at('?page=4', { [HISTORY_STATE_KEY]: { search: 'bia' } }));
    expect(presenter.restores).toEqual([DEFAULTS]);
    view.rerender(at('?page=4', { [HISTORY_STATE_KEY]: { search: 'zoe' } }));
    expect(presenter.restores.at(-1)).toEqual({ ...DEFAULTS, search: 'zoe', page: 4 });
    cleanup();
  });
});
