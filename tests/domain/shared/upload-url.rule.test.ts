import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUploadTarget, toUploadUrl } from '../../../src/domain/shared/upload-url.rule';

const RUNS = { numRuns: 1000, seed: 31337 };
const LOCAL_RUN = true;
const PRODUCTION = false;

describe('upload URL (spec 1 §7 Media service: where the photo is POSTed)', () => {
  it('https anywhere, plain http only on this machine in a local run', () => {
    expect(toUploadUrl('https://storage.blip.ai/upload?sig=1', LOCAL_RUN)?.href).toBe(
      'https://storage.blip.ai/upload?sig=1',
    );
    expect(toUploadUrl('http://127.0.0.1:5173/fake-storage/media', LOCAL_RUN)?.host).toBe('127.0.0.1:5173');
    expect(toUploadUrl('http://localhost:4173/fake-storage/media', LOCAL_RUN)?.host).toBe('localhost:4173');
    expect(toUploadUrl('http://[::1]:4173/fake-storage/media', LOCAL_RUN)?.hostname).toBe('[::1]');
    expect(toUploadUrl('http://storage.blip.ai/upload', LOCAL_RUN)).toBeNull();
  });

  it('issue 20 §3: in production https is accepted and plain http is refused, loopback included', () => {
    expect(toUploadUrl('https://storage.blip.ai/upload?sig=1', PRODUCTION)?.href).toBe(
      'https://storage.blip.ai/upload?sig=1',
    );
    for (const raw of [
      'http://127.0.0.1:5173/fake-storage/media',
      'http://localhost:4173/fake-storage/media',
      'http://[::1]:4173/fake-storage/media',
      'http://storage.blip.ai/upload',
    ])
      expect(toUploadUrl(raw, PRODUCTION), raw).toBeNull();
  });

  it('anything else is refused', () => {
    for (const raw of [
      'javascript:alert(1)',
      'data:text/plain,x',
      'ftp://x',
      'https://u:p@x.com',
      '/relative',
      '',
    ])
      expect(toUploadUrl(raw, LOCAL_RUN)).toBeNull();
  });

  it('(property) an accepted address is https, or http on a loopback host in a local run, and never carries credentials', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.webUrl({ withQueryParameters: true })),
        fc.boolean(),
        (raw, localRun) => {
          const url = toUploadUrl(raw, localRun);
          if (url === null) return true;
          const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
          const plainHttpAllowed = url.protocol === 'http:' && loopback && localRun;
          return (url.protocol === 'https:' || plainHttpAllowed) && url.username === '';
        },
      ),
      RUNS,
    );
  });
});

describe('upload target (issue 35 §4: a body goes to the storage origins only)', () => {
  const STORAGE = ['https://storage.blip.ai', 'http://127.0.0.1:5173'];

  it('issue 35 §4: an allowed address on a storage origin is a target; on any other origin it is not', () => {
    expect(toUploadTarget('https://storage.blip.ai/up?sig=1', PRODUCTION, STORAGE)?.href).toBe(
      'https://storage.blip.ai/up?sig=1',
    );
    expect(toUploadTarget('https://STORAGE.blip.ai:443/up', PRODUCTION, STORAGE)?.origin).toBe(
      'https://storage.blip.ai',
    );
    expect(toUploadTarget('http://127.0.0.1:5173/fake-storage/media', LOCAL_RUN, STORAGE)?.port).toBe('5173');
    for (const raw of [
      'https://cdn.blip.ai/up',
      'https://storage.blip.ai.evil.example/up',
      'https://storage.blip.ai:8443/up',
      'http://storage.blip.ai/up',
      'http://127.0.0.1:5174/fake-storage/media',
      'http://localhost:5173/fake-storage/media',
    ])
      expect(toUploadTarget(raw, LOCAL_RUN, STORAGE), raw).toBeNull();
    // Still no loopback http in production, listed or not, and nothing with no storage origin.
    expect(toUploadTarget('http://127.0.0.1:5173/fake-storage/media', PRODUCTION, STORAGE)).toBeNull();
    expect(toUploadTarget('https://storage.blip.ai/up', PRODUCTION, [])).toBeNull();
  });

  it('(property) a target is an allowed upload address whose origin is listed', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.array(
          fc.webUrl().map((url) => new URL(url).origin),
          { maxLength: 3 },
        ),
        fc.boolean(),
        fc.boolean(),
        (raw, others, listed, localRun) => {
          const origins = listed ? [...others, new URL(raw).origin] : others;
          const target = toUploadTarget(raw, localRun, origins);
          const url = toUploadUrl(raw, localRun);
          if (url === null || !origins.includes(url.origin)) return target === null;
          return target?.href === url.href;
        },
      ),
      RUNS,
    );
  });
});
