import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import {
  isLateWrite,
  type LateAnswerListener,
  type LateAnswers,
  type LateOutcome,
} from '../../application/shared/late-answers.port';
import { DEFAULT_COMMAND_TIMEOUT_MS } from '../../application/shared/command-channel.port';
import { HostRequestError, type HostRequestOptions, type HostTransport } from '../host/host-transport';
import { HostBridgeEnvironment, type MessageTargetWindow, type TimerHandle } from './bridge-environment';
import { InFlightWritesJournal } from './in-flight-writes.journal';
import { summaryContent } from './journaled-write.summary';
import { resolveHostOrigin } from './parent-origin';
import { acceptReply } from './reply-acceptance';
import { buildWireRequest } from './wire-envelope';

interface PendingRequest {
  readonly action: string;
  /** A write kept in the journal: only these are taken out of it again (no storage I/O for reads). */
  readonly journaled: boolean;
  readonly timer: TimerHandle;
  resolve(value: unknown): void;
  reject(error: HostRequestError): void;
}

/**
 * HostTransport over postMessage, wire-compatible with iframe-message-proxy 1.2.0 and
 * hardened where the library is not (architecture.md §4): exact host origin instead of '*',
 * replies accepted only from the parent window at that origin, timeouts on every request.
 */
@injectable()
export class PostMessageTransport implements HostTransport, LateAnswers {
  private readonly pending = new Map<string, PendingRequest>();
  /** Requests that timed out, by id, the oldest first: an answer may still come for them. */
  private readonly timedOut = new Map<string, TimedOutRequest>();
  private readonly lateListeners = new Set<LateAnswerListener>();
  /** Late answers that came before anyone listened (just after a reload): told to the first. */
  private unheard: Parameters<LateAnswerListener>[] = [];
  private readonly journal: InFlightWritesJournal;
  private readonly hostOrigin: string | null;
  private readonly defaultTimeoutMs: number;
  private dropped = 0;

  constructor(
    @inject(AppSettings) settings: AppSettings,
    @inject(HostBridgeEnvironment) private readonly env: HostBridgeEnvironment,
  ) {
    // appSettings.json is data fetched at start-up: a missing list means no host, not a crash.
    const allowList = Array.isArray(settings.HOST_ORIGINS) ? settings.HOST_ORIGINS : [];
    this.hostOrigin = resolveHostOrigin(env.window, allowList);
    this.defaultTimeoutMs = positiveOr(settings.HOST_REQUEST_TIMEOUT_MS, DEFAULT_COMMAND_TIMEOUT_MS);
    this.journal = new InFlightWritesJournal(env.storage, () => env.now());
    // Writes a previous document of this frame sent: their answers, if any, are late ones here.
    // Only their summaries were kept (issue 20 §5); expired entries leave the storage now.
    for (const entry of this.journal.load())
      this.rememberTimedOut(entry.id, {
        action: entry.action,
        content: summaryContent(entry),
        journaled: true,
      });
    env.window.addEventListener('message', this.onMessage);
  }

  /** Messages that were not a valid reply to a pending request from the host. */
  get droppedCount(): number {
    return this.dropped;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** The allowed parent origin in use, or null when the module must not talk to its parent. */
  get targetOrigin(): string | null {
    return this.hostOrigin;
  }

  request<T = unknown>(action: string, content?: unknown, options?: HostRequestOptions): Promise<T> {
    const target = this.target();
    if (target === null) {
      return Promise.reject(new HostRequestError('unavailable', action, undefined));
    }
    const id = this.env.randomUUID();
    const timeoutMs = positiveOr(options?.timeoutMs, this.defaultTimeoutMs);
    const journaled = isLateWrite(action, content);
    return new Promise<T>((resolve, reject) => {
      const timer = this.env.setTimeout(() => {
        if (!this.pending.delete(id)) return;
        this.rememberTimedOut(id, { action, content, journaled });
        reject(new HostRequestError('timeout', action, undefined));
      }, timeoutMs);
      this.pending.set(id, {
        action,
        journaled,
        timer,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (journaled) this.journal.add(id, action, content);
      try {
        target.window.postMessage(
          buildWireRequest(action, content, this.env.window.name, id, false),
          target.origin,
        );
      } catch (error) {
        // Content that cannot be cloned never left the frame: settle now, not at the timeout.
        this.settle(id);
        reject(new HostRequestError('unavailable', action, error));
      }
    });
  }

  fire(action: string, content?: unknown): void {
    const target = this.target();
    if (target === null) return;
    const message = buildWireRequest(action, content, this.env.window.name, this.env.randomUUID(), true);
    try {
      target.window.postMessage(message, target.origin);
    } catch {
      // Fire-and-forget has no one to report to; an uncloneable payload is simply not sent.
    }
  }

  /**
   * Stops listening and rejects whatever is still waiting. Writes on their way stay journaled:
   * their answers may still reach the frame's next document (issue 13 §1).
   */
  dispose(): void {
    this.env.window.removeEventListener('message', this.onMessage);
    for (const [id, entry] of [...this.pending]) {
      this.settle(id, { keepJournaled: true });
      entry.reject(new HostRequestError('unavailable', entry.action, undefined));
    }
  }

  private readonly onMessage = (event: MessageEvent): void => {
    const reply = acceptReply(event, { parent: this.env.window.parent, hostOrigin: this.hostOrigin });
    if (reply === null) return this.drop();
    // Unknown, duplicate and late (after timeout) replies all have no pending entry. A late one
    // is still not acted on, but its page is told the host may have done what was asked.
    const entry = this.settle(reply.id);
    if (entry === undefined) {
      this.announceLate(reply.id, reply.kind === 'error' ? 'failed' : 'answered');
      return this.drop();
    }
    if (reply.kind === 'error') entry.reject(new HostRequestError('error-reply', entry.action, reply.error));
    else entry.resolve(reply.response);
  };

  private settle(id: string, { keepJournaled = false } = {}): PendingRequest | undefined {
    const entry = this.pending.get(id);
    if (entry === undefined) return undefined;
    this.pending.delete(id);
    this.env.clearTimeout(entry.timer);
    if (entry.journaled && !keepJournaled) this.journal.remove(id);
    return entry;
  }

  private target(): { window: MessageTargetWindow; origin: string } | null {
    const parent = this.env.window.parent;
    if (this.hostOrigin === null || parent === null) return null;
    return { window: parent, origin: this.hostOrigin };
  }

  subscribe(listener: LateAnswerListener): () => void {
    this.lateListeners.add(listener);
    const unheard = this.unheard;
    this.unheard = [];
    for (const answer of unheard) listener(...answer);
    return () => this.lateListeners.delete(listener);
  }

  private rememberTimedOut(id: string, request: TimedOutRequest): void {
    this.timedOut.set(id, request);
    if (this.timedOut.size > MAX_TIMED_OUT_REMEMBERED) {
      const oldest = this.timedOut.keys().next().value;
      if (oldest !== undefined) this.timedOut.delete(oldest);
    }
  }

  private announceLate(id: string, outcome: LateOutcome): void {
    const request = this.timedOut.get(id);
    if (request === undefined) return;
    this.timedOut.delete(id);
    if (request.journaled) this.journal.remove(id);
    const answer: Parameters<LateAnswerListener> = [request.action, request.content, outcome];
    if (this.lateListeners.size === 0)
      this.unheard = [...this.unheard, answer].slice(-MAX_TIMED_OUT_REMEMBERED);
    for (const listener of [...this.lateListeners]) listener(...answer);
  }

  private drop(): void {
    this.dropped += 1;
  }
}

interface TimedOutRequest {
  readonly action: string;
  readonly content: unknown;
  readonly journaled: boolean;
}

/** Enough for any burst of timeouts; an answer later than the last 200 is simply dropped. */
const MAX_TIMED_OUT_REMEMBERED = 200;

// Timers overflow past 2^31-1 ms and would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

function positiveOr(value: number | undefined, fallback: number): number {
  const ms = value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  return Math.min(ms, MAX_TIMER_MS);
}
