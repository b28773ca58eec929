/**
 * Answers the host sent after the module had stopped waiting for them (the request timed out).
 * The host may have done what was asked after all, so what the page shows may be out of date.
 */
export const LateAnswers = Symbol.for('LateAnswers');
export interface LateAnswers {
  /**
   * `listener` gets the action and content of each late answer's request, and whether the host
   * answered it or replied with an error; returns unsubscribe. Answers that came before anyone
   * subscribed (just after the frame was reloaded) go to the first subscriber.
   */
  subscribe(listener: LateAnswerListener): () => void;
}

/** 'answered': the host did what was asked; 'failed': it replied with an error. */
export type LateOutcome = 'answered' | 'failed';
export type LateAnswerListener = (action: string, content: unknown, outcome: LateOutcome) => void;

/** A command request's own fields (`sendCommand` content), when they have the expected shape. */
export interface LateCommand {
  readonly method: string;
  readonly uri: string;
  readonly resource: unknown;
}

export function lateCommand(action: string, content: unknown): LateCommand | undefined {
  if (action !== 'sendCommand' || typeof content !== 'object' || content === null) return undefined;
  const command = (content as { command?: unknown }).command;
  if (typeof command !== 'object' || command === null) return undefined;
  const { method, uri, resource } = command as { method?: unknown; uri?: unknown; resource?: unknown };
  if (typeof method !== 'string') return undefined;
  return { method, uri: typeof uri === 'string' ? uri : '', resource };
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
  const command = lateCommand(action, content);
  return command !== undefined && WRITES.has(command.method.toLowerCase());
}

/** For hosts that never answer late (the in-process fake host). */
export const NO_LATE_ANSWERS: LateAnswers = { subscribe: () => () => undefined };
