import { type Document } from './document.entity';

/** Spec 2 §2.5/§4: the documents a polling run fetches — the listed ones still processing. */
export function processingDocumentIds(list: readonly Pick<Document, 'id' | 'status'>[]): readonly string[] {
  return list.filter((document) => document.status === 'processing').map((document) => document.id);
}

/**
 * Spec 2 §4: 'Items whose data changed are replaced in the list.' Fetched items replace the
 * listed item with the same id only when their data differ; an unchanged item keeps its
 * identity, and when nothing changed the very same list is returned, so an observer re-renders
 * nothing. A fetched item that is not listed (deleted meanwhile, or on another page) is not
 * added: the list is the page the user is looking at. With two fetched items of one id, the
 * later one stands (it is the more recent answer).
 */
export function mergePolled<T extends { readonly id: string }>(
  list: readonly T[],
  fetched: readonly T[],
): readonly T[] {
  if (fetched.length === 0) return list;
  const byId = new Map<string, T>();
  for (const item of fetched) byId.set(item.id, item);
  let changed = false;
  const merged = list.map((item) => {
    const update = byId.get(item.id);
    if (update === undefined || sameData(item, update)) return item;
    changed = true;
    return update;
  });
  return changed ? merged : list;
}

/**
 * Structural equality of plain data as mapped from JSON (objects, arrays, strings, numbers,
 * booleans, null, undefined). Key order does not matter; a key whose value is undefined equals
 * a missing key, as JSON would send them the same. NaN equals NaN.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameData(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameData(left[key], right[key])) return false;
  return true;
}
