/**
 * A screen's state as URL query parameters (issue 14: month, search, filter, tab and page survive a
 * reload and can be shared). Each parameter has a default that is never written, so a screen in
 * its default state keeps a plain URL, and a value that does not parse is the default: a shared
 * or hand-edited link can never put a screen in a state its controls could not.
 */
export interface QueryField<T> {
  readonly key: string;
  /** The value the screen starts with; omitted from the URL. */
  readonly fallback: T;
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

/** Free text as typed (a search); over-long text or text with markup stands for nothing. */
export function textField(key: string): QueryField<string> {
  return {
    key,
    fallback: '',
    parse: (raw) => (raw.length <= MAX_QUERY_TEXT_LENGTH && !UNSAFE_TEXT.test(raw) ? raw : undefined),
    format: (value) => value,
  };
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

/** Every field of `fields` from a query string ('?a=b' or 'a=b'); missing or invalid: its default. */
export function parseQuery<S>(fields: QueryFields<S>, search: string): S {
  const params = new URLSearchParams(search);
  const state = {} as S;
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    const raw = params.get(field.key);
    state[name] = (raw === null ? undefined : field.parse(raw)) ?? field.fallback;
  }
  return state;
}

/** The query string of `state` ('?a=b', or '' when every value is its default), in field order. */
export function formatQuery<S>(fields: QueryFields<S>, state: S): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    const value = state[name];
    if (value !== field.fallback) params.set(field.key, field.format(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * `search` with `fields` set to `state`, in field order after the other parameters: another
 * binding's parameters on the same page (a report's month beside a conversation page's filters)
 * stay as they are.
 */
export function mergeQuery<S>(fields: QueryFields<S>, state: S, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.keys(fields) as (keyof S)[]) params.delete(fields[name].key);
  new URLSearchParams(formatQuery(fields, state)).forEach((value, key) => params.append(key, value));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * Only `fields`' parameters of `search`, raw, in field order: what a binding compares with its
 * state, so that where another binding put them does not count as a change (no ping-pong).
 */
export function ownQuery<S>(fields: QueryFields<S>, search: string): string {
  const params = new URLSearchParams(search);
  const own = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const key = fields[name].key;
    for (const value of params.getAll(key)) own.append(key, value);
  }
  const query = own.toString();
  return query === '' ? '' : `?${query}`;
}
