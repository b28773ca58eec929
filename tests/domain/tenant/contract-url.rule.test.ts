import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractUrl,
  createContractRedirect,
  lastUsedTenantRedirect,
  otherTenantRedirect,
} from '../../../src/domain/tenant/contract-url.rule';

const RUNS = { numRuns: 1000, seed: 1234 };

describe('contract URL and leave redirects (spec 1 §9)', () => {
  it("spec 1 §9: the contract URL is '{tenantId}.{platform domain}'", () => {
    expect(contractUrl('acme', 'blip.ai')).toBe('acme.blip.ai');
  });

  it('spec 1 Leave contract flow: only contract → {portal url}/application/tenant/create?leaveContract=true', () => {
    expect(createContractRedirect('https://portal.blip.ai')).toBe(
      'https://portal.blip.ai/application/tenant/create?leaveContract=true',
    );
    expect(createContractRedirect('https://portal.blip.ai/')).toBe(
      'https://portal.blip.ai/application/tenant/create?leaveContract=true',
    );
  });

  it('spec 1 Leave contract flow: last used tenant → {tenant url}/application?leaveContract=true', () => {
    expect(lastUsedTenantRedirect('https://beta.blip.ai')).toBe(
      'https://beta.blip.ai/application?leaveContract=true',
    );
  });

  it('spec 1 Leave contract flow: any other tenant → {url}?leaveContract=true', () => {
    expect(otherTenantRedirect('https://beta.blip.ai')).toBe('https://beta.blip.ai/?leaveContract=true');
    expect(otherTenantRedirect('https://beta.blip.ai/home?x=1#top')).toBe(
      'https://beta.blip.ai/home?x=1&leaveContract=true',
    );
  });

  it('redirects are built only from https addresses', () => {
    expect(createContractRedirect('http://portal.blip.ai')).toBeNull();
    expect(lastUsedTenantRedirect('javascript:alert(1)')).toBeNull();
    expect(otherTenantRedirect('https://user:pw@beta.blip.ai')).toBeNull();
    expect(otherTenantRedirect('')).toBeNull();
  });

  it('(property) whatever the base, a redirect is null or a valid https URL carrying leaveContract=true', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.webUrl()), (base) =>
        [createContractRedirect(base), lastUsedTenantRedirect(base), otherTenantRedirect(base)].every(
          (url) => {
            if (url === null) return true;
            const parsed = new URL(url);
            return parsed.protocol === 'https:' && parsed.searchParams.get('leaveContract') === 'true';
          },
        ),
      ),
      RUNS,
    );
  });
});
