import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateStatusOf, certificateStatusTone } from '../../../src/domain/mtls/certificate-status.rule';

describe('mTLS certificate status (spec 1 §4)', () => {
  it('spec 1 §4: valid, invalid and underValidation are read as they are', () => {
    expect(certificateStatusOf('valid')).toBe('valid');
    expect(certificateStatusOf('invalid')).toBe('invalid');
    expect(certificateStatusOf('underValidation')).toBe('underValidation');
  });

  it("spec 1 §4: any unknown status displays as 'Under validation'", () => {
    for (const raw of ['processing', 'VALID', '', null, undefined, 3, {}]) {
      expect(certificateStatusOf(raw)).toBe('underValidation');
    }
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(['valid', 'invalid', 'underValidation']).toContain(certificateStatusOf(raw));
      }),
      { numRuns: 1000, seed: 20250322 },
    );
  });

  it('spec 1 §4: valid → success colour, invalid → disabled colour, underValidation → default colour', () => {
    expect(certificateStatusTone('valid')).toBe('success');
    expect(certificateStatusTone('invalid')).toBe('disabled');
    expect(certificateStatusTone('underValidation')).toBe('default');
  });
});
