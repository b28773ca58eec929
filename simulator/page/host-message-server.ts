import { type FakeHostApi } from '../fake-host/fake-host.contract';
import {
  isAcceptedHostAction,
  LATE_TOGGLES_MS,
  SILENT_PORTAL_SLOW_MS,
  type HostActionName,
  type PortalTreatment,
} from './host-actions';
import { parseHostRequest, toWireError } from './host-message.server-envelope';

/** One line of the simulator's protocol log. */
export interface HostMessageLogEntry {
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string;
  readonly id?: string;
  readonly payload: unknown;
  readonly at: number;
  /** The wire fault this answer went out with ('duplicate' for the copy, or the corruption). */
  readonly fault?: WireFault;
}

/** Faults of the wire itself, beyond the backend's (chaos tests, issue 13 §1, issue 19 §1). */
export interface WireFaults {
  /** Every answer is posted twice (the copy is logged with fault 'duplicate'). */
  duplicate: boolean;
  /**
   * Actions are carried out, but every answer the portal posts (command answers, portal actions'
   * answers and error replies alike) is corrupted, in turn by `MALFORMED_CORRUPTIONS`.
   */
  malformed: boolean;
}

export const MALFORMED_ANSWER = '<html><body>502 Bad Gateway</body></html>';

/**
 * The ways a malformed answer is corrupted, taken in this order, one per answer, so a run can be
 * replayed: the answer's content or error is text no gateway can read; or the envelope itself is
 * broken (no `trackingProperties`, `trackingProperties` as text, or data that is no object), which
 * the module cannot match to its request, so that request can only end by its timeout.
 */
export const MALFORMED_CORRUPTIONS = [
  'unreadable content',
  'no trackingProperties',
  'garbled trackingProperties',
  'not an object',
] as const;

export type MalformedCorruption = (typeof MALFORMED_CORRUPTIONS)[number];
export type WireFault = 'duplicate' | MalformedCorruption;

/** `body` ({ response } or { error }) with id `id`, corrupted the `corruption` way. */
export function corruptAnswer(
  corruption: MalformedCorruption,
  body: Record<string, unknown>,
  id: string,
): unknown {
  switch (corruption) {
    case 'unreadable content':
      return 'error' in body
        ? { error: MALFORMED_ANSWER, trackingProperties: { id } }
        : { response: MALFORMED_ANSWER, trackingProperties: { id } };
    case 'no trackingProperties':
      return { ...body };
    case 'garbled trackingProperties':
      return { ...body, trackingProperties: `id=${id}` };
    case 'not an object':
      return MALFORMED_ANSWER;
  }
}

export interface HostMessageServerOptions {
  /** The simulator page's own window, where the module's messages arrive. */
  readonly window: Window;
  /** The module frame's window; looked up per message since the frame can be replaced. */
  readonly frame: () => Window | null;
  /** Exact origin the module is served from. */
  readonly moduleOrigin: string;
  readonly handler: FakeHostApi;
  readonly log?: (entry: HostMessageLogEntry) => void;
  /**
   * Every answer held this long (query `hostLatency`, for measuring start-up round trips: with
   * instant context answers, which request waited on which cannot be told from the log).
   */
  readonly answerDelayMs?: number;
  /** Read at every answer, so a test can switch them while the page runs. */
  readonly wireFaults?: WireFaults;
  /** What this portal does with each known action (default: answers all; 'silent-portal'). */
  readonly treatment?: (action: HostActionName) => PortalTreatment;
}

/** What the module is told when it sends an action name docs/host-messages.md does not list. */
export function unknownActionError(action: string): string {
  return `Unknown host action '${action}' (not in docs/host-messages.md)`;
}

/**
 * The portal's side of the bridge for the host simulator: answers the module's
 * iframe-message-proxy requests with the fake host, as the real portal would, but only
 * for the framed module at its exact origin, and replying to that origin only.
 * Returns a function that stops listening.
 */
export function startHostMessageServer(options: HostMessageServerOptions): () => void {
  const { window: hostWindow, frame, moduleOrigin, handler } = options;
  const log = (entry: Omit<HostMessageLogEntry, 'at'>): void => {
    options.log?.({ ...entry, at: Date.now() });
  };
  let stopped = false;
  /** Malformed answers posted so far: which corruption comes next. */
  let corrupted = 0;

  const reply = (target: Window, action: string, id: string, body: Record<string, unknown>): void => {
    if (stopped) return;
    const faults = options.wireFaults;
    const corruption =
      faults?.malformed === true
        ? MALFORMED_CORRUPTIONS[corrupted % MALFORMED_CORRUPTIONS.length]
        : undefined;
    const message =
      corruption === undefined
        ? { ...body, trackingProperties: { id } }
        : corruptAnswer(corruption, body, id);
    try {
      target.postMessage(message, moduleOrigin);
    } catch (cloneError) {
      // An answer the browser cannot clone still has to settle the module's request.
      const fallback = { error: toWireError(cloneError), trackingProperties: { id } };
      target.postMessage(fallback, moduleOrigin);
      log({ direction: 'out', action, id, payload: fallback });
      return;
    }
    if (corruption !== undefined) corrupted += 1;
    log({ direction: 'out', action, id, payload: message, ...(corruption && { fault: corruption }) });
    if (faults?.duplicate === true) {
      target.postMessage(message, moduleOrigin);
      log({ direction: 'out', action, id, payload: message, fault: 'duplicate' });
    }
  };

  const onMessage = (event: MessageEvent): void => {
    const target = frame();
    const request = parseHostRequest(event.data);
    if (target === null || event.source !== target || event.origin !== moduleOrigin || request === null) {
      log({ direction: 'dropped', payload: { origin: event.origin, data: event.data } });
      return;
    }
    const { id, action, content, fireAndForget } = request;
    if (!isAcceptedHostAction(action)) {
      // Issue 20 §4: only the names of docs/host-messages.md exist; a wrong one fails loudly.
      log({ direction: 'dropped', action, id, payload: { reason: 'unknown action', data: event.data } });
      if (!fireAndForget) reply(target, action, id, { error: unknownActionError(action) });
      return;
    }
    log({ direction: 'in', action, id, payload: event.data });
    const treatment = options.treatment?.(action) ?? 'answer';
    // A portal that does not know the message: it arrives, and nothing happens.
    if (treatment === 'ignore') return;
    // A handler that throws synchronously is answered like one that rejects.
    const held = treatment === 'slow' ? SILENT_PORTAL_SLOW_MS : treatment === 'late' ? LATE_TOGGLES_MS : 0;
    const delay = (options.answerDelayMs ?? 0) + held;
    const answer = new Promise<unknown>((resolve) =>
      delay > 0
        ? setTimeout(() => resolve(handler.handle(action, content)), delay)
        : resolve(handler.handle(action, content)),
    );
    // Fire-and-forget messages have no one waiting: the module's library keeps no entry for them.
    if (fireAndForget) {
      answer.catch(() => undefined);
      return;
    }
    answer.then(
      (response) => reply(target, action, id, { response }),
      (thrown: unknown) => reply(target, action, id, { error: toWireError(thrown) }),
    );
  };

  hostWindow.addEventListener('message', onMessage);
  return () => {
    stopped = true;
    hostWindow.removeEventListener('message', onMessage);
  };
}
