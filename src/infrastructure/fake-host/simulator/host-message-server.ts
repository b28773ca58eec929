import { type FakeHostApi } from '../fake-host.contract';
import { parseHostRequest, toWireError } from './host-message.server-envelope';

/** One line of the simulator's protocol log. */
export interface HostMessageLogEntry {
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string;
  readonly id?: string;
  readonly payload: unknown;
  readonly at: number;
}

/** Faults of the wire itself, beyond the backend's (chaos tests, issue 13 §1). */
export interface WireFaults {
  /** Every answer is posted twice. */
  duplicate: boolean;
  /** Commands are carried out, but their answer arrives as text no gateway can read. */
  malformed: boolean;
}

export const MALFORMED_ANSWER = '<html><body>502 Bad Gateway</body></html>';

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

  const reply = (target: Window, action: string, id: string, body: Record<string, unknown>): void => {
    if (stopped) return;
    const faults = options.wireFaults;
    const mangled = faults?.malformed === true && action === 'sendCommand' && 'response' in body;
    const message = { ...(mangled ? { response: MALFORMED_ANSWER } : body), trackingProperties: { id } };
    try {
      target.postMessage(message, moduleOrigin);
      if (faults?.duplicate === true) target.postMessage(message, moduleOrigin);
    } catch (cloneError) {
      // An answer the browser cannot clone still has to settle the module's request.
      const fallback = { error: toWireError(cloneError), trackingProperties: { id } };
      target.postMessage(fallback, moduleOrigin);
      log({ direction: 'out', action, id, payload: fallback });
      return;
    }
    log({ direction: 'out', action, id, payload: message });
  };

  const onMessage = (event: MessageEvent): void => {
    const target = frame();
    const request = parseHostRequest(event.data);
    if (target === null || event.source !== target || event.origin !== moduleOrigin || request === null) {
      log({ direction: 'dropped', payload: { origin: event.origin, data: event.data } });
      return;
    }
    const { id, action, content, fireAndForget } = request;
    log({ direction: 'in', action, id, payload: event.data });
    // A handler that throws synchronously is answered like one that rejects.
    const delay = options.answerDelayMs ?? 0;
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
