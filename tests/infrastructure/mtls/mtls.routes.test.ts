import { describe, expect, it } from 'vitest';
import { LimeReason } from '../../../simulator/fake-host/backend/lime-reason';
import { MediaTypes } from '../../../src/infrastructure/shared/media-types';
import { failureOf, fakeBackend } from '../support/fake-backend.fixture';

/** The fake mTLS service (backend/routes/mtls.routes.ts): spec 1 §7 'mTLS service'. */
const MTLS = 'postmaster@mtls.blip.ai';

interface WireCertificate {
  certificate_id: string;
  contract_id: string;
  description: string;
  status: string;
  expiration_date: string | null;
  hosts: { host_id: string; host: string }[];
}

function list(backend: ReturnType<typeof fakeBackend>): WireCertificate[] {
  const answer = backend.execute({
    to: MTLS,
    method: 'get',
    uri: `/certificates-mtls/${backend.data.tenant.id}`,
  });
  return (answer as { items: WireCertificate[] }).items;
}

function save(
  backend: ReturnType<typeof fakeBackend>,
  resource: unknown,
  type: string = MediaTypes.certificateInfo,
) {
  return backend.execute({ to: MTLS, method: 'set', uri: '/certificates-mtls', type, resource });
}

describe('fake mTLS routes', () => {
  it('spec 1 §3/§4: certificates in every status, an unknown one included, each with hosts', () => {
    const backend = fakeBackend();
    const certificates = list(backend);
    expect(certificates.map((c) => c.status).sort()).toEqual(
      ['invalid', 'processing', 'underValidation', 'valid', 'valid'].sort(),
    );
    for (const certificate of certificates) {
      expect(certificate.hosts.length).toBeGreaterThan(0);
      expect(certificate.contract_id).toBe(backend.data.tenant.id);
      expect(certificate.certificate_id).toMatch(new RegExp(`^[0-9a-f-]{36}:${backend.data.tenant.id}-`));
    }
    expect(certificates.some((c) => c.hosts.length === 1)).toBe(true);
  });

  it("the 'empty' scenario has no certificates", () => {
    expect(list(fakeBackend({ scenario: 'empty' }))).toEqual([]);
  });

  it('architecture.md §6: the upload URI is the fake storage on the simulator origin (127.0.0.1:5173 in node)', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    expect(backend.execute({ to: MTLS, method: 'get', uri: `/upload-certificate-uri/${id}` })).toBe(
      `http://127.0.0.1:5173/fake-storage/certificates/${id}`,
    );
  });

  it('spec 1 §7: SET /certificates-mtls adds the certificate under validation with host ids', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    save(backend, {
      certificate_id: `s1:${id}-client`,
      description: 'New one',
      hosts: ['https://a.com', 'https://b.io:8443/x'],
    });
    const added = list(backend).at(-1)!;
    expect(added).toMatchObject({
      certificate_id: `s1:${id}-client`,
      contract_id: id,
      description: 'New one',
      status: 'underValidation',
      expiration_date: null,
    });
    expect(added.hosts.map((h) => h.host)).toEqual(['https://a.com', 'https://b.io:8443/x']);
    expect(new Set(added.hosts.map((h) => h.host_id)).size).toBe(2);
  });

  it.each([
    [
      'another media type',
      { certificate_id: 's1:TENANT-c', description: 'x', hosts: ['https://a.com'] },
      'application/json',
    ],
    [
      'a certificate id of another tenant',
      { certificate_id: 's1:other-c', description: 'x', hosts: ['https://a.com'] },
    ],
    [
      'a 51-character description',
      { certificate_id: 's1:TENANT-c', description: 'a'.repeat(51), hosts: ['https://a.com'] },
    ],
    ['no hosts', { certificate_id: 's1:TENANT-c', description: 'x', hosts: [] }],
    ['an http host', { certificate_id: 's1:TENANT-c', description: 'x', hosts: ['http://a.com'] }],
    [
      'a duplicate host',
      { certificate_id: 's1:TENANT-c', description: 'x', hosts: ['https://a.com', 'https://a.com'] },
    ],
  ])('spec 1 §5: a SET with %s is refused (64)', (_label, resource, type?: string) => {
    const backend = fakeBackend();
    const withTenant = JSON.parse(
      JSON.stringify(resource).replaceAll('TENANT', backend.data.tenant.id),
    ) as unknown;
    expect(failureOf(() => save(backend, withTenant, type)).code).toBe(LimeReason.INVALID_ARGUMENT);
  });

  it('spec 1 §7: delete /certificate-mtls/{tenantId}/{certificateId} removes it; an unknown id is 67', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    const [first] = list(backend);
    backend.execute({
      to: MTLS,
      method: 'delete',
      uri: `/certificate-mtls/${id}/${encodeURIComponent(first!.certificate_id)}`,
    });
    expect(list(backend).map((c) => c.certificate_id)).not.toContain(first!.certificate_id);
    const again = () =>
      backend.execute({
        to: MTLS,
        method: 'delete',
        uri: `/certificate-mtls/${id}/${encodeURIComponent(first!.certificate_id)}`,
      });
    expect(failureOf(again).code).toBe(LimeReason.RESOURCE_NOT_FOUND);
  });

  it('spec 1 §4: removing the last host leaves the certificate registered without hosts', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    const single = list(backend).find((c) => c.hosts.length === 1)!;
    backend.execute({
      to: MTLS,
      method: 'delete',
      uri: `/certificate-mtls/${id}/host/${single.hosts[0]!.host_id}`,
    });
    expect(list(backend).find((c) => c.certificate_id === single.certificate_id)?.hosts).toEqual([]);
    const again = () =>
      backend.execute({
        to: MTLS,
        method: 'delete',
        uri: `/certificate-mtls/${id}/host/${single.hosts[0]!.host_id}`,
      });
    expect(failureOf(again).code).toBe(LimeReason.RESOURCE_NOT_FOUND);
  });

  it('spec 1 §6: only admins manage certificates (66 otherwise)', () => {
    const backend = fakeBackend({ role: 'member' });
    const read = () =>
      backend.execute({ to: MTLS, method: 'get', uri: `/certificates-mtls/${backend.data.tenant.id}` });
    expect(failureOf(read).code).toBe(LimeReason.NOT_ALLOWED);
  });
});
