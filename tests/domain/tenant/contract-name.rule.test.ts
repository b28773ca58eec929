import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkContractName,
  CONTRACT_NAME_MAX_LENGTH,
  CONTRACT_NAME_MIN_LENGTH,
  sanitizeContractName,
} from '../../../src/domain/tenant/contract-name.rule';

const RUNS = { numRuns: 1000, seed: 515 };

describe('contract name (spec 1 §5 Contract name)', () => {
  it('spec 1 §9: the name has 2 to 15 characters', () => {
    expect([CONTRACT_NAME_MIN_LENGTH, CONTRACT_NAME_MAX_LENGTH]).toEqual([2, 15]);
  });

  it("spec 1 §5: '<b>Acme</b>' is saved as 'Acme'", () => {
    expect(checkContractName('<b>Acme</b>', 'Old name')).toEqual({ kind: 'save', name: 'Acme' });
  });

  it('spec 1 §5: the name is trimmed, after the tags are gone', () => {
    expect(checkContractName('  <i> Acme Corp </i>  ', 'Old name')).toEqual({
      kind: 'save',
      name: 'Acme Corp',
    });
  });

  it("spec 1 §5: shorter than 2 ('A') is refused with the 2-character error", () => {
    expect(checkContractName('A', 'Old name')).toEqual({ kind: 'too-short' });
    expect(checkContractName('   ', 'Old name')).toEqual({ kind: 'too-short' });
    expect(checkContractName('<b></b>', 'Old name')).toEqual({ kind: 'too-short' });
  });

  it('spec 1 §5: longer than 15 (16 characters) saves nothing', () => {
    expect(checkContractName('A'.repeat(16), 'Old name')).toEqual({ kind: 'too-long' });
  });

  it('spec 1 §5: exactly 2 and exactly 15 characters are saved', () => {
    expect(checkContractName('AB', 'Old name')).toEqual({ kind: 'save', name: 'AB' });
    expect(checkContractName('A'.repeat(15), 'Old name')).toEqual({ kind: 'save', name: 'A'.repeat(15) });
  });

  it('spec 1 §5: the length counts the sanitised name, so tags do not use up the 15', () => {
    expect(checkContractName('<strong>Fifteen chars!!</strong>', 'Old')).toEqual({
      kind: 'save',
      name: 'Fifteen chars!!',
    });
  });

  it('spec 1 §5: saved only if changed — the same name, or it with spaces or tags around, sends nothing', () => {
    expect(checkContractName('Acme', 'Acme')).toEqual({ kind: 'unchanged' });
    expect(checkContractName('  Acme ', 'Acme')).toEqual({ kind: 'unchanged' });
    expect(checkContractName('<b>Acme</b>', 'Acme')).toEqual({ kind: 'unchanged' });
  });

  it('spec 1 §5 (property): a name to save is sanitised, trimmed, 2–15 characters long and changed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 20 }), (raw, stored) => {
        const check = checkContractName(raw, stored);
        if (check.kind !== 'save') return true;
        return (
          check.name === check.name.trim() &&
          !/[<>]/.test(check.name) &&
          check.name.length >= CONTRACT_NAME_MIN_LENGTH &&
          check.name.length <= CONTRACT_NAME_MAX_LENGTH &&
          check.name !== stored
        );
      }),
      RUNS,
    );
  });

  it('spec 1 §5 (property): the outcome follows only from the sanitised length and the stored name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 20 }), (raw, stored) => {
        const name = sanitizeContractName(raw);
        const expected =
          name === stored
            ? 'unchanged'
            : name.length > 15
              ? 'too-long'
              : name.length < 2
                ? 'too-short'
                : 'save';
        return checkContractName(raw, stored).kind === expected;
      }),
      RUNS,
    );
  });
});
