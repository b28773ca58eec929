import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUploadUrl } from '../../../src/domain/tenant/upload-url.rule';

const RUNS = { numRuns: 1000, seed: 31337 };

describe('upload URL (spec 1 §7 Media service: where the photo is POSTed)', () => {
  it('https anywhere, plain http only on this machine', () => {
    expect(toUploadUrl('https://storage.blip.ai/upload?sig=1')?.href).toBe(
      'https://storage.blip.ai/upload?sig=1',
    );
    expect(toUploadUrl('http://127.0.0.1:5173/fake-storage/media')?.host).toBe('127.0.0.1:5173');
    expect(toUploadUrl('http://localhost:4173/fake-storage/media')?.host).toBe('localhost:4173');
    expect(toUploadUrl('http://storage.blip.ai/upload')).toBeNull();
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
      expect(toUploadUrl(raw)).toBeNull();
  });

  it('(property) an accepted address is https, or http on a loopback host, and never carries credentials', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.webUrl({ withQueryParameters: true })), (raw) => {
        const url = toUploadUrl(raw);
        if (url === null) return true;
        const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
        return (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) && url.username === '';
      }),
      RUNS,
    );
  });
});
