import { parseWireReply, type WireReply } from './wire-envelope';

/**
 * Which incoming messages the bridge takes for the host's replies (architecture.md §4), as a pure
 * policy: the sender checks, then the shape. Kept apart from the transport so each check can be
 * tested on its own and shown to matter (issue 19 §1).
 */
export interface IncomingMessage {
  readonly source: unknown;
  readonly origin: string;
  readonly data: unknown;
}

/** Who may answer: the parent window, at the host origin taken from the allow-list. */
export interface ExpectedSender {
  readonly parent: unknown;
  readonly hostOrigin: string | null;
}

export type SenderCheck = (message: IncomingMessage, expected: ExpectedSender) => boolean;

/** The message comes from the parent window itself, not a sibling frame, a popup or this frame. */
export const fromParentWindow: SenderCheck = ({ source }, { parent }) =>
  parent !== null && parent !== undefined && source === parent;

/** The sender's origin is the host origin, compared as an exact string (never a prefix or pattern). */
export const fromHostOrigin: SenderCheck = ({ origin }, { hostOrigin }) =>
  hostOrigin !== null && origin === hostOrigin;

export const SENDER_CHECKS: readonly SenderCheck[] = Object.freeze([fromParentWindow, fromHostOrigin]);

/** The reply the message carries, or null when the bridge must drop it (and count it). */
export function acceptReply(
  message: IncomingMessage,
  expected: ExpectedSender,
  checks: readonly SenderCheck[] = SENDER_CHECKS,
): WireReply | null {
  if (!checks.every((check) => check(message, expected))) return null;
  return parseWireReply(message.data);
}
