/**
 * Spec 1 §9, spec 2 §9: a list's search follows what is typed once typing has stopped for
 * this long. Every searchable list (members, agents, pipelines, catalogs, Copilot, Calls) uses
 * this one value.
 */
export const SEARCH_DEBOUNCE_MS = 500;
