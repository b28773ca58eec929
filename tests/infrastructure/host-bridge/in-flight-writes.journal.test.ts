import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InFlightWritesJournal,
  JOURNAL_KEY,
  JOURNAL_MAX_AGE_MS,
  JOURNAL_MAX_ENTRIES,
  parseJournal,
} from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';
import { memoryStorage } from './fake-windows';

const NOW = 1_800_000_000_000;

/** A well-formed, recent entry, as the journal writes it. */
const good = fc.record({
  id: fc.string({ minLength: 1, maxLength: 64 }),
  action: fc.string({ minLength: 1, maxLength: 64 }),
  kind: fc.constantFrom('set', 'merge', 'delete', 'application-request'),
  target: fc.string({ minLength: 1, maxLength: 200 }),
  at: fc.integer({ min: NOW - JOURNAL_MAX_AGE_MS, max: NOW }),
});

/** A good entry with exactly one field wrong: each one just past what the parser allows. */
const broken = fc.oneof(
  good.map((entry) => ({ ...entry, id: '' })),
  good.map((entry) => ({ ...entry, id: 'x'.repeat(65) })),
  good.map((entry) => ({ ...entry, id: 7 })),
  good.map((entry) => ({ ...entry, action: '' })),
  good.map((entry) => ({ ...entry, action: 'a'.repeat(65) })),
  good.map((entry) => ({ ...entry, action: null })),
  good.map((entry) => ({ ...entry, at: NOW + 1 })),
  good.map((entry) => ({ ...entry, at: NOW - JOURNAL_MAX_AGE_MS - 1 })),
  good.map((entry) => ({ ...entry, at: String(entry.at) })),
  good.map((entry) => ({ ...entry, at: Number.NaN })),
  good.map(({ kind: _kind, ...entry }) => entry),
  good.map(({ target: _target, ...entry }) => entry),
  good.map((entry) => ({ ...entry, kind: '' })),
  good.map((entry) => ({ ...entry, target: 't'.repeat(201) })),
  good.map(({ id: _id, ...entry }) => entry),
  good.map((entry) => [entry.id, entry.action, entry.kind, entry.at]),
  fc.jsonValue({ maxDepth: 1 }),
);

/** Lists of up to 25 entries are slow to build: 400 runs, which still cover every branch. */
const FUZZ = { numRuns: 400, seed: 19 };

/** A journal's stored text: its entries (good and broken), and which of them the parser keeps. */
const journalText = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: good.map((entry) => ({ entry, kept: true })) },
      { weight: 1, arbitrary: broken.map((entry) => ({ entry, kept: false })) },
    ),
    { maxLength: JOURNAL_MAX_ENTRIES + 10, size: 'max' },
  )
  .map((items) => ({
    text: JSON.stringify(items.map(({ entry }) => entry)),
    wellFormed: items.filter(({ kept }) => kept).length,
    // Only the newest 20 well-formed entries are kept.
    keptIds: items
      .filter(({ kept }) => kept)
      .map(({ entry }) => (entry as { id: string }).id)
      .slice(-JOURNAL_MAX_ENTRIES),
  }));

describe('parseJournal (issue 13 §3 fuzzing: stored text is data)', () => {
  it('issue 19 §3: any text, mostly journals with broken entries or cut short, yields only well-formed recent entries, at most 20', () => {
    // Stored text as a damaged or hand-edited journal looks: real journal JSON, cut or altered.
    const damaged = fc.oneof(
      { weight: 4, arbitrary: journalText.map(({ text }) => text) },
      fc.tuple(journalText, fc.nat()).map(([{ text }, cut]) => text.slice(0, cut % (text.length + 1))),
      fc
        .tuple(journalText, fc.nat(), fc.constantFrom('"', ',', ']', '{', '0', '-'))
        .map(([{ text }, at, char]) => {
          const index = at % (text.length + 1);
          return text.slice(0, index) + char + text.slice(index + 1);
        }),
      fc.string(),
      fc.json(),
      fc.constant(null),
    );
    let withEntries = 0;
    fc.assert(
      fc.property(damaged, (text) => {
        const entries = parseJournal(text, NOW);
        if (entries.length > 0) withEntries += 1;
        expect(entries.length).toBeLessThanOrEqual(JOURNAL_MAX_ENTRIES);
        for (const entry of entries) {
          expect(typeof entry.id === 'string' && entry.id !== '' && entry.id.length <= 64).toBe(true);
          expect(typeof entry.action === 'string' && entry.action !== '' && entry.action.length <= 64).toBe(
            true,
          );
          expect(entry.at).toBeLessThanOrEqual(NOW);
          expect(NOW - entry.at).toBeLessThanOrEqual(JOURNAL_MAX_AGE_MS);
          expect(Object.keys(entry).sort()).toEqual(['action', 'at', 'id', 'kind', 'target']);
        }
      }),
      FUZZ,
    );
    // The generator reaches the parser's accepting branch, not only JSON.parse's refusals.
    expect(withEntries).toBeGreaterThan(FUZZ.numRuns * 0.3);
  });

  it('issue 19 §3: a list keeps exactly its well-formed entries, in order, the newest 20; broken ones and junk are dropped', () => {
    let overCap = 0;
    fc.assert(
      fc.property(journalText, ({ text, wellFormed, keptIds }) => {
        const parsed = parseJournal(text, NOW);
        if (wellFormed > JOURNAL_MAX_ENTRIES) overCap += 1;
        expect(parsed.map((entry) => entry.id)).toEqual(keptIds);
      }),
      FUZZ,
    );
    // Lists with more than 20 well-formed entries are generated often enough to check the cap.
    expect(overCap).toBeGreaterThan(FUZZ.numRuns * 0.1);
  });

  it('issue 13 §1: an entry older than ten minutes, or from the future, is dropped', () => {
    const text = JSON.stringify([
      { id: 'old', action: 'sendCommand', kind: 'set', target: '/t', at: NOW - JOURNAL_MAX_AGE_MS - 1 },
      { id: 'edge', action: 'sendCommand', kind: 'set', target: '/t', at: NOW - JOURNAL_MAX_AGE_MS },
      { id: 'future', action: 'sendCommand', kind: 'set', target: '/t', at: NOW + 1 },
    ]);
    expect(parseJournal(text, NOW).map((entry) => entry.id)).toEqual(['edge']);
  });
});

describe('InFlightWritesJournal', () => {
  it('issue 13 §1: adds and removes writes; an empty journal leaves no key behind', () => {
    const storage = memoryStorage();
    const journal = new InFlightWritesJournal(storage, () => NOW);
    journal.add('a', 'sendCommand', { command: { method: 'set', uri: '/tenants/acme' } });
    journal.add('b', 'sendApplicationRequest', { method: 'setX', args: [] });
    expect(journal.entries().map((entry) => entry.id)).toEqual(['a', 'b']);
    journal.remove('a');
    expect(journal.entries()).toEqual([
      { id: 'b', action: 'sendApplicationRequest', kind: 'application-request', target: 'setX', at: NOW },
    ]);
    journal.remove('b');
    expect(storage.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('issue 13 §1: keeps the newest 20; a huge content costs nothing, since it is never stored', () => {
    const storage = memoryStorage();
    const journal = new InFlightWritesJournal(storage, () => NOW);
    for (let index = 0; index < 25; index += 1) journal.add(`w${index}`, 'sendCommand', {});
    journal.add('huge', 'sendCommand', {
      command: { method: 'set', uri: '/x', resource: 'x'.repeat(100_000) },
    });
    const ids = journal.entries().map((entry) => entry.id);
    expect(ids).toHaveLength(JOURNAL_MAX_ENTRIES);
    expect(ids[0]).toBe('w6');
    expect(ids.at(-1)).toBe('huge');
    expect((storage.items.get(JOURNAL_KEY) ?? '').length).toBeLessThan(4000);
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
