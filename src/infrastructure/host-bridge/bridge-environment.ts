import { randomUuid } from '../host/random-uuid';
import type { JournalStorage } from './in-flight-writes.journal';

/**
 * What the postMessage transport touches of the browser, injectable so tests drive the
 * window, the clock and the ids (the transport stays constructible with `new`).
 */
export interface MessageTargetWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface BridgeWindow {
  readonly parent: MessageTargetWindow | null;
  readonly name: string;
  readonly location: { readonly ancestorOrigins?: ArrayLike<string> | undefined };
  readonly document: { readonly referrer: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export type TimerHandle = unknown;

export const HostBridgeEnvironment = Symbol.for('HostBridgeEnvironment');
export interface HostBridgeEnvironment {
  readonly window: BridgeWindow;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  randomUUID(): string;
  /** ms since the epoch. */
  now(): number;
  /** The frame's session storage, or null where there is none (or it is refused). */
  readonly storage: JournalStorage | null;
}

export function browserBridgeEnvironment(win: BridgeWindow): HostBridgeEnvironment {
  return {
    window: win,
    // Read the globals at call time so fake timers installed later still apply.
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    randomUUID: () => randomUuid(),
    now: () => Date.now(),
    storage: sessionStorageOrNull(),
  };
}

function sessionStorageOrNull(): JournalStorage | null {
  try {
    // Reading the property itself throws where storage is blocked for third-party frames.
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
