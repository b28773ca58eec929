import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserBridgeEnvironment } from '../../../src/infrastructure/host-bridge/bridge-environment';
import { fakeModuleWindow } from './fake-windows';

/** The browser side of the bridge: the frame's real clock, timers, ids and session storage. */
afterEach(() => {
  vi.useRealTimers();
});

describe('browserBridgeEnvironment (architecture.md §4)', () => {
  it('architecture.md §4: timers are the global ones, read at call time, and can be cleared', () => {
    const env = browserBridgeEnvironment(fakeModuleWindow());
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const fired: string[] = [];
    env.setTimeout(() => fired.push('kept'), 100);
    const cancelled = env.setTimeout(() => fired.push('cleared'), 100);
    env.clearTimeout(cancelled);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual(['kept']);
    expect(env.now()).toBe(1_800_000_000_100);
  });

  it('architecture.md §4: ids are fresh v4 UUIDs and the storage is the frame’s session storage', () => {
    const env = browserBridgeEnvironment(fakeModuleWindow());
    const id = env.randomUUID();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(env.randomUUID()).not.toBe(id);
    expect(env.storage).toBe(globalThis.sessionStorage);
  });
});
