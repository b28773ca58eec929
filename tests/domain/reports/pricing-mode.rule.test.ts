import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OLD_PRICING,
  offersConversationType,
  pricingModeOf,
} from '../../../src/domain/reports/pricing-mode.rule';

/** The simulator's dates seen from November 2026: per-phone 6 months back, consolidated 3. */
const DATES = { pricingChangesStart: '2026-05', consolidatedStart: '2026-08' };

describe('spec 3 §4.5 pricing-mode switch for conversations', () => {
  it.each([
    ['2026-11', 'new', 'new'],
    ['2026-08', 'new', 'new'],
    ['2026-07', 'old', 'new'],
    ['2026-05', 'old', 'new'],
    ['2026-04', 'old', 'old'],
    ['2025-11', 'old', 'old'],
  ] as const)('spec 3 §4.5: %s → consolidated %s, tables %s', (month, consolidated, tables) => {
    expect(pricingModeOf(month, DATES)).toEqual({ consolidated, tables });
  });

  it('spec 3 §4.5: the dates are compared by month, full dates included', () => {
    const dates = { pricingChangesStart: '2023-06-15', consolidatedStart: '2024-11-01T00:00:00' };
    expect(pricingModeOf('2024-11', dates)).toEqual({ consolidated: 'new', tables: 'new' });
    expect(pricingModeOf('2023-06', dates)).toEqual({ consolidated: 'old', tables: 'new' });
    expect(pricingModeOf('2023-05', dates)).toEqual(OLD_PRICING);
  });

  it('a date that cannot be read is never reached; an unreadable month is the old layout', () => {
    expect(pricingModeOf('2026-11', { pricingChangesStart: '', consolidatedStart: 'soon' })).toEqual(
      OLD_PRICING,
    );
    expect(pricingModeOf('November', DATES)).toEqual(OLD_PRICING);
  });

  it('each switch is read on its own: a consolidated date before the tables date keeps the old tables', () => {
    const swapped = { pricingChangesStart: '2026-08', consolidatedStart: '2026-05' };
    expect(pricingModeOf('2026-06', swapped)).toEqual({ consolidated: 'new', tables: 'old' });
  });

  it('spec 3 §2.7: the conversation-type filter only where the old calls take it', () => {
    expect(offersConversationType({ consolidated: 'old', tables: 'new' }, 'consolidated')).toBe(true);
    expect(offersConversationType({ consolidated: 'old', tables: 'new' }, 'tables')).toBe(false);
    expect(offersConversationType({ consolidated: 'new', tables: 'new' }, 'consolidated')).toBe(false);
    expect(offersConversationType(OLD_PRICING, 'tables')).toBe(true);
  });

  it('spec 3 §4.5: for any months, new iff on or after its date, and monotonic (property)', () => {
    const month = fc
      .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, month: m }) => ({
        index: year * 12 + m,
        value: `${year}-${String(m).padStart(2, '0')}`,
      }));
    fc.assert(
      fc.property(month, month, month, (selected, perPhone, consolidated) => {
        const mode = pricingModeOf(selected.value, {
          pricingChangesStart: perPhone.value,
          consolidatedStart: consolidated.value,
        });
        expect(mode.tables === 'new').toBe(selected.index >= perPhone.index);
        expect(mode.consolidated === 'new').toBe(selected.index >= consolidated.index);
      }),
      { numRuns: 1000, seed: 20261125 },
    );
  });
});
