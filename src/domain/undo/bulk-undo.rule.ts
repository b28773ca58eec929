/**
 * Undo of a reversible bulk change (issue 38 §2): a role change of members, a Copilot or Calls
 * access change of bots, an agent's switch. Deletes are not reversible and never reach here.
 */

/** One item a bulk change was sent for, with the value it had before. */
export interface ChangedItem<V> {
  readonly id: string;
  /** What the user knows the item by, to name it when it could not be restored. */
  readonly name: string;
  readonly previous: V;
}

/** The items to put back to one previous value, with the same command the change used. */
export interface UndoGroup<V> {
  readonly previous: V;
  readonly items: readonly ChangedItem<V>[];
}

/** How an undo ended: everything restored, or the names of the items that were not. */
export type UndoOutcome =
  | { readonly kind: 'restored'; readonly count: number }
  | { readonly kind: 'partial'; readonly notRestored: readonly string[] };

/**
 * What an undo puts back: only the items the change saved, and only those whose value changed
 * (a failed item was never changed; one already so was not either), each to its previous value.
 */
export function undoPlan<V>(
  changed: readonly ChangedItem<V>[],
  succeededIds: Iterable<string>,
  applied: V,
): readonly ChangedItem<V>[] {
  const succeeded = new Set(succeededIds);
  return changed.filter((item) => succeeded.has(item.id) && item.previous !== applied);
}

/**
 * The plan by previous value, in the order values first appear: members of one selection may
 * have had different roles, and each role is one command of its own.
 */
export function undoGroups<V>(plan: readonly ChangedItem<V>[]): readonly UndoGroup<V>[] {
  const groups = new Map<V, ChangedItem<V>[]>();
  for (const item of plan) {
    const group = groups.get(item.previous);
    if (group === undefined) groups.set(item.previous, [item]);
    else group.push(item);
  }
  return [...groups].map(([previous, items]) => ({ previous, items }));
}

/** The undo's outcome given the ids its commands restored: the others are named, in plan order. */
export function undoOutcome<V>(plan: readonly ChangedItem<V>[], restoredIds: Iterable<string>): UndoOutcome {
  const restored = new Set(restoredIds);
  const notRestored = plan.filter((item) => !restored.has(item.id)).map((item) => item.name);
  return notRestored.length === 0
    ? { kind: 'restored', count: plan.length }
    : { kind: 'partial', notRestored };
}
