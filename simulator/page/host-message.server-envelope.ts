import {
  BLIP_EVENT_PREFIX,
  isRecord,
  readTrackingId,
} from '../../src/infrastructure/host-bridge/wire-envelope';

/** A module → host request as the portal reads it (iframe-message-proxy's envelope). */
export interface IncomingHostRequest {
  readonly id: string;
  readonly action: string;
  readonly content: unknown;
  readonly caller: string | undefined;
  readonly fireAndForget: boolean;
}

/**
 * The action named by a wire action: it must carry the library's default prefix. The spec's other
 * spellings ('Tenant:url', 'Tenant:showModal') are not what the module sends (docs/host-messages.md),
 * so they are not read as aliases: without the prefix the envelope is dropped, and with it the
 * server refuses the name as unknown.
 */
export function normalizeAction(wireAction: string): string | null {
  if (!wireAction.startsWith(BLIP_EVENT_PREFIX)) return null;
  const unprefixed = wireAction.slice(BLIP_EVENT_PREFIX.length);
  return /^[A-Za-z][\w:-]*$/.test(unprefixed) ? unprefixed : null;
}

export function parseHostRequest(data: unknown): IncomingHostRequest | null {
  if (!isRecord(data)) return null;
  const id = readTrackingId(data);
  const message = data['message'];
  if (id === null || !isRecord(message)) return null;
  const wireAction = message['action'];
  if (typeof wireAction !== 'string') return null;
  const action = normalizeAction(wireAction);
  if (action === null) return null;
  const caller = message['caller'];
  return {
    id,
    action,
    content: message['content'],
    caller: typeof caller === 'string' ? caller : undefined,
    fireAndForget: message['fireAndForget'] === true,
  };
}

/**
 * What the module sees when the handler throws: the fake backend's wire form (the spec's
 * JSON string) when the error carries one, else its message.
 */
export function toWireError(thrown: unknown): unknown {
  if (typeof thrown === 'object' && thrown !== null && 'wireError' in thrown) {
    const wire = (thrown as { wireError: unknown }).wireError;
    if (wire !== undefined && wire !== null && wire !== '') return wire;
  }
  if (thrown instanceof Error) return thrown.message || thrown.name;
  if (typeof thrown === 'string' && thrown !== '') return thrown;
  // A falsy error would resolve the module's request instead of rejecting it.
  return 'Host action failed';
}
