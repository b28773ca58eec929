import { vi, type Mock } from 'vitest';
import {
  type BridgeWindow,
  type HostBridgeEnvironment,
} from '../../../src/infrastructure/host-bridge/bridge-environment';
import type { JournalStorage } from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';

/** Test doubles for the two sides of the frame boundary (no real cross-origin frames in jsdom). */
export const HOST_ORIGIN = 'https://portal.example.com';
export const MODULE_ORIGIN = 'https://tenant-admin.example.com';

export type PostMessageMock = Mock<(message: unknown, targetOrigin: string) => void>;

export interface FakeParent {
  readonly postMessage: PostMessageMock;
}

export type FakeModuleWindow = BridgeWindow & EventTarget;

export interface ModuleWindowInit {
  readonly parent?: FakeParent | null;
  readonly ancestorOrigins?: readonly string[] | undefined;
  readonly referrer?: string;
  readonly name?: string;
}

export function fakeParent(): FakeParent {
  return { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
}

export function fakeModuleWindow(init: ModuleWindowInit = {}): FakeModuleWindow {
  const target = new EventTarget();
  const ancestorOrigins = 'ancestorOrigins' in init ? init.ancestorOrigins : [HOST_ORIGIN];
  return Object.assign(target, {
    parent: init.parent === undefined ? fakeParent() : init.parent,
    name: init.name ?? 'tenant-admin',
    location: { ancestorOrigins },
    document: { referrer: init.referrer ?? '' },
  }) as unknown as FakeModuleWindow;
}

/** Deterministic ids, the (possibly faked) global timers and clock, and a storage of its own. */
export function testEnvironment(
  win: BridgeWindow,
  storage: JournalStorage | null = memoryStorage(),
): HostBridgeEnvironment {
  let next = 0;
  return {
    window: win,
    storage,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    randomUUID: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  };
}

/** Session storage as a map (one per frame session). */
export function memoryStorage(): JournalStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function deliver(target: EventTarget, data: unknown, origin: string, source: unknown): void {
  target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

/** A promise's state without awaiting it, so a test can check "still pending". */
export function observe<T>(promise: Promise<T>): {
  state: 'pending' | 'resolved' | 'rejected';
  value?: T;
  error?: unknown;
} {
  const outcome: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = {
    state: 'pending',
  };
  promise.then(
    (value) => Object.assign(outcome, { state: 'resolved', value }),
    (error: unknown) => Object.assign(outcome, { state: 'rejected', error }),
  );
  return outcome;
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/**
 * Two windows across a frame boundary, delivering asynchronously and cloned as browsers do,
 * and only when the sender's targetOrigin matches the receiver's origin.
 */
export function linkedFrames(): {
  hostWindow: EventTarget;
  moduleWindow: FakeModuleWindow;
  frame: FakeParent;
} {
  const hostWindow = new EventTarget();
  const post = (to: EventTarget, toOrigin: string, fromOrigin: string, source: () => unknown) =>
    vi.fn((message: unknown, targetOrigin: string) => {
      const clone: unknown = structuredClone(message);
      if (targetOrigin !== '*' && targetOrigin !== toOrigin) return;
      void Promise.resolve().then(() => deliver(to, clone, fromOrigin, source()));
    });
  const parent: FakeParent = { postMessage: post(hostWindow, HOST_ORIGIN, MODULE_ORIGIN, () => frame) };
  const moduleWindow = fakeModuleWindow({ parent });
  const frame: FakeParent = { postMessage: post(moduleWindow, MODULE_ORIGIN, HOST_ORIGIN, () => parent) };
  return { hostWindow, moduleWindow, frame };
}

/** What a forged reply tries to make the module believe. */
export const FORGED_RESPONSE = 'forged';

/** A hostile message: its data, the origin it arrives from and the window that sent it. */
export interface HostileMessage {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

/**
 * Issue 19 §1: the hostile messages of the end-to-end suite (tests/e2e/hostile-frames.e2e.ts), each
 * carrying the id of a request that is really pending, so only the sender checks (source, exact
 * origin) or the shape check stand between it and the request. `id` is the pending request's,
 * `parent` the module's parent window, `self` the module's own window.
 */
export function hostileReplies(
  id: string,
  parent: unknown,
  self: unknown,
): ReadonlyArray<readonly [name: string, message: HostileMessage]> {
  const forged = { response: FORGED_RESPONSE, trackingProperties: { id } };
  const sibling = { postMessage: () => undefined };
  const fromParent = (data: unknown): HostileMessage => ({ data, origin: HOST_ORIGIN, source: parent });
  const atOrigin = (origin: string): HostileMessage => ({ data: forged, origin, source: parent });
  return [
    // Sender: another window.
    ["sibling at the host's origin: a reply", { data: forged, origin: HOST_ORIGIN, source: sibling }],
    ['sibling with an opaque origin: a reply', { data: forged, origin: 'null', source: sibling }],
    ['the module to itself: a reply', { data: forged, origin: MODULE_ORIGIN, source: self }],
    ['a reply without a source window', { data: forged, origin: HOST_ORIGIN, source: null }],
    // Sender: the parent window, at an origin other than the host's.
    ['parent at a look-alike origin', atOrigin('https://portal.example.com.evil.io')],
    ['parent over http instead of https', atOrigin('http://portal.example.com')],
    ['parent at another port', atOrigin('https://portal.example.com:8443')],
    ["parent at the 'null' origin", atOrigin('null')],
    ['parent at an origin prefix of the host', atOrigin('https://portal.example.co')],
    // Sender and origin right, shape wrong.
    ['parent: null', fromParent(null)],
    ['parent: a JSON string of a reply', fromParent(JSON.stringify(forged))],
    ['parent: an array', fromParent([forged])],
    ['parent: the id outside trackingProperties', fromParent({ response: FORGED_RESPONSE, id })],
    ['parent: trackingProperties as the bare id', fromParent({ ...forged, trackingProperties: id })],
    ['parent: the id in a list', fromParent({ ...forged, trackingProperties: { id: [id] } })],
    ['parent: an empty id', fromParent({ ...forged, trackingProperties: { id: '' } })],
    [
      'parent: a request sent to the module',
      fromParent({
        message: { action: 'blipEvent:toast', content: FORGED_RESPONSE },
        trackingProperties: { id },
      }),
    ],
  ];
}

/** A request as the host received it over the frame boundary. */
export interface ReceivedRequest {
  readonly id: string;
  readonly action: string;
  readonly content: unknown;
}

/**
 * Issue 19 §2: one frame in a host page, whose document can be reloaded. The host (the parent
 * window) stays the same across loads and answers through the frame, which delivers to whichever
 * document is loaded now, as `iframe.contentWindow.postMessage` does; a document that was
 * replaced hears nothing more. Deliveries are asynchronous, cloned and origin-checked.
 */
export function reloadableFrame(): {
  readonly parent: FakeParent;
  /** Every request the host received, from any document of the frame. */
  readonly received: ReceivedRequest[];
  /** A new document in the frame: the previous one gets no message from now on. */
  load(): FakeModuleWindow;
  /** The host answers the request `id` with `body` (`{ response }` or `{ error }`). */
  answer(id: string, body: Record<string, unknown>): void;
} {
  const received: ReceivedRequest[] = [];
  let current: FakeModuleWindow | null = null;
  const parent: FakeParent = {
    postMessage: vi.fn((message: unknown, targetOrigin: string) => {
      const clone = structuredClone(message) as {
        message: { action: string; content?: unknown };
        trackingProperties: { id: string };
      };
      if (targetOrigin !== HOST_ORIGIN) return;
      void Promise.resolve().then(() =>
        received.push({
          id: clone.trackingProperties.id,
          action: clone.message.action,
          content: clone.message.content,
        }),
      );
    }),
  };
  return {
    parent,
    received,
    load() {
      current = fakeModuleWindow({ parent });
      return current;
    },
    answer(id, body) {
      const clone: unknown = structuredClone({ ...body, trackingProperties: { id } });
      const to = current;
      if (to !== null) void Promise.resolve().then(() => deliver(to, clone, HOST_ORIGIN, parent));
    },
  };
}
