import { HISTORY_STATE_KEY, isRecord, keptValues } from './history-state';
import type { QueryFields } from './query-fields';

export { HISTORY_STATE_KEY } from './history-state';

/**
 * Issue 35 §7: the fields `inHistory` (a search) of a screen, kept in the router state of the
 * history entry rather than in the query. The router keeps that state in `history.state`, so a
 * reload of the frame keeps it, but the URL, the portal (`stateChangeSuccess`) and the server's
 * access log never see it.
 */

/** Whether `search` has a parameter of a field kept in the history (an old link's search). */
export function hasHistoryFieldInQuery<S>(fields: QueryFields<S>, search: string): boolean {
  const params = new URLSearchParams(search);
  return (Object.keys(fields) as (keyof S)[]).some(
    (name) => fields[name].inHistory === true && params.has(fields[name].key),
  );
}

/**
 * `historyState` (the router state of the current entry) with `fields`' values kept in the history
 * set to `state`'s: defaults left out, other keys (the linking page's names, another binding's
 * fields) kept. Unchanged when nothing is to be kept and nothing was. A state that is not an
 * object (no page passes one) cannot hold the fields and is replaced when one is kept.
 */
export function mergeHistoryState<S>(fields: QueryFields<S>, state: S, historyState: unknown): unknown {
  const base = isRecord(historyState) ? historyState : {};
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(keptValues(historyState))) {
    if (typeof value === 'string') kept[key] = value;
  }
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    if (field.inHistory !== true) continue;
    delete kept[field.key];
    if (state[name] !== field.fallback) kept[field.key] = field.format(state[name]);
  }
  const had = isRecord(historyState) && HISTORY_STATE_KEY in historyState;
  if (Object.keys(kept).length === 0) {
    if (!had) return historyState;
    const rest = { ...base };
    delete rest[HISTORY_STATE_KEY];
    return rest;
  }
  return { ...base, [HISTORY_STATE_KEY]: kept };
}

/**
 * `fields`' values kept in the history as `state` would store them ('search=ana', '' when all are
 * defaults), in field order: what a binding compares with the entry's `ownHistory`.
 */
export function formatHistory<S>(fields: QueryFields<S>, state: S): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    const value = state[name];
    if (field.inHistory === true && value !== field.fallback) params.set(field.key, field.format(value));
  }
  return params.toString();
}

/** `fields`' values kept in the history entry's state, raw, in field order ('' when none). */
export function ownHistory<S>(fields: QueryFields<S>, historyState: unknown): string {
  const kept = keptValues(historyState);
  const own = new URLSearchParams();
  for (const name of Object.keys(fields) as (keyof S)[]) {
    const field = fields[name];
    const value = kept[field.key];
    if (field.inHistory === true && typeof value === 'string') own.set(field.key, value);
  }
  return own.toString();
}

/** `search` without the parameters of `fields` kept in the history; the others as they came. */
export function withoutHistoryFields<S>(fields: QueryFields<S>, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.keys(fields) as (keyof S)[]) {
    if (fields[name].inHistory === true) params.delete(fields[name].key);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
