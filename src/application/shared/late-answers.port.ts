/**
 * Answers the host sent after the module had stopped waiting for them (the request timed out).
 * The host may have done what was asked after all, so what the page shows may be out of date.
 */
export const LateAnswers = Symbol.for('LateAnswers');
export interface LateAnswers {
  /** `listener` gets the action of each late answer; the returned function unsubscribes. */
  subscribe(listener: (action: string) => void): () => void;
}

/** For hosts that never answer late (the in-process fake host). */
export const NO_LATE_ANSWERS: LateAnswers = { subscribe: () => () => undefined };
