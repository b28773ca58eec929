import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatQuery, mergeQuery, ownQuery, parseQuery, type QueryFields } from './query-fields';

/** How one screen's presenter is kept in its URL query. */
export interface UrlStateBinding<S> {
  readonly fields: QueryFields<S>;
  /**
   * The state to write, read while the (observer) page renders. undefined while the screen has not settled
   * (its list is loading): the URL stays as it came, so a page number is not clamped against an
   * empty list and lost.
   */
  read(): S | undefined;
  /** Puts the URL's state into the presenter; every missing or invalid value is its default. */
  restore(state: S): void;
}

/**
 * Reads the query into the presenter when the page mounts (and when something else changes the
 * query), and writes the presenter's state back with `replace` navigations, so a reload or a
 * shared link opens the same state and the back button is not filled with every keystroke.
 * Our own writes are recognised when they come back, so reading and writing never loop.
 * The binding is made once per mount; the page calling this must be an `observer`.
 */
export function useUrlState<S>(createBinding: () => UrlStateBinding<S>): void {
  const [binding] = useState(createBinding);
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  // Our writes whose location has not come back yet, oldest first. The router commits
  // navigations in transitions: a write's location may arrive after a newer write was made (a
  // tab clicked right after a filter changed), and restoring it would undo the newer choice.
  const written = useRef<string[]>([]);

  // A layout effect: the URL's state is in the presenter before any page effect starts a load.
  useLayoutEffect(() => {
    const ours = written.current.indexOf(location.search);
    if (ours >= 0) {
      written.current.splice(0, ours + 1);
      return;
    }
    written.current = [];
    binding.restore(parseQuery(binding.fields, location.search));
  }, [binding, location.search]);

  // Read in render: the calling page is an observer, so it renders again when the state changes
  // (no MobX reaction: that would add its code to the first load's shared MobX chunk). The effect
  // reads again: a restore in this commit's layout effect is newer than what this render saw.
  const rendered = queryOf(binding);
  useEffect(() => {
    const state = binding.read();
    const here = current.current;
    if (state === undefined) return;
    // Only this binding's parameters count and change: another binding's (the report month) stay.
    if (ownQuery(binding.fields, here.search) === formatQuery(binding.fields, state)) return;
    const search = mergeQuery(binding.fields, state, here.search);
    // Bounded: a router that never echoes a write back still keeps only the last few.
    written.current = [...written.current, search].slice(-MAX_UNECHOED_WRITES);
    // The router state (names passed by the page that linked here) stays with the page.
    void navigate({ pathname: here.pathname, search, hash: here.hash }, { replace: true, state: here.state });
  }, [binding, rendered, location.search, navigate]);
}

const MAX_UNECHOED_WRITES = 10;

function queryOf<S>(binding: UrlStateBinding<S>): string | undefined {
  const state = binding.read();
  return state === undefined ? undefined : formatQuery(binding.fields, state);
}
