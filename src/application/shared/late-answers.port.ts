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
 * A request that changes data: a command whose method is set, merge or delete, or a portal
 * application request other than a 'get…' one (Calls' setApplicationPhoneNumberSettings). Only
 * its late answer can mean the backend changed behind the page. A late read changes nothing, and
 * reloading for it under a slow network would start reads that time out and answer late in
 * turn, without end.
 */
export function isLateWrite(action: string, content: unknown): boolean {
  if (typeof content !== 'object' || content === null) return false;
  if (action === 'sendApplicationRequest') {
    const method = (content as { method?: unknown }).method;
    return typeof method === 'string' && method !== '' && !/^get/i.test(method);
  }
  if (action !== 'sendCommand') return false;
  const command = (content as { command?: unknown }).command;
  const method =
    typeof command === 'object' && command !== null ? (command as { method?: unknown }).method : undefined;
  return typeof method === 'string' && WRITES.has(method.toLowerCase());
}

/** For hosts that never answer late (the in-process fake host). */
export const NO_LATE_ANSWERS: LateAnswers = { subscribe: () => () => undefined };
