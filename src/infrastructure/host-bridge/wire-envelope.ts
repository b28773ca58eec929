/**
 * The wire format of the platform's iframe-message-proxy (v1.2.0), which the real portal
 * speaks (architecture.md §4). The library builds requests as
 * `{ message: { ...payload, action: prefix + action, caller: window.name }, trackingProperties: { id } }`
 * and settles a pending request on any `{ trackingProperties: { id } }` reply, rejecting
 * when `error` is truthy and otherwise resolving.
 */
export const BLIP_EVENT_PREFIX = 'blipEvent:';

export interface TrackingProperties {
  readonly id: string;
}

export interface WireRequestMessage {
  readonly action: string;
  readonly content?: unknown;
  readonly caller: string;
  readonly fireAndForget?: true;
}

export interface WireRequest {
  readonly message: WireRequestMessage;
  readonly trackingProperties: TrackingProperties;
}

export type WireReply =
  | { readonly kind: 'response'; readonly id: string; readonly response: unknown }
  | { readonly kind: 'error'; readonly id: string; readonly error: unknown };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readTrackingId(data: Record<string, unknown>): string | null {
  const tracking = data['trackingProperties'];
  if (!isRecord(tracking)) return null;
  const id = tracking['id'];
  return typeof id === 'string' && id.length > 0 ? id : null;
}

export function buildWireRequest(
  action: string,
  content: unknown,
  caller: string,
  id: string,
  fireAndForget: boolean,
): WireRequest {
  const message: { action: string; caller: string; content?: unknown; fireAndForget?: true } = {
    action: `${BLIP_EVENT_PREFIX}${action}`,
    caller,
  };
  if (content !== undefined) message.content = content;
  if (fireAndForget) message.fireAndForget = true;
  return { message, trackingProperties: { id } };
}

/**
 * Reads a host → module reply with the library's semantics, so a portal that works with
 * it works with us: a reply without `response` resolves with undefined (void actions) and
 * a truthy `error` makes it an error reply.
 */
export function parseWireReply(data: unknown): WireReply | null {
  if (!isRecord(data)) return null;
  const id = readTrackingId(data);
  if (id === null) return null;
  // A request echoed back (or another frame's request) is not a reply.
  if ('message' in data && !('response' in data) && !('error' in data)) return null;
  const error = data['error'];
  if (error) return { kind: 'error', id, error };
  return { kind: 'response', id, response: data['response'] };
}
