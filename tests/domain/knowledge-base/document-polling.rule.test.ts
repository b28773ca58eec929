import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_POLLING,
  documentPollingStep,
  stalledDocumentIds,
  startDocumentPolling,
  type DocumentPollingEvent,
  type DocumentPollingStep,
} from '../../../src/domain/knowledge-base/document-polling.rule';

const RUNS = { numRuns: 1000, seed: 20260212 };
const ok = (...processingIds: string[]): DocumentPollingEvent => ({ type: 'round-succeeded', processingIds });
const failed: DocumentPollingEvent = { type: 'round-failed' };

function run(initial: readonly string[], events: readonly DocumentPollingEvent[]): DocumentPollingStep[] {
  const steps = [startDocumentPolling(initial)];
  for (const event of events) {
    const last = steps[steps.length - 1]!;
    if (last.next.action === 'stop') break;
    steps.push(documentPollingStep(last.state, event));
  }
  return steps;
}

describe('document polling policy (spec 2 §4 Polling, §8 Lists, §9)', () => {
  it('spec 2 §9: interval 6000 ms, maxAttempts 10, maxRetries 5, retryDelay 1000 ms', () => {
    expect(DOCUMENT_POLLING).toEqual({
      intervalMs: 6000,
      maxAttempts: 10,
      maxRetries: 5,
      retryDelayMs: 1000,
    });
  });

  it('spec 2 §4: with processing documents, the first fetch is 6000 ms after the list loaded', () => {
    expect(startDocumentPolling(['a', 'b']).next).toEqual({
      action: 'fetch',
      delayMs: 6000,
      documentIds: ['a', 'b'],
    });
  });

  it('spec 2 §4: nothing processing — no polling at all', () => {
    expect(startDocumentPolling([])).toEqual({
      state: { phase: 'stopped', reason: 'none-processing', attempts: 0 },
      next: { action: 'stop', reason: 'none-processing' },
    });
  });

  it('spec 2 §4: each round fetches only the documents still processing; stops when none is', () => {
    const steps = run(['a', 'b'], [ok('b'), ok()]);
    expect(steps[1]!.next).toEqual({ action: 'fetch', delayMs: 6000, documentIds: ['b'] });
    expect(steps[2]!.next).toEqual({ action: 'stop', reason: 'none-processing' });
    expect(steps[2]!.state).toEqual({ phase: 'stopped', reason: 'none-processing', attempts: 2 });
  });

  it('spec 2 §4: stops after 10 attempts even when documents are still processing', () => {
    const steps = run(
      ['a'],
      Array.from({ length: 20 }, () => ok('a')),
    );
    expect(steps).toHaveLength(11);
    expect(steps[9]!.next.action).toBe('fetch');
    expect(steps[10]!.next).toEqual({ action: 'stop', reason: 'max-attempts' });
  });

  it('spec 2 §4/§8: 5 consecutive errors stop polling; retries wait 1000 ms', () => {
    const steps = run(['a'], [failed, failed, failed, failed, failed, failed]);
    for (const step of steps.slice(1, 5)) {
      expect(step.next).toEqual({ action: 'fetch', delayMs: 1000, documentIds: ['a'] });
    }
    expect(steps[5]!.next).toEqual({ action: 'stop', reason: 'max-errors' });
    expect(steps).toHaveLength(6);
  });

  it('spec 2 §4: a success resets the consecutive-error count and the interval is 6000 ms again', () => {
    const steps = run(['a'], [failed, failed, failed, failed, ok('a'), failed]);
    expect(steps[4]!.state).toMatchObject({ consecutiveErrors: 4 });
    expect(steps[5]!.state).toMatchObject({ phase: 'polling', consecutiveErrors: 0, attempts: 5 });
    expect(steps[5]!.next).toEqual({ action: 'fetch', delayMs: 6000, documentIds: ['a'] });
    expect(steps[6]!.state).toMatchObject({ consecutiveErrors: 1 });
  });

  it('spec 2 §4: failed rounds count as attempts too (decision)', () => {
    const events = [failed, ok('a'), failed, ok('a'), failed, ok('a'), failed, ok('a'), failed, ok('a')];
    const steps = run(['a'], events);
    expect(steps[10]!.next).toEqual({ action: 'stop', reason: 'max-attempts' });
  });

  it('spec 2 §4: ids are de-duplicated and empty ids dropped; an event after the stop changes nothing', () => {
    expect(startDocumentPolling(['a', 'a', '', 'b']).next).toMatchObject({ documentIds: ['a', 'b'] });
    const stopped = startDocumentPolling([]).state;
    expect(documentPollingStep(stopped, ok('a')).state).toBe(stopped);
  });

  it('spec 2 §4/§9: every run ends within 10 rounds, with delays of 6000 or 1000 ms only (property)', () => {
    const event = fc.oneof(
      fc.constant(failed),
      fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }).map((ids) => ok(...ids)),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
        fc.array(event, { maxLength: 30 }),
        (initial, events) => {
          const steps = run(initial, events);
          const last = steps[steps.length - 1]!;
          expect(steps.length - 1).toBeLessThanOrEqual(DOCUMENT_POLLING.maxAttempts);
          let errors = 0;
          steps.forEach((step, index) => {
            const event = index === 0 ? undefined : events[index - 1];
            errors = event?.type === 'round-failed' ? errors + 1 : 0;
            expect(errors).toBeLessThanOrEqual(DOCUMENT_POLLING.maxRetries);
            if (step.next.action === 'fetch') {
              expect(step.next.delayMs).toBe(event?.type === 'round-failed' ? 1000 : 6000);
              expect(step.next.documentIds.length).toBeGreaterThan(0);
            }
          });
          if (steps.length - 1 === events.length && last.next.action === 'fetch') return; // events ran out
          expect(last.next.action).toBe('stop');
          if (last.state.phase === 'stopped') {
            const lastEvent = events[steps.length - 2];
            if (last.state.reason === 'max-errors') expect(errors).toBe(DOCUMENT_POLLING.maxRetries);
            if (last.state.reason === 'none-processing' && lastEvent?.type === 'round-succeeded') {
              expect(lastEvent.processingIds).toEqual([]);
            }
            if (last.state.reason === 'max-attempts')
              expect(last.state.attempts).toBe(DOCUMENT_POLLING.maxAttempts);
          }
        },
      ),
      RUNS,
    );
  });
});

describe("issue 14: documents a run gives up on ('Still synchronizing')", () => {
  it('the polling limit (10 attempts) stalls the documents still processing, and only those', () => {
    const steps = run(['a', 'b'], [...Array.from({ length: 9 }, () => ok('a', 'b')), ok('a')]);
    const last = steps[steps.length - 1]!;
    expect(last.next).toEqual({ action: 'stop', reason: 'max-attempts' });
    expect(stalledDocumentIds(last.state)).toEqual(['a']);
  });

  it('issue 37 §5 (spec 2 §4, §8): 5 consecutive errors stop polling silently — no document is stuck', () => {
    const steps = run(['a'], [failed, failed, failed, failed, failed]);
    expect(steps[5]!.next).toEqual({ action: 'stop', reason: 'max-errors' });
    expect(stalledDocumentIds(steps[5]!.state)).toEqual([]);
    // Errors after some successful rounds: still silent, whatever the documents last said.
    const later = run(['a'], [ok('a'), ok('a'), failed, failed, failed, failed, failed]);
    expect(later[later.length - 1]!.next).toEqual({ action: 'stop', reason: 'max-errors' });
    expect(stalledDocumentIds(later[later.length - 1]!.state)).toEqual([]);
  });

  it('issue 37 §5 (spec 2 §4): a run that uses its 10 attempts is the stuck case, even when its last round failed', () => {
    const steps = run(['a'], [...Array.from({ length: 9 }, () => ok('a')), failed]);
    const last = steps[steps.length - 1]!;
    expect(last.next).toEqual({ action: 'stop', reason: 'max-attempts' });
    expect(stalledDocumentIds(last.state)).toEqual(['a']);
  });

  it('a run that ends because nothing processes, or is still polling, stalls nothing', () => {
    expect(stalledDocumentIds(run(['a'], [ok()])[1]!.state)).toEqual([]);
    expect(stalledDocumentIds(startDocumentPolling(['a']).state)).toEqual([]);
    expect(stalledDocumentIds(undefined)).toEqual([]);
  });
});
