import type { Document } from '../../domain/knowledge-base/document.entity';
import {
  documentPollingStep,
  stalledDocumentIds,
  startDocumentPolling,
  type DocumentPollingEvent,
  type DocumentPollingState,
  type DocumentPollingStep,
} from '../../domain/knowledge-base/document-polling.rule';
import { LatestLoad } from '../shared/async-load';

/**
 * Spec 2 §4 'Polling' with real timers: the pure state machine decides when and what to fetch,
 * this class waits and fetches. `onFetched` merges a round into the list and answers which
 * listed documents are still processing. A stop (or a new start) invalidates the round in
 * flight, so an answer arriving after the page left changes nothing. `onGaveUp` hears of the
 * documents a run used its 10 attempts on (issue 14: they show 'Still synchronizing'); errors
 * stop a run silently (issue 37 §5).
 */
export class DocumentPoller {
  state: DocumentPollingState | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private readonly runs = new LatestLoad();

  constructor(
    private readonly fetch: (documentIds: readonly string[]) => Promise<readonly Document[]>,
    private readonly onFetched: (documents: readonly Document[]) => readonly string[],
    private readonly onGaveUp: (documentIds: readonly string[]) => void = () => undefined,
  ) {}

  get isPolling(): boolean {
    return this.state?.phase === 'polling';
  }

  /** The documents the running round set fetches; none when no run is polling. */
  get pollingIds(): readonly string[] {
    return this.state?.phase === 'polling' ? this.state.documentIds : [];
  }

  /** A fresh run (every list load starts one with a fresh count). */
  start(processingIds: readonly string[]): void {
    this.stop();
    this.apply(startDocumentPolling(processingIds), this.runs.begin());
  }

  /** Ends the run (the page left or reloads): no run is left, whatever its state was. */
  stop(): void {
    this.state = undefined;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.runs.drop();
  }

  private apply(step: DocumentPollingStep, current: () => boolean): void {
    this.state = step.state;
    this.timer = undefined;
    const { next } = step;
    if (next.action === 'stop') {
      const stalled = stalledDocumentIds(step.state);
      if (stalled.length > 0) this.onGaveUp(stalled);
      return;
    }
    this.timer = setTimeout(() => void this.round(current, next.documentIds), next.delayMs);
  }

  private async round(current: () => boolean, documentIds: readonly string[]): Promise<void> {
    let event: DocumentPollingEvent;
    try {
      const documents = await this.fetch(documentIds);
      if (!current()) return;
      event = { type: 'round-succeeded', processingIds: this.onFetched(documents) };
    } catch {
      // Spec 2 §8 'Lists': polling errors are counted, never shown.
      if (!current()) return;
      event = { type: 'round-failed' };
    }
    if (this.state !== undefined) this.apply(documentPollingStep(this.state, event), current);
  }
}
