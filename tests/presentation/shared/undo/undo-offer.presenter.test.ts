import { describe, expect, it } from 'vitest';
import type { UndoOutcome } from '../../../../src/domain/undo/bulk-undo.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import {
  UNDO_OFFER_MS,
  UndoOfferPresenter,
  type UndoTimer,
} from '../../../../src/presentation/shared/undo/undo-offer.presenter';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { RecordingLogger } from '../fakes';

/** A timer the test moves by hand: `advance(ms)` fires what is due. */
class ManualTimer {
  now = 0;
  private readonly pending = new Set<{ at: number; expire: () => void }>();
  readonly timer: UndoTimer = (ms, expire) => {
    const entry = { at: this.now + ms, expire };
    this.pending.add(entry);
    return () => this.pending.delete(entry);
  };

  get scheduled(): number {
    return this.pending.size;
  }

  advance(ms: number): void {
    this.now += ms;
    for (const entry of [...this.pending]) {
      if (entry.at <= this.now) {
        this.pending.delete(entry);
        entry.expire();
      }
    }
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

function setup(language: 'en' | 'es' | 'pt' = 'en') {
  const clock = new ManualTimer();
  const logger = new RecordingLogger();
  const offer = new UndoOfferPresenter(createI18n(language, TEST_RESOURCES), logger, clock.timer);
  return { clock, logger, offer };
}

const request = (undo: () => Promise<UndoOutcome>) => ({
  message: 'Roles of 2 members changed.',
  names: ['Carla Dias', 'Diego Reis'],
  undo,
});

describe('UndoOfferPresenter (issue 38 §2)', () => {
  it('issue 38 §2: the offer shows its message and expires after UNDO_OFFER_MS (8 s)', () => {
    const { clock, offer } = setup();
    expect(offer.shown).toBe(false);
    offer.offer(request(() => Promise.resolve({ kind: 'restored', count: 2 })));
    expect(offer.phase).toBe('offered');
    expect(offer.text).toBe('Roles of 2 members changed.');
    expect(UNDO_OFFER_MS).toBe(8_000);
    clock.advance(UNDO_OFFER_MS - 1);
    expect(offer.shown).toBe(true);
    clock.advance(1);
    expect(offer.shown).toBe(false);
    expect(offer.text).toBe('');
  });

  it('issue 38 §2 (WCAG 2.2.1): holding the bar stops its clock; leaving it gives a full wait again', () => {
    const { clock, offer } = setup();
    offer.offer(request(() => Promise.resolve({ kind: 'restored', count: 2 })));
    clock.advance(7_000);
    offer.holdChanged(true);
    clock.advance(60_000);
    expect(offer.phase).toBe('offered');
    offer.holdChanged(false);
    clock.advance(UNDO_OFFER_MS - 1);
    expect(offer.phase).toBe('offered');
    clock.advance(1);
    expect(offer.shown).toBe(false);
  });

  it('issue 38 §2: Undo runs once; while it runs the bar neither expires nor runs it again', async () => {
    const { clock, offer } = setup();
    const answer = deferred<UndoOutcome>();
    let runs = 0;
    offer.offer(
      request(() => {
        runs += 1;
        return answer.promise;
      }),
    );
    const first = offer.undoClicked();
    expect(offer.phase).toBe('running');
    await offer.undoClicked();
    offer.dismissed();
    clock.advance(UNDO_OFFER_MS * 2);
    expect(runs).toBe(1);
    expect(offer.phase).toBe('running');
    answer.resolve({ kind: 'restored', count: 2 });
    await first;
    expect(offer.phase).toBe('restored');
    expect(offer.text).toBe('Undone.');
    await offer.undoClicked();
    expect(runs).toBe(1);
    clock.advance(UNDO_OFFER_MS);
    expect(offer.shown).toBe(false);
  });

  it('issue 38 §2: a partial undo names exactly the items not restored, and stays until dismissed', async () => {
    const { clock, offer } = setup();
    offer.offer(request(() => Promise.resolve({ kind: 'partial', notRestored: ['Diego Reis'] })));
    await offer.undoClicked();
    expect(offer.phase).toBe('partial');
    expect(offer.text).toBe('Could not restore: Diego Reis.');
    clock.advance(UNDO_OFFER_MS * 10);
    expect(offer.phase).toBe('partial');
    offer.dismissed();
    expect(offer.shown).toBe(false);
  });

  it('issue 38 §2: names are listed in the language of the texts (es)', async () => {
    const { offer } = setup('es');
    offer.offer(request(() => Promise.resolve({ kind: 'partial', notRestored: ['Bot A', 'Bot B'] })));
    await offer.undoClicked();
    expect(offer.text).toBe('No se pudo restaurar: Bot A y Bot B.');
  });

  it('issue 38 §2: an undo that throws names every planned item and is logged', async () => {
    const { logger, offer } = setup();
    offer.offer(request(() => Promise.reject(new Error('down'))));
    await offer.undoClicked();
    expect(offer.text).toBe('Could not restore: Carla Dias and Diego Reis.');
    expect(logger.errors.map((entry) => entry.message)).toEqual(['Undo failed']);
  });

  it('issue 38 §2: a newer offer replaces the current one, and its own clock starts', () => {
    const { clock, offer } = setup();
    offer.offer(request(() => Promise.resolve({ kind: 'restored', count: 2 })));
    clock.advance(5_000);
    offer.offer({ ...request(() => Promise.resolve({ kind: 'restored', count: 1 })), message: 'Newer.' });
    expect(clock.scheduled).toBe(1);
    clock.advance(5_000);
    expect(offer.text).toBe('Newer.');
    offer.dispose();
    expect(offer.shown).toBe(false);
    expect(clock.scheduled).toBe(0);
  });
});
