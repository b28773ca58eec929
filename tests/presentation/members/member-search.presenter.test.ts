import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../src/presentation/shared/debounce';
import {
  MemberSearchPresenter,
  SEARCH_APPLIED_MARK,
} from '../../../src/presentation/members/member-search.presenter';

describe('MemberSearchPresenter (spec 1 §2 search, §9 debounce 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('spec 1 §9: typing changes only the text; the term follows 500 ms after the last keystroke', () => {
    const applied: string[] = [];
    const search = new MemberSearchPresenter((term) => applied.push(term));
    search.opened();
    expect(search.open).toBe(true);
    search.changed('m');
    vi.advanceTimersByTime(300);
    search.changed('ma');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(search.text).toBe('ma');
    expect(search.term).toBe('');
    vi.advanceTimersByTime(1);
    expect(search.term).toBe('ma');
    expect(applied).toEqual(['ma']);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    // The moment the term applied is marked for performance measurements (User Timing).
    expect(performance.getEntriesByName(SEARCH_APPLIED_MARK)).toHaveLength(1);
  });

  it('every keystroke is reported at once (the page holds its background batches)', () => {
    let typed = 0;
    const search = new MemberSearchPresenter(undefined, () => (typed += 1));
    search.changed('a');
    search.changed('ab');
    expect(typed).toBe(2);
  });

  it('closing clears the search at once and cancels a pending term', () => {
    const search = new MemberSearchPresenter();
    search.opened();
    search.changed('ana');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    search.changed('anax');
    search.closed();
    expect(search).toMatchObject({ open: false, text: '', term: '' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search.term).toBe('');
  });

  it('typing back the applied term changes nothing; dispose stops a pending term', () => {
    const applied: string[] = [];
    const search = new MemberSearchPresenter((term) => applied.push(term));
    search.changed('a');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    search.changed('ab');
    search.changed('a');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual(['a']);
    search.changed('abc');
    search.dispose();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search.term).toBe('a');
  });
});
