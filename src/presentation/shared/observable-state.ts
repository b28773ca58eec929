import { makeAutoObservable, type AnnotationMapEntry, type AnnotationsMap } from 'mobx';

/**
 * Issue 21 §2: `makeAutoObservable` (actions bound) for a presenter or state class, with the
 * fields that are not state — injected services, helpers, timers, callbacks — named once in
 * `plain` and left as they are. `overrides` annotate the rest (e.g. `observableRef`). A name in
 * `plain` that is not a field of the class throws, so a rename cannot leave a stale exclusion.
 */
export function makeObservableState<T extends object>(
  target: T,
  plain: readonly string[],
  overrides: Readonly<Record<string, AnnotationMapEntry>> = {},
): T {
  const annotations: Record<string, AnnotationMapEntry> = { ...overrides };
  for (const name of plain) {
    if (!(name in target))
      throw new Error(`makeObservableState: ${target.constructor.name} has no field '${name}'`);
    annotations[name] = false;
  }
  return makeAutoObservable(target, annotations as AnnotationsMap<T, never>, { autoBind: true });
}
