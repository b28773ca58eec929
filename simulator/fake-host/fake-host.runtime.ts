import type { FakeBackend } from './backend/fake-backend';
import { FakeHostError } from './backend/fake-host.error';
import { LimeReason } from './backend/lime-reason';
import type { FakeHostOptions, FakeHostUi } from './fake-host.contract';
import type { FaultInjector } from './fault-injection';
import type { ToggleBoard } from './toggle-board';

/** What the action handlers share: the portal's own state around the backend. */
export interface FakeHostRuntime {
  readonly options: FakeHostOptions;
  readonly ui: FakeHostUi;
  readonly backend: FakeBackend;
  readonly toggles: ToggleBoard;
  readonly faults: FaultInjector;
  /** The tenant as the portal holds it after setCurrentTenant; undefined → read the backend. */
  portalTenant: Record<string, unknown> | undefined;
}

export type ActionHandler = (content: unknown) => unknown;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `content.key` when content is an object, or content itself when it is the bare value. */
export function field(content: unknown, key: string): unknown {
  return isRecord(content) ? content[key] : content;
}

export function badContent(action: string, why: string): FakeHostError {
  return new FakeHostError(LimeReason.INVALID_ARGUMENT, `${action}: ${why}`);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
