import { describe, expect, it, vi } from 'vitest';
import {
  InFlightWritesJournal,
  JOURNAL_KEY,
  JOURNAL_MAX_ENTRIES,
  parseJournal,
} from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';
import { memoryStorage } from './fake-windows';

/** The journal's limits at their exact edges (issue 13 §1, §3): what is kept and what is not. */
const NOW = 1_800_000_000_000;
const entry = (fields: Record<string, unknown>) => ({
  id: 'a',
  action: 'sendCommand',
  kind: 'set',
  target: '/tenants/acme',
  at: NOW,
  ...fields,
});
const ids = (text: string) => parseJournal(text, NOW).map((kept) => kept.id);

describe('parseJournal: the edges of a well-formed entry', () => {
  it('issue 13 §3: an id or action of exactly 64 characters is kept, 65 is not', () => {
    const text = JSON.stringify([
      entry({ id: 'i'.repeat(64) }),
      entry({ id: 'j', action: 'a'.repeat(64) }),
      entry({ id: 'k', action: 'a'.repeat(65) }),
    ]);
    expect(ids(text)).toEqual(['i'.repeat(64), 'j']);
  });

  it('issue 13 §3: an action that is empty or not a string is dropped', () => {
    const text = JSON.stringify([entry({ id: 'empty', action: '' }), entry({ id: 'list', action: ['x'] })]);
    expect(ids(text)).toEqual([]);
  });

  it('issue 13 §3: stored text with more than 20 entries yields the newest 20', () => {
    const text = JSON.stringify(Array.from({ length: 25 }, (_, index) => entry({ id: `w${index}` })));
    const kept = ids(text);
    expect(kept).toHaveLength(JOURNAL_MAX_ENTRIES);
    expect(kept[0]).toBe('w5');
  });
});

describe('InFlightWritesJournal: bounded storage', () => {
  it('issue 13 §1: the stored value itself never holds more than 20 writes', () => {
    const storage = memoryStorage();
    const journal = new InFlightWritesJournal(storage, () => NOW);
    for (let index = 0; index < 21; index += 1) journal.add(`w${index}`, 'sendCommand', {});
    expect(JSON.parse(storage.items.get(JOURNAL_KEY) ?? '[]')).toHaveLength(JOURNAL_MAX_ENTRIES);
  });

  it('issue 20 §5: a target of exactly 200 characters is kept, 201 is not; a longer URI is cut to 200 when written', () => {
    const text = JSON.stringify([
      entry({ id: 'edge', target: 't'.repeat(200) }),
      entry({ id: 'over', target: 't'.repeat(201) }),
    ]);
    expect(ids(text)).toEqual(['edge']);
    const journal = new InFlightWritesJournal(memoryStorage(), () => NOW);
    journal.add('long', 'sendCommand', {
      command: { method: 'delete', uri: `/${'a'.repeat(60)}`.repeat(5) },
    });
    expect(journal.entries().map((kept) => kept.target.length)).toEqual([200]);
  });

  it('issue 13 §1: removing an id the journal does not hold writes nothing', () => {
    const storage = memoryStorage();
    const journal = new InFlightWritesJournal(storage, () => NOW);
    journal.add('a', 'sendCommand', {});
    const setItem = vi.spyOn(storage, 'setItem');
    journal.remove('unknown');
    expect(setItem).not.toHaveBeenCalled();
  });
});
