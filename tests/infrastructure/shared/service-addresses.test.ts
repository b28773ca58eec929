import { describe, expect, it } from 'vitest';
import { MediaTypes } from '../../../src/infrastructure/shared/media-types';
import { applicationIdentity, serviceAddresses } from '../../../src/infrastructure/shared/service-addresses';

describe('service addresses', () => {
  it('builds postmaster@{service}.{domain} from the configured domains', () => {
    expect(serviceAddresses({ BLIP_DOMAIN: 'blip.ai', MSGING_DOMAIN: 'msging.net' })).toEqual({
      portal: 'postmaster@portal.blip.ai',
      accounts: 'postmaster@account.blip.ai',
      billing: 'postmaster@billing.blip.ai',
      ai: 'postmaster@ai.blip.ai',
      media: 'postmaster@media.blip.ai',
      mtls: 'postmaster@mtls.blip.ai',
      desk: 'postmaster@desk.msging.net',
      messaging: 'postmaster@msging.net',
    });
  });

  it("spec 1 §3: a bot's identity is '{shortName}@{messaging domain}'", () => {
    expect(applicationIdentity('faq12', { BLIP_DOMAIN: 'blip.ai', MSGING_DOMAIN: 'msging.net' })).toBe(
      'faq12@msging.net',
    );
  });
});

describe('media types', () => {
  it("spec 1 §7: the {vendor} segment is 'blip'", () => {
    expect(MediaTypes.tenant).toBe('application/vnd.blip.portal.tenant+json');
    expect(MediaTypes.tenantUserStatus).toBe('application/vnd.blip.portal.tenant-user-status');
    expect(MediaTypes.role).toBe('application/vnd.blip.portal.role+json');
    expect(MediaTypes.tenantAgentUser).toBe('application/vnd.blip.portal.tenant-agent-user+json');
    expect(MediaTypes.certificateInfo).toBe('application/vnd.blip.mtls.certificate-info+json');
    expect(MediaTypes.collection).toBe('application/vnd.lime.collection+json');
  });
});
