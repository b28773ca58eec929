import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergePolled,
  processingDocumentIds,
  sameData,
} from '../../../src/domain/knowledge-base/polled-documents.rule';
import { DOCUMENT_STATUSES } from '../../../src/domain/knowledge-base/document.entity';
import { document, version } from './document-fixtures';

const RUNS = { numRuns: 1000, seed: 20260213 };

describe('polled documents (spec 2 §2.5, §4 Polling)', () => {
  it('spec 2 §4: the ids polled are the listed documents still processing', () => {
    const list = [
      document({ id: 'a', status: 'processing' }),
      document({ id: 'b', status: 'active' }),
      document({ id: 'c', status: 'processing' }),
    ];
    expect(processingDocumentIds(list)).toEqual(['a', 'c']);
  });

  it('spec 2 §4: items whose data changed are replaced; unchanged ones keep their identity', () => {
    const a = document({ id: 'a', status: 'processing' });
    const b = document({ id: 'b', status: 'processing' });
    const list = [a, b];
    const fetchedA = document({ id: 'a', status: 'active' });
    const fetchedB = document({ id: 'b', status: 'processing' });
    const merged = mergePolled(list, [fetchedA, fetchedB]);
    expect(merged).toEqual([fetchedA, b]);
    expect(merged[0]).toBe(fetchedA);
    expect(merged[1]).toBe(b);
  });

  it('spec 2 §4: nothing changed — the very same list comes back', () => {
    const list = [document({ id: 'a' }), document({ id: 'b' })];
    expect(mergePolled(list, [document({ id: 'a' })])).toBe(list);
    expect(mergePolled(list, [])).toBe(list);
  });

  it('spec 2 §4: a fetched document not in the list is not added; the later of two answers wins', () => {
    const list = [document({ id: 'a', status: 'processing' })];
    expect(mergePolled(list, [document({ id: 'z' })])).toBe(list);
    const later = document({ id: 'a', status: 'inactive' });
    expect(mergePolled(list, [document({ id: 'a', status: 'active' }), later])).toEqual([later]);
  });

  it('spec 2 §4: a change deep inside (a version) counts as a change', () => {
    const list = [document({ id: 'a', versions: [version('v1')] })];
    const fetched = document({ id: 'a', versions: [version('v1', { status: 'inactive' })] });
    expect(mergePolled(list, [fetched])[0]).toBe(fetched);
  });

  it('spec 2 §4: data equality ignores key order and undefined keys', () => {
    expect(sameData({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData([1], [1, 2])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('spec 2 §4: the merge keeps order and length and holds the fetched data for listed ids (property)', () => {
    const doc = fc
      .record({
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        status: fc.constantFrom(...DOCUMENT_STATUSES),
        size: fc.nat(3),
      })
      .map(({ id, status, size }) => document({ id, status, content_size_bytes: size }));
    const list = fc.uniqueArray(doc, { selector: (d) => d.id, maxLength: 4 });
    fc.assert(
      fc.property(list, fc.array(doc, { maxLength: 6 }), (items, fetched) => {
        const merged = mergePolled(items, fetched);
        expect(merged.map((d) => d.id)).toEqual(items.map((d) => d.id));
        merged.forEach((item, index) => {
          const answer = [...fetched].reverse().find((d) => d.id === item.id);
          const original = items[index]!;
          if (answer === undefined) expect(item).toBe(original);
          else if (sameData(answer, original)) expect(item).toBe(original);
          else expect(item).toBe(answer);
        });
        const changed = merged.some((item, index) => item !== items[index]);
        expect(merged === items).toBe(!changed);
      }),
      RUNS,
    );
  });

  it('spec 2 §4: data equality is reflexive on structured clones and symmetric (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameData(a, structuredClone(a))).toBe(true);
        expect(sameData(a, b)).toBe(sameData(b, a));
      }),
      RUNS,
    );
  });
});
