import { act, render } from '@testing-library/react';
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
import { describe, expect, it } from 'vitest';
import {
  pageField,
  textField,
  type QueryFields,
} from '../../../../src/presentation/shared/url-state/query-fields';
import { useUrlState } from '../../../../src/presentation/shared/url-state/use-url-state';

interface DemoState {
  readonly search: string;
  readonly page: number;
}

const FIELDS: QueryFields<DemoState> = { search: textField('search'), page: pageField() };

/** A presenter stand-in: its list is loaded once `ready`. */
class DemoPresenter {
  search = '';
  page = 1;
  ready = false;
  readonly restores: DemoState[] = [];
  /** What the page's load effect saw: the URL's state must already be in. */
  loadedWith: DemoState | undefined = undefined;

  constructor() {
    makeAutoObservable(this, { restores: false, loadedWith: false });
  }

  restore(state: DemoState): void {
    this.restores.push(state);
    this.search = state.search;
    this.page = state.page;
  }
}

const DemoPage = observer(function DemoPage({ presenter }: { readonly presenter: DemoPresenter }) {
  useUrlState(() => ({
    fields: FIELDS,
    read: () => (presenter.ready ? { search: presenter.search, page: presenter.page } : undefined),
    restore: (state) => presenter.restore(state),
  }));
  useEffect(() => {
    presenter.loadedWith = { search: presenter.search, page: presenter.page };
  }, [presenter]);
  return null;
});

function open(url: string) {
  const presenter = new DemoPresenter();
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
    <MemoryRouter initialEntries={[{ pathname: '/list', search: url, state: { from: 'link' } }]}>
      <DemoPage presenter={presenter} />
      <Probe />
    </MemoryRouter>,
  );
  return { presenter, seen, last: () => seen.at(-1)! };
}

describe('useUrlState (issue 14: state in the URL)', () => {
  it('reads the query into the presenter before the page starts its first load', () => {
    const { presenter } = open('?search=ana&page=3');
    expect(presenter.loadedWith).toEqual({ search: 'ana', page: 3 });
  });

  it('leaves the URL as it came while the list is loading (a page is not clamped against nothing)', () => {
    const { seen, last } = open('?page=3');
    expect(seen).toHaveLength(1);
    expect(last().location.search).toBe('?page=3');
  });

  it('writes changes back with replace navigations, defaults omitted, router state kept', () => {
    const { presenter, seen, last } = open('?page=abc&search=%3Cb%3E');
    act(() => runInAction(() => (presenter.ready = true)));
    // Invalid values were ignored; the defaults they fell back to leave the URL plain.
    expect(last().location.search).toBe('');
    act(() => runInAction(() => (presenter.search = 'maria')));
    act(() => runInAction(() => (presenter.page = 2)));
    expect(last().location.search).toBe('?search=maria&page=2');
    expect(last().location.pathname).toBe('/list');
    expect(last().location.state).toEqual({ from: 'link' });
    expect(seen.slice(1).every((entry) => entry.type === 'REPLACE')).toBe(true);
  });

  it('never loops: its own writes are not read back into the presenter', () => {
    const { presenter } = open('?search=ana');
    act(() => runInAction(() => (presenter.ready = true)));
    act(() => runInAction(() => (presenter.search = 'bia')));
    act(() => runInAction(() => (presenter.page = 4)));
    expect(presenter.restores).toEqual([{ search: 'ana', page: 1 }]);
  });

  it("two bindings on one page (a report's month beside its filters) keep each other's parameters", () => {
    const month = { value: '2026-10' };
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
    const presenter = new DemoPresenter();
    const seen: string[] = [];
    function Probe() {
      const location = useLocation();
      useEffect(() => {
        seen.push(location.search);
      }, [location]);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/list?month=2026-09&page=2']}>
        <MonthBinding />
        <DemoPage presenter={presenter} />
        <Probe />
      </MemoryRouter>,
    );
    act(() => runInAction(() => (presenter.ready = true)));
    act(() => runInAction(() => (presenter.search = 'ana')));
    expect(presenter.page).toBe(2);
    expect(month.value).toBe('2026-09');
    expect(new URLSearchParams(seen.at(-1)).get('month')).toBe('2026-09');
    expect(new URLSearchParams(seen.at(-1)).get('search')).toBe('ana');
    expect(new URLSearchParams(seen.at(-1)).get('page')).toBe('2');
    expect(seen.length).toBeLessThan(6);
  });
});

describe('useUrlState when the router commits a write late (issue 14)', () => {
  it("a write's location arriving after a newer write does not undo the newer choice", () => {
    const presenter = new DemoPresenter();
    const written: string[] = [];
    const navigator = {
      createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
      go: () => undefined,
      push: () => undefined,
      // The location is not updated here: the test commits it when it chooses, as a transition would.
      replace: (to: To) => written.push(typeof to === 'string' ? to : (to.search ?? '')),
    };
    const at = (search: string) => (
      <Router location={{ pathname: '/list', search }} navigator={navigator}>
        <DemoPage presenter={presenter} />
      </Router>
    );
    const view = render(at(''));
    act(() => runInAction(() => (presenter.ready = true)));
    act(() => runInAction(() => (presenter.search = 'bia')));
    act(() => runInAction(() => (presenter.page = 4)));
    expect(written).toEqual(['?search=bia', '?search=bia&page=4']);
    view.rerender(at('?search=bia'));
    view.rerender(at('?search=bia&page=4'));
    expect(presenter.restores).toEqual([{ search: '', page: 1 }]);
    expect(presenter.page).toBe(4);
    // Someone else's URL (back button, a shared link) is still read in.
    view.rerender(at('?search=zoe'));
    expect(presenter.restores.at(-1)).toEqual({ search: 'zoe', page: 1 });
  });
});
