import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_DATA_TEXT,
  containsData,
  dauDeuContainsData,
  ratedSummaryContainsData,
  figureText,
  freeTierText,
  isOverspent,
  percentText,
  remainingAvailable,
  showsPlanInformation,
} from '../../../src/domain/reports/usage-figures.rule';

describe('spec 3 §4.2 data presence', () => {
  it('spec 3 §4.2: contains data only when the call succeeded', () => {
    expect(containsData(true)).toBe(true);
    expect(containsData(false)).toBe(false);
  });

  it('spec 3 §4.2, issue 22 §2: on the DAU/DEU pages, data means a plan quantity (> 0) or an unlimited plan (-1)', () => {
    expect(dauDeuContainsData(10)).toBe(true);
    expect(dauDeuContainsData(0)).toBe(false);
    expect(dauDeuContainsData(-1)).toBe(true);
    expect(dauDeuContainsData(-2)).toBe(false);
    expect(dauDeuContainsData(undefined)).toBe(false);
  });

  it('issue 37 §14 (spec 3 §4.2): one reading for the overview and the report pages — a month at rate 0 has data', () => {
    // A successful month without usage: the plan's quantity is there, the rate is 0.
    expect(ratedSummaryContainsData('dau', true, 2000)).toBe(true);
    expect(ratedSummaryContainsData('deu', true, -1)).toBe(true);
    expect(ratedSummaryContainsData('agent', true, 10)).toBe(true);
    // DAU/DEU without a plan quantity (issue 22 §2); agents have no such reading.
    expect(ratedSummaryContainsData('deu', true, 0)).toBe(false);
    expect(ratedSummaryContainsData('agent', true, 0)).toBe(true);
    // A failed call never has data.
    expect(ratedSummaryContainsData('dau', false, 2000)).toBe(false);
    expect(ratedSummaryContainsData('agent', false, 10)).toBe(false);
  });

  it("spec 3 §2.2/§4.2: without data values show '--' and percentages '0%'", () => {
    expect(NO_DATA_TEXT).toBe('--');
    expect(figureText(1234, false, 'en')).toBe('--');
    expect(percentText(87.5, false, 'en')).toBe('0%');
  });

  it('spec 3 §2.2: with data values are locale-formatted', () => {
    expect(figureText(1234, true, 'en')).toBe('1,234');
    expect(figureText(1234, true, 'pt')).toBe('1.234');
    expect(percentText(45.678, true, 'en')).toBe('45.68%');
    expect(percentText(45.5, true, 'es')).toBe('45,5%');
    expect(percentText(120, true, 'pt')).toBe('120%');
  });

  it("a negative rate (the unlimited marker) reads '0%'", () => {
    expect(percentText(-1, true, 'en')).toBe('0%');
  });
});

describe('spec 3 §5.2 free-tier tile', () => {
  it("spec 3 §5.2: 'used / limit' when freeTierLimit > 0", () => {
    expect(freeTierText(250, 1000, true, 'en')).toBe('250 / 1,000');
  });

  it("spec 3 §5.2: only 'used' when there is no free-tier limit", () => {
    expect(freeTierText(250, 0, true, 'en')).toBe('250');
  });

  it("spec 3 §5.2: '-- / --' without data, whatever the figures (property)", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (used, limit) => {
        expect(freeTierText(used, limit, false, 'pt')).toBe('-- / --');
      }),
      { numRuns: 1000, seed: 20260311 },
    );
  });
});

describe('spec 3 §4.4 overspent and plan information', () => {
  it('spec 3 §4.4: overspent when exceededPlan > 0', () => {
    expect(isOverspent(1)).toBe(true);
    expect(isOverspent(0)).toBe(false);
    expect(isOverspent(-3)).toBe(false);
  });

  it('spec 3 §4.4: plan information needs the toggle on and a metric.quantity', () => {
    expect(showsPlanInformation(true, 1000)).toBe(true);
    expect(showsPlanInformation(true, -1)).toBe(true);
    expect(showsPlanInformation(false, 1000)).toBe(false);
    expect(showsPlanInformation(true, undefined)).toBe(false);
    expect(showsPlanInformation(true, null)).toBe(false);
    expect(showsPlanInformation(true, 0)).toBe(false);
  });
});

describe('spec 3 §2.3 remaining available tile', () => {
  it('spec 3 §2.3: quantity minus used, never below 0', () => {
    expect(remainingAvailable(1000, 400)).toBe(600);
    expect(remainingAvailable(1000, 1500)).toBe(0);
    expect(remainingAvailable(0, 0)).toBe(0);
  });

  it('spec 3 §3.3: an unlimited plan (-1) has no remaining figure', () => {
    expect(remainingAvailable(-1, 10)).toBeUndefined();
  });

  it('spec 3 §2.3: remaining + used covers the plan exactly while within it (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 1e9 }), (quantity, used) => {
        const remaining = remainingAvailable(quantity, used);
        expect(remaining).toBeGreaterThanOrEqual(0);
        if (used <= quantity) expect((remaining ?? 0) + used).toBe(quantity);
        else expect(remaining).toBe(0);
      }),
      { numRuns: 1000, seed: 20260312 },
    );
  });
});
