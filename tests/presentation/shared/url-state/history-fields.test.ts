import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENTS_QUERY } from '../../../../src/presentation/agents/agents.url-state';
import { PAGED_QUERY_FIELDS } from '../../../../src/presentation/knowledge-base/paged-query.url-state';
import { MEMBERS_QUERY } from '../../../../src/presentation/members/members.url-state';
import { PIPELINES_QUERY } from '../../../../src/presentation/pipelines/pipelines.url-state';
import { CONVERSATIONS_QUERY } from '../../../../src/presentation/reports/conversations/conversations.url-state';
import { REPORT_MONTH_QUERY } from '../../../../src/presentation/reports/shared/report-month.url-state';
import { BOT_LIST_QUERY } from '../../../../src/presentation/shared/bot-list/bot-list.url-state';
import {
  formatHistory,
  HISTORY_STATE_KEY,
  mergeHistoryState,
  ownHistory,
} from '../../../../src/presentation/shared/url-state/history-fields';
import {
  PRIVATE_QUERY_KEYS,
  withoutPrivateQuery,
} from '../../../../src/presentation/shared/url-state/private-query';
import {
  flagField,
  formatQuery,
  MAX_QUERY_TEXT_LENGTH,
  mergeQuery,
  pageField,
  parseUrlState,
  privateTextField,
  type QueryField,
  type QueryFields,
} from '../../../../src/presentation/shared/url-state/query-fields';

const RUNS = { numRuns: 500, seed: 35_7 } as const;

interface ListState {
  readonly search: string;
  readonly page: number;
  readonly triggered: boolean;
}

const FIELDS: QueryFields<ListState> = {
  search: privateTextField('search'),
  page: pageField(),
  triggered: flagField('triggered'),
};

const validState: fc.Arbitrary<ListState> = fc.record({
  search: fc
    .string({ unit: 'grapheme', maxLength: MAX_QUERY_TEXT_LENGTH })
    // eslint-disable-next-line no-control-regex -- the characters the field refuses
    .filter((text) => text.length <= MAX_QUERY_TEXT_LENGTH && !/[<>\u0000-\u001f\u007f]/.test(text)),
  page: fc.integer({ min: 1, max: 1000 }),
  triggered: fc.boolean(),
});

describe('fields kept in the history entry (issue 35 §7)', () => {
  it('issue 35 §7: a search is never in the query; query plus history state read back every valid state', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const query = formatQuery(FIELDS, state);
        expect(new URLSearchParams(query).has('search')).toBe(false);
        const historyState = mergeHistoryState(FIELDS, state, { from: 'link' });
        expect(parseUrlState(FIELDS, query, historyState)).toEqual(state);
        expect(ownHistory(FIELDS, historyState)).toBe(formatHistory(FIELDS, state));
      }),
      RUNS,
    );
  });

  it('issue 35 §7: the history state keeps the linking page’s names and another binding’s fields; an empty search leaves it as it was', () => {
    const names = { catalogName: 'FAQ', documentName: 'Prices' };
    const withSearch = mergeHistoryState(FIELDS, { search: 'ana', page: 2, triggered: false }, names);
    expect(withSearch).toEqual({ ...names, [HISTORY_STATE_KEY]: { search: 'ana' } });
    const other = { ...names, [HISTORY_STATE_KEY]: { search: 'ana', note: 'kept' } };
    expect(mergeHistoryState(FIELDS, { search: '', page: 1, triggered: false }, other)).toEqual({
      ...names,
      [HISTORY_STATE_KEY]: { note: 'kept' },
    });
    expect(mergeHistoryState(FIELDS, { search: '', page: 1, triggered: false }, withSearch)).toEqual(names);
    expect(mergeHistoryState(FIELDS, { search: '', page: 1, triggered: false }, null)).toBeNull();
    expect(mergeHistoryState(FIELDS, { search: '', page: 1, triggered: false }, names)).toBe(names);
  });

  it('issue 35 §7: an old link’s query wins once; a bad or non-text value in the state is the default', () => {
    const kept = { [HISTORY_STATE_KEY]: { search: 'old' } };
    expect(parseUrlState(FIELDS, '?search=new&page=2', kept)).toEqual({
      search: 'new',
      page: 2,
      triggered: false,
    });
    expect(parseUrlState(FIELDS, '?page=2', kept).search).toBe('old');
    expect(parseUrlState(FIELDS, '', { [HISTORY_STATE_KEY]: { search: '<b>x</b>' } }).search).toBe('');
    expect(parseUrlState(FIELDS, '', { [HISTORY_STATE_KEY]: { search: 42 } }).search).toBe('');
    expect(parseUrlState(FIELDS, '', { [HISTORY_STATE_KEY]: 'search=ana' }).search).toBe('');
    expect(parseUrlState(FIELDS, '', 'search=ana').search).toBe('');
    // A public field is never read from the history state.
    expect(parseUrlState(FIELDS, '', { [HISTORY_STATE_KEY]: { page: '3' } }).page).toBe(1);
    // Writing the state back takes the old parameter out of the query.
    expect(
      mergeQuery(FIELDS, { search: 'new', page: 2, triggered: false }, '?month=2026-10&search=new&page=2'),
    ).toBe('?month=2026-10&page=2');
  });

  it('issue 35 §7: what the shell reports has no search; other parameters and plain paths are untouched', () => {
    expect(withoutPrivateQuery('/members?tab=pending&search=ana%40example.com')).toBe('/members?tab=pending');
    expect(withoutPrivateQuery('/copilot?search=a&search=b')).toBe('/copilot');
    expect(withoutPrivateQuery('/mau-consumption?month=2026-09')).toBe('/mau-consumption?month=2026-09');
    expect(withoutPrivateQuery('/session-consumption?waba=a%20b')).toBe('/session-consumption?waba=a%20b');
    expect(withoutPrivateQuery('/')).toBe('/');
  });

  it('issue 35 §7: every list keeps its search in the history; the keys the shell leaves out are exactly those', () => {
    const bindings: Record<string, QueryFields<object>> = {
      members: MEMBERS_QUERY,
      agents: AGENTS_QUERY,
      knowledgeBase: PAGED_QUERY_FIELDS,
      pipelines: PIPELINES_QUERY,
      botList: BOT_LIST_QUERY,
      conversations: CONVERSATIONS_QUERY,
      reportMonth: REPORT_MONTH_QUERY,
    };
    const lists = ['members', 'agents', 'knowledgeBase', 'pipelines', 'botList'];
    for (const [name, fields] of Object.entries(bindings)) {
      const all = Object.values(fields) as QueryField<unknown>[];
      const kept = all.filter((field) => field.inHistory === true).map((field) => field.key);
      expect({ name, kept }).toEqual({ name, kept: lists.includes(name) ? ['search'] : [] });
      // No field in the URL may bear a key the shell would leave out of its reports.
      const inQuery = all.filter((field) => field.inHistory !== true).map((field) => field.key);
      expect(inQuery.filter((key) => (PRIVATE_QUERY_KEYS as readonly string[]).includes(key))).toEqual([]);
    }
  });
});
