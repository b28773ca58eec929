/** A copy of `set` with `ids` added (`on`) or removed: the sets are replaced, never mutated. */
export function withIds(set: ReadonlySet<string>, ids: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
