import { makeAutoObservable, type AnnotationMapEntry, type AnnotationsMap } from 'mobx';

/** Values that are data even though they are objects of a class. */
const DATA_PROTOTYPES: ReadonlySet<unknown> = new Set([
  Object.prototype,
  Array.prototype,
  Map.prototype,
  Set.prototype,
  Date.prototype,
]);

/**
 * A collaborator, not state: a function, or an instance of one of our classes (an injected
 * service or use case, a child presenter, a helper such as `Debounce` or `AsyncLoad`).
 */
function isCollaborator(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype !== null && !DATA_PROTOTYPES.has(prototype);
}

/**
 * Issue 21 §2: `makeAutoObservable` (actions bound) for a presenter or state class without
 * naming its injected dependencies again. When it runs (last in the constructor), every field
 * that holds a collaborator is left as it is; data fields (primitives, plain objects, arrays,
 * Map, Set, Date, and fields still undefined) are state. `annotations` annotate the rest in MobX's
 * own terms: `observableRef` for data that is replaced rather than edited, `false` for the rare
 * data field that is not state (a cache, a counter), `computed(...)` for options.
 *
 * A name that is not a member of the class throws, so a rename cannot leave a stale annotation;
 * so does `false` on a collaborator, which is plain already (one way to say it).
 */
export function makeObservableState<T extends object>(
  target: T,
  annotations: Readonly<Record<string, AnnotationMapEntry>> = {},
): T {
  const all: Record<string, AnnotationMapEntry> = { ...annotations };
  for (const [name, annotation] of Object.entries(annotations)) {
    if (!(name in target)) {
      throw new Error(`makeObservableState: ${target.constructor.name} has no member '${name}'`);
    }
    if (annotation === false && isCollaborator((target as Record<string, unknown>)[name])) {
      throw new Error(
        `makeObservableState: ${target.constructor.name}.${name} is a collaborator, plain already`,
      );
    }
  }
  for (const [name, value] of Object.entries(target)) {
    if (!(name in annotations) && isCollaborator(value)) all[name] = false;
  }
  return makeAutoObservable(target, all as AnnotationsMap<T, never>, { autoBind: true });
}
