import type { FakeHostState } from '../fake-host/fake-host.state';

/** The fake backend's data as plain values (members, tenant, toggles, …). */
export type BackendSnapshot = { readonly [K in keyof FakeHostState]: FakeHostState[K] };

const SNAPSHOT_KEYS = [
  'loggedUser',
  'tenant',
  'currentTenant',
  'otherTenants',
  'members',
  'bots',
  'agents',
  'subscription',
  'agentPlan',
  'callsTerms',
  'copilot',
  'phoneNumberSettings',
  'pipelines',
  'catalogs',
  'documents',
  'certificates',
  'toggles',
  'faults',
  'scenario',
  'seed',
] as const satisfies readonly (keyof FakeHostState)[];

// Fails to compile when the state gains a getter this list does not read.
type Unread = Exclude<keyof FakeHostState, (typeof SNAPSHOT_KEYS)[number]>;
export const _everyGetterRead: [Unread] extends [never] ? true : never = true;

/**
 * Reads every public getter of the state now. The state object itself holds the live
 * runtime, which neither Playwright's evaluate nor structured cloning could carry.
 */
export function backendSnapshot(state: FakeHostState): BackendSnapshot {
  const snapshot: Record<string, unknown> = {};
  for (const key of SNAPSHOT_KEYS) snapshot[key] = state[key];
  return snapshot as BackendSnapshot;
}
