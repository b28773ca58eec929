import { keptValues } from './history-state';
import type { PrivateQueryKey } from './private-query';

/**
 * A screen's state as URL query parameters (issue 14: month, filter, tab and page survive a
 * reload and can be shared). Each parameter has a default that is never written, so a screen in
 * its default state keeps a plain URL, and a value that does not parse is the default: a shared
 * or hand-edited link can never put a screen in a state its controls could not.
 * Issue 35 §7: typed free text (a search) is a field `inHistory`, kept in the history entry's
 * state rather than the query, so it survives a reload of the frame but is never in the URL.
 */
export interface QueryField<T> {
  readonly key: string;
  /** The value the screen starts with; omitted from the URL. */
  readonly fallback: T;
  /** Kept in the history entry's state, never in the query (issue 35 §7). */
  readonly inHistory?: true;
  /** The value a raw parameter stands for, or undefined when it stands for none. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export type QueryFields<S> = { readonly [K in keyof S]: QueryField<S[K]> };

/** Longer search text is refused: no list's search needs it, and a URL is not a data channel. */
export const MAX_QUERY_TEXT_LENGTH = 100;
/** Beyond any list the module shows (10,000 rows at 5 a page is 2,000 pages). */
export const MAX_QUERY_PAGE = 100_000;

// Markup characters and control characters: a search for '<b>' is no one's search but a probe.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_TEXT = /[<>\u0000-\u001f\u007f]/;
const PAGE_NUMBER = /^[1-9]\d*$/;

/**
 * Text that is not typed by the user (an id picked from a list); over-long text or text with
 * markup stands for nothing. What a user types is a `privateTextField`.
 */
export function textField(key: string): QueryField<string> {
  return {
    key,
    fallback: '',
    parse: (raw) => (raw.length <= MAX_QUERY_TEXT_LENGTH && !UNSAFE_TEXT.test(raw) ? raw : undefined),
    format: (value) => value,
  };
}

/**
 * Free text as typed (a search), kept in the history entry's state and out of the URL (issue 35
 * §7); read from the query only when an old link still has it there. Same rules as `textField`.
 */
export function privateTextField(key: PrivateQueryKey): QueryField<string> {
  return { ...textField(key), inHistory: true };
}

/** A 1-based page number in plain decimal digits. Past a list's end is the list's to clamp. */
export function pageField(key = 'page'): QueryField<number> {
  return {
    key,
    fallback: 1,
    parse: (raw) => (PAGE_NUMBER.test(raw) && Number(raw) <= MAX_QUERY_PAGE ? Number(raw) : undefined),
    format: String,
  };
}

/** One of a closed set (a tab, a filter, a page size), written as its string form. */
export function choiceField<T extends string | number>(
  key: string,
  choices: readonly T[],
  fallback: T,
): QueryField<T> {
  return {
    key,
    fallback,
    parse: (raw) => choices.find((choice) => String(choice) === raw),
    format: String,
  };
}

/** An on/off switch: 'true' / 'false' only. */
export function flagField(key: string): QueryField<boolean> {
  return {
    key,
    fallback: false,
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    format: String,
  };
}

/**
 * Every field of `fields` from a query string ('?a=b' or 'a=b'); missing or invalid: its default.
 * A field kept in the history is read here too: an old link may still carry it (see `parseUrlState`).
 */
export function parseQuery<S>(fields: QueryFields<S>, search: string): S {
  return parseUrlState(fields, search, undefined);
}

/**
 * Every field of `fields` from a location: the query's parameters, and for a field kept in the
 * history its value in the router state (`historyState`, as `mergeHistoryState` wrote it). A
 * query that still has such a field (an old link, from before issue 35 §7) wins, once: the hook
 * then moves it to the state. Missing or invalid: the field's default.
 */
export function parseUrlState<S>(fields: QueryFields<S>, search: string, historyState: unknown): S {
  const params = new URLSearchParams(search);
  const kept = keptValues(historyState);
  const state = {} as S;
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    const raw = params.get(field.key);
    const fromQuery = raw === null ? undefined : field.parse(raw);
    const stored = field.inHistory === true ? kept[field.key] : undefined;
    const fromHistory = typeof stored === 'string' ? field.parse(stored) : undefined;
    state[name] = fromQuery ?? fromHistory ?? field.fallback;
  }
  return state;
}

/**
 * The query string of `state` ('?a=b', or '' when every value is its default), in field order.
 * Fields kept in the history are never in it.
 */
export function formatQuery<S>(fields: QueryFields<S>, state: S): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    const value = state[name];
    if (field.inHistory !== true && value !== field.fallback) params.set(field.key, field.format(value));
  }
  return asQuery(params);
}

/**
 * `search` with `fields` set to `state`, in field order after the other parameters: another
 * binding's parameters on the same page (a report's month beside a conversation page's filters)
 * stay as they are. A field kept in the history is taken out (an old link's `?search=`).
 */
export function mergeQuery<S>(fields: QueryFields<S>, state: S, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.keys(fields) as (keyof S)[]) params.delete(fields[name].key);
  new URLSearchParams(formatQuery(fields, state)).forEach((value, key) => params.append(key, value));
  return asQuery(params);
}

/**
 * Only `fields`' parameters of `search`, raw, in field order: what a binding compares with its
 * state, so that where another binding put them does not count as a change (no ping-pong). A
 * field kept in the history counts when it is there: its place is not the query.
 */
export function ownQuery<S>(fields: QueryFields<S>, search: string): string {
  const params = new URLSearchParams(search);
  const own = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const key = fields[name].key;
    for (const value of params.getAll(key)) own.append(key, value);
  }
  return asQuery(own);
}

function asQuery(params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
