import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OPEN_ENDED_RANGE_END,
  displayedConsumption,
  miuLabel,
  planBase,
  revenueCalculation,
  revenueCards,
  revenueRange,
} from '../../../src/domain/reports/revenue.rule';

describe('spec 3 §9 revenue: planBase', () => {
  it('spec 3 §9: planBase is the fixPrice of the rule with stepRule 1', () => {
    expect(
      planBase([
        { stepRule: 2, fixPrice: 50 },
        { stepRule: 1, fixPrice: 999.9 },
      ]),
    ).toBe(999.9);
  });

  it('spec 3 §9: 0 when no rule has stepRule 1', () => {
    expect(planBase([])).toBe(0);
    expect(planBase([{ stepRule: 2, fixPrice: 50 }])).toBe(0);
  });
});

describe('spec 3 §9 revenue: range text kind', () => {
  it("spec 3 §9: 'X to Y' for a bounded range", () => {
    expect(revenueRange({ rangeStartMetric: 1, rangeEndMetric: 1000 })).toEqual({
      kind: 'range',
      from: 1,
      to: 1000,
    });
  });

  it("spec 3 §9: 'Starts from X' at the open-ended sentinel 2147483647", () => {
    expect(OPEN_ENDED_RANGE_END).toBe(2147483647);
    expect(revenueRange({ rangeStartMetric: 1001, rangeEndMetric: 2147483647 })).toEqual({
      kind: 'startsFrom',
      from: 1001,
    });
  });

  it('null, undefined and ≤ 0 ends are open-ended too', () => {
    for (const end of [null, undefined, 0, -1, Number.NaN]) {
      expect(revenueRange({ rangeStartMetric: 5, rangeEndMetric: end })).toEqual({
        kind: 'startsFrom',
        from: 5,
      });
    }
  });
});

describe('spec 3 §9 revenue: calculation kind', () => {
  it('spec 3 §9: both parts when pricePerUser and fixPrice are > 0', () => {
    expect(revenueCalculation({ pricePerUser: 0.5, fixPrice: 100 })).toEqual({
      kind: 'perUserPlusFixed',
      pricePerUser: 0.5,
      fixPrice: 100,
    });
  });

  it('spec 3 §9: only the per-user part when fixPrice is 0', () => {
    expect(revenueCalculation({ pricePerUser: 0.5, fixPrice: 0 })).toEqual({
      kind: 'perUser',
      pricePerUser: 0.5,
    });
  });

  it('spec 3 §9: only the fixed price when pricePerUser is 0 (both 0 included)', () => {
    expect(revenueCalculation({ pricePerUser: 0, fixPrice: 100 })).toEqual({ kind: 'fixed', fixPrice: 100 });
    expect(revenueCalculation({ pricePerUser: 0, fixPrice: 0 })).toEqual({ kind: 'fixed', fixPrice: 0 });
  });

  it('spec 3 §9: every rule has exactly one calculation (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (pricePerUser, fixPrice) => {
        const { kind } = revenueCalculation({ pricePerUser, fixPrice });
        const expected = pricePerUser > 0 ? (fixPrice > 0 ? 'perUserPlusFixed' : 'perUser') : 'fixed';
        expect(kind).toBe(expected);
      }),
      { numRuns: 1000, seed: 20260313 },
    );
  });
});

describe('spec 3 §3.9 revenue: miu label and displayed consumption', () => {
  it("spec 3 §3.9: miu is metricBaseMIU upper-cased plus 's'", () => {
    expect(miuLabel('mau')).toBe('MAUs');
    expect(miuLabel('MEU')).toBe('MEUs');
    expect(miuLabel(' Mau ')).toBe('MAUs');
    expect(miuLabel('')).toBe('');
    expect(miuLabel(undefined)).toBe('');
  });

  it('spec 3 §3.9: consumption is MAUs when miu contains MAU, else MEUs', () => {
    expect(displayedConsumption('MAUs', { MAUs: 10, MEUs: 20 })).toBe(10);
    expect(displayedConsumption('MEUs', { MAUs: 10, MEUs: 20 })).toBe(20);
    expect(displayedConsumption('', { MAUs: 10, MEUs: 20 })).toBe(20);
  });
});

describe('spec 3 §9 revenue: metric cards', () => {
  it.each([
    ['MIU+MSG', 'MAUs', { miu: true, msg: true }],
    ['MIU', 'MEUs', { miu: true, msg: false }],
    ['MIU', 'XYZs', { miu: false, msg: false }],
    ['MSG', 'MAUs', { miu: false, msg: true }],
    ['miu_msg', 'MAUs', { miu: true, msg: true }],
    ['', 'MAUs', { miu: false, msg: false }],
  ])('spec 3 §9: mainRuleName %s with miu %s → %j', (mainRuleName, miu, expected) => {
    expect(revenueCards(mainRuleName, miu)).toEqual(expected);
  });
});
