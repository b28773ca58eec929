import { describe, expect, it } from 'vitest';
import { LoadCertificatesUseCase } from '../../../src/application/mtls/load-certificates.use-case';
import { RemoveCertificateHostUseCase } from '../../../src/application/mtls/remove-certificate-host.use-case';
import { RemoveCertificateUseCase } from '../../../src/application/mtls/remove-certificate.use-case';
import { certificate, FakeMtlsGateway } from './mtls-fakes';

describe('mTLS list use cases (spec 1 §7)', () => {
  it('spec 1 §7: the list is get /certificates-mtls/{tenantId}', async () => {
    const gateway = new FakeMtlsGateway();
    gateway.certificates = [certificate()];
    expect(await new LoadCertificatesUseCase(gateway).execute('acme')).toEqual([certificate()]);
    expect(gateway.calls).toEqual(['list acme']);
  });

  it('spec 1 §7: a certificate is deleted by tenant and id; failures reach the caller', async () => {
    const gateway = new FakeMtlsGateway();
    await new RemoveCertificateUseCase(gateway).execute('acme', 'c1:acme-client');
    expect(gateway.calls).toEqual(['delete acme c1:acme-client']);
    gateway.failing.add('deleteCertificate');
    await expect(new RemoveCertificateUseCase(gateway).execute('acme', 'c1')).rejects.toThrow();
  });

  it('spec 1 §4: removing a host that is not the last leaves the others', async () => {
    const gateway = new FakeMtlsGateway();
    const removal = await new RemoveCertificateHostUseCase(gateway).execute('acme', certificate(), 'h1');
    expect(gateway.calls).toEqual(['delete-host acme h1']);
    expect(removal).toEqual({
      remainingHosts: [{ hostId: 'h2', host: 'https://payments.acme.com:8443/v2' }],
      lastHostRemoved: false,
    });
  });

  it('spec 1 §4: removing the last host says so (the modal closes, the list refreshes 1 s later)', async () => {
    const gateway = new FakeMtlsGateway();
    const single = certificate({ hosts: [{ hostId: 'h9', host: 'https://x.com' }] });
    const removal = await new RemoveCertificateHostUseCase(gateway).execute('acme', single, 'h9');
    expect(removal).toEqual({ remainingHosts: [], lastHostRemoved: true });
  });

  it('spec 1 §8: a failed host delete rejects and reports nothing removed', async () => {
    const gateway = new FakeMtlsGateway();
    gateway.failing.add('deleteHost');
    await expect(
      new RemoveCertificateHostUseCase(gateway).execute('acme', certificate(), 'h1'),
    ).rejects.toThrow('deleteHost failed');
  });
});
