import { describe, expect, it } from 'vitest';
import {
  revenueChatbotsBackTarget,
  revenuePeriod,
  showsDataFromSecondMessage,
} from '../../../src/domain/reports/revenue-period.rule';

describe('spec 3 §2.9/§4.7 revenue period', () => {
  it('spec 3 §9: a past month runs from its first to its last day', () => {
    expect(revenuePeriod('2026-10', new Date('2026-11-15T12:00:00Z'))).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });

  it('spec 3 §9: the current month runs to yesterday', () => {
    expect(revenuePeriod('2026-11', new Date('2026-11-15T12:00:00Z'))).toEqual({
      start: '2026-11-01',
      end: '2026-11-14',
    });
  });

  it("spec 3 §2.9/§4.7: on the 1st of the current month the end is before the start: 'data from the 2nd'", () => {
    const firstDay = new Date('2026-11-01T08:00:00Z');
    expect(revenuePeriod('2026-11', firstDay)).toEqual({ start: '2026-11-01', end: '2026-10-31' });
    expect(showsDataFromSecondMessage('2026-11', firstDay)).toBe(true);
  });

  it('spec 3 §4.7: from the 2nd, and for past months, figures are shown', () => {
    expect(showsDataFromSecondMessage('2026-11', new Date('2026-11-02T00:00:00Z'))).toBe(false);
    expect(showsDataFromSecondMessage('2026-10', new Date('2026-11-01T08:00:00Z'))).toBe(false);
  });

  it('a month that has not started, or an unreadable one, shows no such message', () => {
    expect(showsDataFromSecondMessage('2026-12', new Date('2026-11-01T08:00:00Z'))).toBe(false);
    expect(showsDataFromSecondMessage('bad', new Date('2026-11-01T08:00:00Z'))).toBe(false);
  });

  it('spec 3 §9: dates are UTC (the 1st in UTC-3 late evening is already the 2nd in UTC)', () => {
    expect(showsDataFromSecondMessage('2026-11', new Date('2026-11-01T22:00:00-03:00'))).toBe(false);
  });
});

describe('spec 3 §2.9 revenue chatbots back target', () => {
  it('spec 3 §2.9: the contract page when opened from it, otherwise home', () => {
    expect(revenueChatbotsBackTarget(true)).toBe('revenue');
    expect(revenueChatbotsBackTarget(false)).toBe('home');
  });
});
