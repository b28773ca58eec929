import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Debounce, SEARCH_DEBOUNCE_MS } from '../../../src/presentation/shared/debounce';

describe('Debounce (issue 21 §2: the one search debounce)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('issue 21 §2 / spec 1 §9: the search settles 500 ms after the last keystroke, with the last text', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    const settled: string[] = [];
    const debounce = new Debounce<string>((text) => settled.push(text));
    debounce.schedule('a');
    vi.advanceTimersByTime(300);
    debounce.schedule('ab');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(settled).toEqual([]);
    expect(debounce.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['ab']);
    expect(debounce.pending).toBe(false);
  });

  it('issue 21 §2: cancel drops the value still waiting', () => {
    const settled: string[] = [];
    const debounce = new Debounce<string>((text) => settled.push(text), 100);
    debounce.schedule('x');
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(settled).toEqual([]);
    expect(debounce.pending).toBe(false);
  });
});
