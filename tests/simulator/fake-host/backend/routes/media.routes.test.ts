import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageOrigin } from '../../../../../simulator/fake-host/backend/routes/media.routes';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const MEDIA = 'postmaster@media.blip.ai';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('media routes (spec 1 §7 Media service (photo))', () => {
  it('spec 1 §7: GET /upload-media-uri?profile=HotPermanent → a fresh absolute URL of the fake storage', () => {
    const backend = fakeBackend();
    const uri = '/upload-media-uri?profile=HotPermanent';
    expect(backend.execute({ to: MEDIA, method: 'get', uri })).toBe(
      'http://127.0.0.1:5173/fake-storage/media?upload=1',
    );
    expect(backend.execute({ to: MEDIA, method: 'get', uri })).toBe(
      'http://127.0.0.1:5173/fake-storage/media?upload=2',
    );
  });

  it('another profile is an invalid argument (64)', () => {
    const backend = fakeBackend();
    expect(
      failureOf(() => backend.execute({ to: MEDIA, method: 'get', uri: '/upload-media-uri?profile=Cold' }))
        .code,
    ).toBe(64);
  });

  it("the storage is on the page's own origin when there is one (the dev or preview server)", () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:5174' });
    expect(storageOrigin()).toBe('http://127.0.0.1:5174');
    vi.stubGlobal('location', { origin: 'null' });
    expect(storageOrigin()).toBe('http://127.0.0.1:5173');
  });
});

describe('upload speed in the upload URLs (issue 24 §3: uploadKbps)', () => {
  it('issue 24 §3: with uploadKbps set, the photo, knowledge-base and certificate upload URLs carry it as kbps', () => {
    const backend = fakeBackend({ uploadKbps: 800 });
    expect(backend.execute({ to: MEDIA, method: 'get', uri: '/upload-media-uri?profile=HotPermanent' })).toBe(
      'http://127.0.0.1:5173/fake-storage/media?upload=1&kbps=800',
    );
    expect(backend.execute({ to: MEDIA, method: 'get', uri: '/upload-media-uri?secure=true' })).toBe(
      'http://127.0.0.1:5173/fake-storage/media?upload=2&kbps=800',
    );
    const tenantId = backend.data.tenant.id;
    const certificateUrl = backend.execute({
      to: backend.addresses.mtls,
      method: 'get',
      uri: `/upload-certificate-uri/${tenantId}`,
    });
    expect(certificateUrl).toBe(
      `http://127.0.0.1:5173/fake-storage/certificates/${encodeURIComponent(tenantId)}?kbps=800`,
    );
  });
});

describe('the redirect fault in the upload URLs (issue 35 §4: uploadRedirect)', () => {
  it('issue 35 §4: with uploadRedirect set, the photo, knowledge-base and certificate upload URLs carry it', () => {
    const target = 'http://127.0.0.1:9000/catch';
    const backend = fakeBackend({ uploadRedirect: target });
    const redirectOf = (url: unknown) => new URL(String(url)).searchParams.get('redirect');
    expect(
      redirectOf(backend.execute({ to: MEDIA, method: 'get', uri: '/upload-media-uri?secure=true' })),
    ).toBe(target);
    const certificateUrl = backend.execute({
      to: backend.addresses.mtls,
      method: 'get',
      uri: `/upload-certificate-uri/${backend.data.tenant.id}`,
    });
    expect(redirectOf(certificateUrl)).toBe(target);
    expect(
      redirectOf(fakeBackend({}).execute({ to: MEDIA, method: 'get', uri: '/upload-media-uri?secure=true' })),
    ).toBeNull();
  });
});
