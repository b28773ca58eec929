/**
 * The router state of a history entry as the URL-state fields read it (issue 35 §7): the values
 * kept out of the query sit under one key. Apart from the fields so that the query fields (which
 * read the kept values) and the history fields (which also write them) need not import each other.
 */

/**
 * The key of the router state under which the fields kept in the history are stored, beside
 * what the linking page passed (names of a catalog and document): `{ …, [key]: { search: 'ana' } }`.
 */
export const HISTORY_STATE_KEY = 'privateFields';

/** The values kept in `historyState` under that key; none when it holds no such record. */
export function keptValues(historyState: unknown): Record<string, unknown> {
  const kept = isRecord(historyState) ? historyState[HISTORY_STATE_KEY] : undefined;
  return isRecord(kept) ? kept : {};
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
