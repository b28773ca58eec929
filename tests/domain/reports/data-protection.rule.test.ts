import { describe, expect, it } from 'vitest';
import { showsDataProtectionBanner } from '../../../src/domain/reports/data-protection.rule';

const NAMES = ['eastus-prd-1', 'WestEurope-prd-1'];

describe('showsDataProtectionBanner (spec 3 §2.3 item 4)', () => {
  it('spec 3 §2.3: shown when clusterName contains either configured name, case-insensitive', () => {
    expect(showsDataProtectionBanner('eastus-prd-1', NAMES)).toBe(true);
    expect(showsDataProtectionBanner('AKS-EASTUS-PRD-1-blue', NAMES)).toBe(true);
    expect(showsDataProtectionBanner('westeurope-prd-1', NAMES)).toBe(true);
  });

  it('spec 3 §2.3: not shown for other clusters, without a cluster or without configured names', () => {
    expect(showsDataProtectionBanner('brazilsouth-prd-1', NAMES)).toBe(false);
    expect(showsDataProtectionBanner('eastus-prd-2', NAMES)).toBe(false);
    expect(showsDataProtectionBanner('', NAMES)).toBe(false);
    expect(showsDataProtectionBanner(undefined, NAMES)).toBe(false);
    expect(showsDataProtectionBanner('eastus-prd-1', [])).toBe(false);
    expect(showsDataProtectionBanner('eastus-prd-1', undefined)).toBe(false);
  });

  it('a blank configured name matches nothing (it is inside every name)', () => {
    expect(showsDataProtectionBanner('brazilsouth-prd-1', ['', '  '])).toBe(false);
  });
});
