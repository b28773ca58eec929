import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_BROWSER_TYPES,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MIME_TYPE,
  validateCertificateFile,
} from '../../../src/domain/mtls/certificate-file.rule';

const RUNS = { numRuns: 1000, seed: 20250318 };
const MB = 1024 * 1024;

const pfx = (overrides: Partial<{ name: string; type: string; size: number }> = {}) => ({
  name: 'client.pfx',
  type: CERTIFICATE_MIME_TYPE,
  size: 4096,
  ...overrides,
});

describe('validateCertificateFile (spec 1 §5 mTLS certificate file)', () => {
  it('spec 1 §5: a .pfx of type application/x-pkcs12 up to 10 MB is accepted', () => {
    expect(validateCertificateFile(pfx())).toBeNull();
    expect(validateCertificateFile(pfx({ size: 10 * MB }))).toBeNull();
    expect(validateCertificateFile(pfx({ name: 'CLIENT.PFX' }))).toBeNull();
  });

  it('spec 1 §5: a .pfx typed application/pkcs12 (Linux mime tables) or untyped is accepted (docs/decisions/mtls.md)', () => {
    expect(validateCertificateFile(pfx({ type: '' }))).toBeNull();
    expect(validateCertificateFile(pfx({ type: 'application/pkcs12' }))).toBeNull();
    expect(validateCertificateFile(pfx({ name: 'client.p12', type: 'application/pkcs12' }))).toBe('type');
  });

  it.each([
    ['a .p12 typed application/x-pkcs12', pfx({ name: 'client.p12' })],
    ['a .txt', pfx({ name: 'notes.txt', type: 'text/plain' })],
    ['a .pfx name with another type', pfx({ type: 'text/plain' })],
    ['a name without extension', pfx({ name: 'client', type: '' })],
  ])("spec 1 §5: %s → 'The file must be of type .pfx'", (_label, file) => {
    expect(validateCertificateFile(file)).toBe('type');
  });

  it("spec 1 §5: an 11 MB .pfx → 'The file must be a maximum of 10MB'", () => {
    expect(validateCertificateFile(pfx({ size: 11 * MB }))).toBe('size');
    expect(validateCertificateFile(pfx({ size: 10 * MB + 1 }))).toBe('size');
  });

  it('spec 1 §5: a missing file gives the generic upload error', () => {
    expect(validateCertificateFile(undefined)).toBe('missing');
    expect(validateCertificateFile(pfx({ name: '  ' }))).toBe('missing');
  });

  it('spec 1 §5: whatever is accepted is a .pfx of the pkcs12 type (or none) within 10 MB (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(
            fc.string(),
            fc.string().map((base) => `${base}.pfx`),
            fc.constant('a.PFX'),
          ),
          type: fc.oneof(fc.constantFrom(...CERTIFICATE_BROWSER_TYPES), fc.string()),
          size: fc.oneof(fc.nat({ max: 20 * MB }), fc.constant(CERTIFICATE_MAX_BYTES)),
        }),
        (file) => {
          if (validateCertificateFile(file) !== null) return;
          expect(file.name.trim().toLowerCase().endsWith('.pfx')).toBe(true);
          expect(CERTIFICATE_BROWSER_TYPES).toContain(file.type);
          expect(file.size).toBeLessThanOrEqual(CERTIFICATE_MAX_BYTES);
        },
      ),
      RUNS,
    );
  });

  it('spec 1 §9: any .pfx over 10 MB is refused for its size, any under is accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * MB }), (size) => {
        const expected = size > CERTIFICATE_MAX_BYTES ? 'size' : null;
        expect(validateCertificateFile(pfx({ size }))).toBe(expected);
      }),
      RUNS,
    );
  });
});
