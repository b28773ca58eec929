/**
 * Answers the host sent after the module had stopped waiting for them (the request timed out).
 * The host may have done what was asked after all, so what the page shows may be out of date.
 */
export const LateAnswers = Symbol.for('LateAnswers');
export interface LateAnswers {
  /** `listener` gets the action and content of each late answer's request; returns unsubscribe. */
  subscribe(listener: (action: string, content: unknown) => void): () => void;
}

const WRITES = new Set(['set', 'merge', 'delete']);

/**
 * A command that changes data (set, merge, delete): only its late answer can mean the backend
 * changed behind the page. A late read changes nothing, and reloading for it under a slow
 * network would start reads that time out and answer late in turn, without end.
 */
export function isLateWrite(action: string, content: unknown): boolean {
  if (action !== 'sendCommand' || typeof content !== 'object' || content === null) return false;
  const command = (content as { command?: unknown }).command;
  const method =
    typeof command === 'object' && command !== null ? (command as { method?: unknown }).method : undefined;
  return typeof method === 'string' && WRITES.has(method.toLowerCase());
}

/** For hosts that never answer late (the in-process fake host). */
export const NO_LATE_ANSWERS: LateAnswers = { subscribe: () => () => undefined };
