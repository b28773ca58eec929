import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMalformedLastUsedTenants,
  lastUsedOtherTenant,
  parseLastUsedTenants,
} from '../../../src/domain/tenant/last-used-tenant.rule';
import { isPlainTenantId } from '../../../src/domain/tenant/tenant-id.rule';

const RUNS = { numRuns: 1000, seed: 77 };
const history = (ids: readonly unknown[]) => JSON.stringify(ids);

describe('last used tenant (spec 1 Leave contract flow, first choice)', () => {
  it('spec 1: read from the newest (the end), the first entry read is skipped, the next non-empty one wins', () => {
    expect(lastUsedOtherTenant(history(['oldest', 'older', 'recent', 'current']), 'current')).toBe('recent');
  });

  it('spec 1: empty entries are passed over', () => {
    expect(lastUsedOtherTenant(history(['older', '', '  ', 'current']), 'current')).toBe('older');
  });

  it('the contract being left is never the answer, wherever it stands', () => {
    expect(lastUsedOtherTenant(history(['older', 'current', 'newest']), 'current')).toBe('older');
    expect(lastUsedOtherTenant(history(['CURRENT', 'newest']), 'current')).toBeNull();
  });

  it('a history with only the current contract, or nothing, gives no tenant', () => {
    expect(lastUsedOtherTenant(history(['current']), 'current')).toBeNull();
    expect(lastUsedOtherTenant(history([]), 'current')).toBeNull();
    expect(lastUsedOtherTenant(undefined, 'current')).toBeNull();
    expect(lastUsedOtherTenant('', 'current')).toBeNull();
  });

  it('spec 1: malformed JSON does not crash and gives no tenant', () => {
    expect(lastUsedOtherTenant('["a", "b", ', 'current')).toBeNull();
    expect(lastUsedOtherTenant('{"a": 1}', 'current')).toBeNull();
    expect(lastUsedOtherTenant('null', 'current')).toBeNull();
    expect(isMalformedLastUsedTenants('["a", ')).toBe(true);
    expect(isMalformedLastUsedTenants('"a"')).toBe(true);
    expect(isMalformedLastUsedTenants('["a"]')).toBe(false);
    expect(isMalformedLastUsedTenants(undefined)).toBe(false);
  });

  it('spec 1: a winner that is not a plain tenant id gives no tenant (no URL is built from it)', () => {
    expect(lastUsedOtherTenant(history(['x', 'https://evil.example/x', 'current']), 'current')).toBeNull();
    expect(lastUsedOtherTenant(history(['x', 'evil.example', 'current']), 'current')).toBeNull();
    expect(lastUsedOtherTenant(history(['x', '../admin', 'current']), 'current')).toBeNull();
  });

  it('items that are not strings read as empty entries', () => {
    expect(parseLastUsedTenants(history([1, null, 'acme', { id: 'x' }]))).toEqual(['', '', 'acme', '']);
    expect(lastUsedOtherTenant(history(['acme', 42, 'current']), 'current')).toBe('acme');
  });

  it('spec 1 (property): any text never throws, and gives null or a plain id other than the current one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 60 }), fc.json()),
        fc.string({ maxLength: 10 }),
        (raw, current) => {
          const result = lastUsedOtherTenant(raw, current);
          return (
            result === null || (isPlainTenantId(result) && result.toLowerCase() !== current.toLowerCase())
          );
        },
      ),
      RUNS,
    );
  });

  it('spec 1 (property): for a well-formed history the answer is the reading rule applied by hand', () => {
    const id = fc.oneof(fc.constantFrom('', ' '), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,8}[a-z0-9]$/));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 8 }), id, (ids, current) => {
        const read = [...ids]
          .reverse()
          .slice(1)
          .map((value) => value.trim());
        const expected = read.find((value) => value !== '' && value !== current) ?? null;
        return lastUsedOtherTenant(history(ids), current) === expected;
      }),
      RUNS,
    );
  });
});
