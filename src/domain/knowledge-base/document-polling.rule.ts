/**
 * Spec 2 §4 'Polling' and §9 as a pure state machine. The presentation layer owns the timer:
 * it waits `delayMs`, fetches the `documentIds` by id, and feeds the result back as an event.
 * No clock here, so every path is tested with plain values.
 */
export const DOCUMENT_POLLING = {
  /** Between two fetches while documents are processing. */
  intervalMs: 6000,
  /** Fetch rounds in one polling run, successful or not. */
  maxAttempts: 10,
  /** Consecutive failed rounds that stop polling (silently, spec 2 §8 'Lists'). */
  maxRetries: 5,
  /** Before the next round after a failed one. */
  retryDelayMs: 1000,
} as const;

export type PollingStopReason = 'none-processing' | 'max-attempts' | 'max-errors';

export type DocumentPollingState =
  | {
      readonly phase: 'polling';
      /** Rounds fetched so far in this run. */
      readonly attempts: number;
      readonly consecutiveErrors: number;
      /** The documents the next round fetches. */
      readonly documentIds: readonly string[];
    }
  | {
      readonly phase: 'stopped';
      readonly reason: Exclude<PollingStopReason, 'max-attempts'>;
      readonly attempts: number;
    }
  | {
      readonly phase: 'stopped';
      readonly reason: 'max-attempts';
      readonly attempts: number;
      /**
       * Issue 14: the documents still processing when the run used its 10 attempts. The page
       * shows them as 'Still synchronizing' with a retry; no later round will change them.
       * Issue 37 §5 (spec 2 §4, §8): errors stop a run silently, so only this stop names any.
       */
      readonly stalledIds: readonly string[];
    };

/** What one round gave: the documents still processing after it, or a failure. */
export type DocumentPollingEvent =
  | { readonly type: 'round-succeeded'; readonly processingIds: readonly string[] }
  | { readonly type: 'round-failed' };

/** The next state and, while polling, when to fetch which documents. */
export interface DocumentPollingStep {
  readonly state: DocumentPollingState;
  readonly next:
    | { readonly action: 'fetch'; readonly delayMs: number; readonly documentIds: readonly string[] }
    | { readonly action: 'stop'; readonly reason: PollingStopReason };
}

/**
 * A run starts when a list is loaded (and again on every reload, with a fresh count). The list
 * was just fetched, so the first round waits a full interval. Ids are de-duplicated and
 * empty ids dropped: they cannot be fetched.
 */
export function startDocumentPolling(processingIds: readonly string[]): DocumentPollingStep {
  return poll(processingIds, 0);
}

/**
 * One round's result. Every round counts as an attempt, failed or not (docs/decisions/knowledge-base.md), so
 * a run makes at most 10 fetch rounds. A success resets the consecutive-error count; a failure
 * keeps the same documents and retries after 1000 ms; the 5th failure in a row stops the run.
 * An event after the run stopped changes nothing.
 */
export function documentPollingStep(
  state: DocumentPollingState,
  event: DocumentPollingEvent,
): DocumentPollingStep {
  if (state.phase === 'stopped') return { state, next: { action: 'stop', reason: state.reason } };
  const attempts = state.attempts + 1;
  if (event.type === 'round-failed') {
    const consecutiveErrors = state.consecutiveErrors + 1;
    // Spec 2 §8 'Lists': errors stop polling silently — a failing network says nothing about
    // the documents, so none of them is called stuck (issue 37 §5).
    if (consecutiveErrors >= DOCUMENT_POLLING.maxRetries) return stopped('max-errors', attempts);
    // The run used its attempts: the documents it asked for last are still the stuck ones.
    if (attempts >= DOCUMENT_POLLING.maxAttempts) return gaveUp(attempts, state.documentIds);
    const next = { ...state, attempts, consecutiveErrors };
    return {
      state: next,
      next: { action: 'fetch', delayMs: DOCUMENT_POLLING.retryDelayMs, documentIds: state.documentIds },
    };
  }
  return poll(event.processingIds, attempts);
}

function poll(processingIds: readonly string[], attempts: number): DocumentPollingStep {
  const documentIds = [...new Set(processingIds.filter((id) => id !== ''))];
  if (documentIds.length === 0) return stopped('none-processing', attempts);
  if (attempts >= DOCUMENT_POLLING.maxAttempts) return gaveUp(attempts, documentIds);
  return {
    state: { phase: 'polling', attempts, consecutiveErrors: 0, documentIds },
    next: { action: 'fetch', delayMs: DOCUMENT_POLLING.intervalMs, documentIds },
  };
}

function stopped(reason: Exclude<PollingStopReason, 'max-attempts'>, attempts: number): DocumentPollingStep {
  return { state: { phase: 'stopped', reason, attempts }, next: { action: 'stop', reason } };
}

function gaveUp(attempts: number, stalledIds: readonly string[]): DocumentPollingStep {
  const reason = 'max-attempts';
  return { state: { phase: 'stopped', reason, attempts, stalledIds }, next: { action: 'stop', reason } };
}

/**
 * Issue 14: the documents a polling state has given up on — only a run that used its 10
 * attempts names any (issue 37 §5); none while it still polls.
 */
export function stalledDocumentIds(state: DocumentPollingState | undefined): readonly string[] {
  return state?.phase === 'stopped' && state.reason === 'max-attempts' ? state.stalledIds : [];
}
