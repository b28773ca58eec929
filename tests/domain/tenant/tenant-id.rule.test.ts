import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainTenantId, sameTenantId } from '../../../src/domain/tenant/tenant-id.rule';

const RUNS = { numRuns: 1000, seed: 909 };

describe('plain tenant id', () => {
  it.each(['acme', 'cafepaulista', 'my-contract-2', 'A1', 'x'])('%s is a plain tenant id', (id) => {
    expect(isPlainTenantId(id)).toBe(true);
  });

  it.each(['', '-acme', 'acme-', 'acme.com', 'https://acme', 'ac/me', 'ac me', 'a'.repeat(64), '%61cme'])(
    '%j is not',
    (id) => {
      expect(isPlainTenantId(id)).toBe(false);
    },
  );

  it('non-strings are not', () => {
    expect(isPlainTenantId(42)).toBe(false);
    expect(isPlainTenantId(null)).toBe(false);
  });

  it('tenant ids compare without case', () => {
    expect(sameTenantId('Acme', 'acme')).toBe(true);
    expect(sameTenantId('acme', 'acme2')).toBe(false);
  });

  it('(property) a plain id is one DNS label: no dot, slash, colon or space, at most 63 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (raw) =>
        isPlainTenantId(raw) ? raw.length <= 63 && !/[./:\s@?#%\\]/.test(raw) : true,
      ),
      RUNS,
    );
  });
});
