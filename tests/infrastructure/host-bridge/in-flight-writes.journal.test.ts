import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InFlightWritesJournal,
  JOURNAL_KEY,
  JOURNAL_MAX_AGE_MS,
  JOURNAL_MAX_CONTENT_CHARS,
  JOURNAL_MAX_ENTRIES,
  parseJournal,
} from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';
import { memoryStorage } from './fake-windows';

const NOW = 1_800_000_000_000;
const FUZZ = { numRuns: 1000, seed: 13 };

describe('parseJournal (issue 13 §3 fuzzing: stored text is data)', () => {
  it('issue 13 §3: any text yields well-formed, recent entries, at most 20, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (text) => {
        const entries = parseJournal(text, NOW);
        expect(entries.length).toBeLessThanOrEqual(JOURNAL_MAX_ENTRIES);
        for (const entry of entries) {
          expect(typeof entry.id).toBe('string');
          expect(typeof entry.action).toBe('string');
          expect(NOW - entry.at).toBeLessThanOrEqual(JOURNAL_MAX_AGE_MS);
        }
      }),
      FUZZ,
    );
  });

  it('issue 13 §3: a list keeps exactly its well-formed entries, in order; broken ones and junk are dropped', () => {
    const good = fc.record({
      id: fc.string({ minLength: 1, maxLength: 64 }),
      action: fc.string({ minLength: 1, maxLength: 64 }),
      content: fc.jsonValue(),
      at: fc.integer({ min: NOW - JOURNAL_MAX_AGE_MS, max: NOW }),
    });
    const broken = fc.oneof(
      good.map((entry) => ({ ...entry, id: '' })),
      good.map((entry) => ({ ...entry, id: 'x'.repeat(65) })),
      good.map((entry) => ({ ...entry, action: 7 })),
      good.map((entry) => ({ ...entry, at: NOW + 1 })),
      good.map((entry) => ({ ...entry, at: NOW - JOURNAL_MAX_AGE_MS - 1 })),
      good.map((entry) => ({ ...entry, at: Number.NaN })),
      good.map(({ content: _content, ...entry }) => entry),
      fc.jsonValue(),
    );
    const item = fc.oneof(
      good.map((entry) => ({ entry, kept: true })),
      broken.map((entry) => ({ entry, kept: false })),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (items) => {
        const text = JSON.stringify(items.map(({ entry }) => entry));
        const expected = items.filter(({ kept }) => kept).map(({ entry }) => (entry as { id: string }).id);
        expect(parseJournal(text, NOW).map((entry) => entry.id)).toEqual(expected);
      }),
      FUZZ,
    );
  });

  it('issue 13 §1: an entry older than ten minutes, or from the future, is dropped', () => {
    const text = JSON.stringify([
      { id: 'old', action: 'sendCommand', content: null, at: NOW - JOURNAL_MAX_AGE_MS - 1 },
      { id: 'edge', action: 'sendCommand', content: null, at: NOW - JOURNAL_MAX_AGE_MS },
      { id: 'future', action: 'sendCommand', content: null, at: NOW + 1 },
    ]);
    expect(parseJournal(text, NOW).map((entry) => entry.id)).toEqual(['edge']);
  });
});

describe('InFlightWritesJournal', () => {
  it('issue 13 §1: adds and removes writes; an empty journal leaves no key behind', () => {
    const storage = memoryStorage();
    const journal = new InFlightWritesJournal(storage, () => NOW);
    journal.add('a', 'sendCommand', { command: { method: 'set' } });
    journal.add('b', 'sendApplicationRequest', { method: 'setX' });
    expect(journal.entries().map((entry) => entry.id)).toEqual(['a', 'b']);
    journal.remove('a');
    expect(journal.entries()).toEqual([
      { id: 'b', action: 'sendApplicationRequest', content: { method: 'setX' }, at: NOW },
    ]);
    journal.remove('b');
    expect(storage.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('issue 13 §1: keeps the newest 20 and skips content larger than 32,000 characters', () => {
    const journal = new InFlightWritesJournal(memoryStorage(), () => NOW);
    for (let index = 0; index < 25; index += 1) journal.add(`w${index}`, 'sendCommand', {});
    journal.add('huge', 'sendCommand', { text: 'x'.repeat(JOURNAL_MAX_CONTENT_CHARS) });
    const ids = journal.entries().map((entry) => entry.id);
    expect(ids).toHaveLength(JOURNAL_MAX_ENTRIES);
    expect(ids[0]).toBe('w5');
    expect(ids).not.toContain('huge');
  });

  it('issue 13 §1: a storage that throws (full, or refused) never breaks a request', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const journal = new InFlightWritesJournal(refusing, () => NOW);
    expect(() => journal.add('a', 'sendCommand', {})).not.toThrow();
    expect(() => journal.remove('a')).not.toThrow();
    expect(journal.entries()).toEqual([]);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => new InFlightWritesJournal(memoryStorage(), () => NOW).add('c', 'x', cyclic)).not.toThrow();
  });
});
