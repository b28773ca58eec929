import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, withLeadingPlus } from '../../../src/domain/reports/phone-number.rule';

describe("spec 3 §3.7/§5.1 phone numbers get a leading '+'", () => {
  it("spec 3 §5.1: a '+' is added when missing and kept when present", () => {
    expect(withLeadingPlus('5531999999999')).toBe('+5531999999999');
    expect(withLeadingPlus('+5531999999999')).toBe('+5531999999999');
    expect(withLeadingPlus(' 14155550100 ')).toBe('+14155550100');
  });

  it('an empty number stays empty', () => {
    expect(withLeadingPlus('')).toBe('');
    expect(withLeadingPlus('   ')).toBe('');
  });

  it("spec 3 §5.1: the result always starts with exactly one '+' (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{1,15}$/), (raw) => {
        const result = withLeadingPlus(raw);
        expect(result).toMatch(/^\+\d+$/);
        expect(result.replace('+', '')).toBe(raw.replace('+', ''));
      }),
      { numRuns: 1000, seed: 20260309 },
    );
  });
});

describe('spec 3 §3.7 phone number display', () => {
  it('spec 3 §3.7: a Brazilian mobile reads +55 31 99999-9999', () => {
    expect(formatPhoneNumber('5531999999999')).toBe('+55 31 99999-9999');
    expect(formatPhoneNumber('+55 (31) 99999-9999')).toBe('+55 31 99999-9999');
  });

  it('spec 3 §3.7: a Brazilian landline reads +55 31 3333-4444', () => {
    expect(formatPhoneNumber('553133334444')).toBe('+55 31 3333-4444');
  });

  it("other numbers read '+' and their digits (E.164)", () => {
    expect(formatPhoneNumber('14155550100')).toBe('+14155550100');
    expect(formatPhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhoneNumber('55319999')).toBe('+55319999');
  });

  it('a number without digits displays as nothing', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('n/a')).toBe('');
  });

  it('spec 3 §3.7: display keeps every digit, in order (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (digits) => {
        const shown = formatPhoneNumber(digits);
        expect(shown.startsWith('+')).toBe(true);
        expect(shown.replace(/\D/g, '')).toBe(digits);
      }),
      { numRuns: 1000, seed: 20260310 },
    );
  });
});
