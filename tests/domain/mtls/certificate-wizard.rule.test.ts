import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canLeaveInfo,
  canLeaveUpload,
  certificateIdOf,
  certificateInfoOf,
  hasBack,
  hostRowControls,
  WizardStep,
} from '../../../src/domain/mtls/certificate-wizard.rule';

const RUNS = { numRuns: 1000, seed: 20250321 };
const upload = { storageId: '5f1c', name: 'client', contractId: 'acme' };

describe('mTLS wizard (spec 1 §4)', () => {
  it('spec 1 §4: the steps are upload (0) → info (1) → confirmation (2) → finish (3)', () => {
    expect(WizardStep).toEqual({ upload: 0, info: 1, confirmation: 2, finish: 3 });
  });

  it('spec 1 §4: Next from upload requires a file name', () => {
    expect(canLeaveUpload('')).toBe(false);
    expect(canLeaveUpload('  ')).toBe(false);
    expect(canLeaveUpload('client.pfx')).toBe(true);
  });

  it('spec 1 §4: Next from info requires a description and every host valid and non-empty', () => {
    expect(canLeaveInfo('Payments', ['https://x.com'])).toBe(true);
    expect(canLeaveInfo('', ['https://x.com'])).toBe(false);
    expect(canLeaveInfo('a'.repeat(51), ['https://x.com'])).toBe(false);
    expect(canLeaveInfo('Payments', [])).toBe(false);
    expect(canLeaveInfo('Payments', ['https://x.com', ''])).toBe(false);
    expect(canLeaveInfo('Payments', ['https://x.com', 'https://x'])).toBe(false);
    expect(canLeaveInfo('Payments', ['https://x.com', 'https://x.com'])).toBe(false);
  });

  it('spec 1 §4: Back is available on info and confirmation only', () => {
    expect([0, 1, 2, 3].map((step) => hasBack(step as WizardStep))).toEqual([false, true, true, false]);
  });

  it("spec 1 §5: '+' shows on the last row; '-' only with more than one row", () => {
    expect(hostRowControls(0, 1)).toEqual({ add: true, remove: false });
    expect([0, 1, 2].map((index) => hostRowControls(index, 3))).toEqual([
      { add: false, remove: true },
      { add: false, remove: true },
      { add: true, remove: true },
    ]);
  });

  it("spec 1 §5: exactly one '+' per form, and '-' on every row once there are two (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (count) => {
        const controls = Array.from({ length: count }, (_, index) => hostRowControls(index, count));
        expect(controls.filter((control) => control.add)).toHaveLength(1);
        expect(controls.at(-1)?.add).toBe(true);
        expect(controls.every((control) => control.remove === count > 1)).toBe(true);
      }),
      RUNS,
    );
  });

  it("spec 1 §7: certificate_id is '{storage_id}:{tenantId}-{name}'", () => {
    expect(certificateIdOf(upload, 'acme')).toBe('5f1c:acme-client');
  });

  it('spec 1 §7: the certificate info holds the trimmed description and host strings', () => {
    expect(certificateInfoOf(upload, 'acme', '  Payments ', [' https://x.com', 'https://y.com/a '])).toEqual({
      certificateId: '5f1c:acme-client',
      description: 'Payments',
      hosts: ['https://x.com', 'https://y.com/a'],
    });
  });
});
