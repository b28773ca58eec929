import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  validateDescription,
} from '../../../src/domain/mtls/certificate-description.rule';

const RUNS = { numRuns: 1000, seed: 20250319 };

describe('validateDescription (spec 1 §5 mTLS description)', () => {
  it("spec 1 §5: empty or blank → 'Enter a valid description for the certificate'", () => {
    expect(validateDescription('')).toBe('required');
    expect(validateDescription('   \t ')).toBe('required');
  });

  it("spec 1 §5: a 51-character description → 'The field must have a maximum of 50 characters'", () => {
    expect(validateDescription('a'.repeat(51))).toBe('tooLong');
  });

  it('spec 1 §9: exactly 50 characters is accepted, surrounding spaces are not counted', () => {
    expect(validateDescription('a'.repeat(50))).toBeNull();
    expect(validateDescription(`  ${'a'.repeat(50)}  `)).toBeNull();
    expect(validateDescription('Payments gateway')).toBeNull();
  });

  it('spec 1 §9: characters are counted as people count them (an emoji is one)', () => {
    expect(validateDescription('🔒'.repeat(50))).toBeNull();
    expect(validateDescription('é'.repeat(51))).toBe('tooLong');
  });

  it('spec 1 §5: the verdict follows the trimmed length alone (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'grapheme-ascii' }), (value) => {
        const length = value.trim().length;
        const expected = length === 0 ? 'required' : length > DESCRIPTION_MAX_LENGTH ? 'tooLong' : null;
        expect(validateDescription(value)).toBe(expected);
      }),
      RUNS,
    );
  });
});
