import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choiceField,
  flagField,
  formatQuery,
  mergeQuery,
  ownQuery,
  MAX_QUERY_PAGE,
  MAX_QUERY_TEXT_LENGTH,
  pageField,
  parseQuery,
  textField,
  type QueryFields,
} from '../../../../src/presentation/shared/url-state/query-fields';

const RUNS = { numRuns: 1000, seed: 14_2 } as const;

interface ListState {
  readonly search: string;
  readonly filter: 'all' | 'enabled' | 'disabled';
  readonly page: number;
  readonly size: 5 | 10 | 25;
  readonly triggered: boolean;
}

const FIELDS: QueryFields<ListState> = {
  search: textField('search'),
  filter: choiceField('filter', ['all', 'enabled', 'disabled'] as const, 'all'),
  page: pageField(),
  size: choiceField('size', [5, 10, 25] as const, 5),
  triggered: flagField('triggered'),
};

const DEFAULTS: ListState = { search: '', filter: 'all', page: 1, size: 5, triggered: false };

const validState: fc.Arbitrary<ListState> = fc.record({
  search: fc
    .string({ unit: 'grapheme', maxLength: MAX_QUERY_TEXT_LENGTH })
    // eslint-disable-next-line no-control-regex -- the characters the field refuses
    .filter((text) => text.length <= MAX_QUERY_TEXT_LENGTH && !/[<>\u0000-\u001f\u007f]/.test(text)),
  filter: fc.constantFrom('all', 'enabled', 'disabled'),
  page: fc.integer({ min: 1, max: MAX_QUERY_PAGE }),
  size: fc.constantFrom(5, 10, 25),
  triggered: fc.boolean(),
});

describe('query fields (issue 14: state in the URL)', () => {
  it('parse ∘ format is the identity on every valid state', () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(parseQuery(FIELDS, formatQuery(FIELDS, state))).toEqual(state);
      }),
      RUNS,
    );
  });

  it('any query parses to a valid state without throwing, and writing it back is stable', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.dictionary(fc.constantFrom('search', 'filter', 'page', 'size', 'triggered', 'x'), fc.string()),
        (junk, params) => {
          const search = `?${new URLSearchParams(params).toString()}&${junk}`;
          const state = parseQuery(FIELDS, search);
          expect(['all', 'enabled', 'disabled']).toContain(state.filter);
          expect(Number.isInteger(state.page) && state.page >= 1 && state.page <= MAX_QUERY_PAGE).toBe(true);
          expect([5, 10, 25]).toContain(state.size);
          expect(parseQuery(FIELDS, formatQuery(FIELDS, state))).toEqual(state);
        },
      ),
      RUNS,
    );
  });

  it('defaults are omitted, so a list in its default state has a plain URL', () => {
    expect(formatQuery(FIELDS, DEFAULTS)).toBe('');
    expect(formatQuery(FIELDS, { ...DEFAULTS, filter: 'enabled', page: 3 })).toBe('?filter=enabled&page=3');
  });

  it('unknown or invalid values fall back to their defaults', () => {
    expect(parseQuery(FIELDS, '?filter=everything&page=0&size=7&triggered=yes')).toEqual(DEFAULTS);
    expect(parseQuery(FIELDS, '?page=-2')).toEqual(DEFAULTS);
    expect(parseQuery(FIELDS, '?page=2.5')).toEqual(DEFAULTS);
    expect(parseQuery(FIELDS, '?page=1e3')).toEqual(DEFAULTS);
    expect(parseQuery(FIELDS, `?page=${MAX_QUERY_PAGE + 1}`)).toEqual(DEFAULTS);
  });

  it('over-long or HTML search text is ignored', () => {
    expect(parseQuery(FIELDS, `?search=${'a'.repeat(MAX_QUERY_TEXT_LENGTH + 1)}`).search).toBe('');
    expect(parseQuery(FIELDS, '?search=%3Cimg%20src%3Dx%3E').search).toBe('');
    expect(parseQuery(FIELDS, '?search=ana%0Amaria').search).toBe('');
    expect(parseQuery(FIELDS, '?search=Ana%20Maria%20%26%20co').search).toBe('Ana Maria & co');
  });

  it("mergeQuery sets only its own fields, after another binding's parameters; ownQuery reads only them", () => {
    const fields = { search: textField('search'), page: pageField() };
    expect(mergeQuery(fields, { search: 'ana', page: 1 }, '?month=2026-10&page=4')).toBe(
      '?month=2026-10&search=ana',
    );
    expect(mergeQuery(fields, { search: 'ana', page: 2 }, '?page=4&month=2026-10')).toBe(
      '?month=2026-10&search=ana&page=2',
    );
    expect(mergeQuery(fields, { search: '', page: 1 }, '?search=old&page=2')).toBe('');
    expect(ownQuery(fields, '?page=2&month=2026-10&search=ana')).toBe('?search=ana&page=2');
    expect(ownQuery(fields, '?page=abc')).toBe('?page=abc');
  });
});
