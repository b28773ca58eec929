import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../src/presentation/shared/debounce';
import { TypedSearch } from '../../../src/presentation/shared/typed-search.presenter';

describe('TypedSearch (issue 21: the one typed-then-settled search box)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('spec 1 §9: shows each keystroke at once and settles the last text once typing stops', () => {
    const settled: string[] = [];
    const search = new TypedSearch((text) => settled.push(text));
    search.typed('a');
    search.typed('ab');
    expect(search.text).toBe('ab');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['ab']);
  });

  it('a replaced text shows at once and drops the settle still waiting', () => {
    const settled: string[] = [];
    const search = new TypedSearch((text) => settled.push(text));
    search.typed('ab');
    search.replaced('');
    expect(search.text).toBe('');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(settled).toEqual([]);
  });

  it('dispose drops the settle still waiting', () => {
    const settled: string[] = [];
    const search = new TypedSearch((text) => settled.push(text));
    search.typed('ab');
    search.dispose();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(settled).toEqual([]);
    expect(search.text).toBe('ab');
  });
});
