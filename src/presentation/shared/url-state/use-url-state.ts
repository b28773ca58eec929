import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import {
  formatHistory,
  hasHistoryFieldInQuery,
  mergeHistoryState,
  ownHistory,
  withoutHistoryFields,
} from './history-fields';
import { formatQuery, mergeQuery, ownQuery, parseUrlState, type QueryFields } from './query-fields';

/** How one screen's presenter is kept in its URL query (and its searches in the history entry). */
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
 * Issue 35 §7: a field `inHistory` (a search) is read from and written to the history entry's
 * state (the router state, merged with what the linking page passed), never the query, so a reload
 * of the frame keeps it but the URL, the portal and the server's log never see it; an old link's
 * `?search=` is read once and moved there at once.
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
  // This binding's fields kept in the history, by value: the router state is a copy each time.
  const kept = ownHistory(binding.fields, location.state);

  // A layout effect: the URL's state is in the presenter before any page effect starts a load.
  useLayoutEffect(() => {
    const ours = written.current.indexOf(locationKey(location.search, kept));
    if (ours >= 0) {
      written.current.splice(0, ours + 1);
      return;
    }
    written.current = [];
    binding.restore(parseUrlState(binding.fields, location.search, current.current.state));
  }, [binding, location.search, kept]);

  // Read in render: the calling page is an observer, so it renders again when the state changes
  // (no MobX reaction: that would add its code to the first load's shared MobX chunk). The effect
  // reads again: a restore in this commit's layout effect is newer than what this render saw.
  const rendered = snapshotOf(binding);
  useEffect(() => {
    const state = binding.read();
    const here = current.current;
    if (state === undefined) {
      // An old link's search leaves the URL at once, while the list may still load: only the
      // fields kept in the history move, the rest of the query stays as it came. Not in the layout
      // effect: on the router's first mount its listener is not there yet, and the move was lost.
      if (hasHistoryFieldInQuery(binding.fields, here.search)) {
        const moved = parseUrlState(binding.fields, here.search, here.state);
        write({ binding, written, navigate, here }, withoutHistoryFields(binding.fields, here.search), moved);
      }
      return;
    }
    // Only this binding's parameters count and change: another binding's (the report month) stay.
    const same =
      ownQuery(binding.fields, here.search) === formatQuery(binding.fields, state) &&
      ownHistory(binding.fields, here.state) === formatHistory(binding.fields, state);
    if (same) return;
    write({ binding, written, navigate, here }, mergeQuery(binding.fields, state, here.search), state);
  }, [binding, rendered, location.search, kept, navigate]);
}

const MAX_UNECHOED_WRITES = 10;

interface Writer<S> {
  readonly binding: UrlStateBinding<S>;
  readonly written: { current: string[] };
  readonly navigate: NavigateFunction;
  readonly here: Location;
}

/** A `replace` navigation to `search` with `state`'s fields kept in the history, remembered as ours. */
function write<S>({ binding, written, navigate, here }: Writer<S>, search: string, state: S): void {
  const key = locationKey(search, formatHistory(binding.fields, state));
  // Bounded: a router that never echoes a write back still keeps only the last few.
  written.current = [...written.current, key].slice(-MAX_UNECHOED_WRITES);
  // The router state (names passed by the page that linked here) stays with the page.
  void navigate(
    { pathname: here.pathname, search, hash: here.hash },
    { replace: true, state: mergeHistoryState(binding.fields, state, here.state) },
  );
}

/** A location as a binding sees it: its query and its own fields kept in the history. */
function locationKey(search: string, kept: string): string {
  return `${search}\n${kept}`;
}

function snapshotOf<S>(binding: UrlStateBinding<S>): string | undefined {
  const state = binding.read();
  return state === undefined
    ? undefined
    : locationKey(formatQuery(binding.fields, state), formatHistory(binding.fields, state));
}
