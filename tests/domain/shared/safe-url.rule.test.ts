import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeHttpsUrl, toSafeHttpsUrl } from '../../../src/domain/shared/safe-url.rule';

const RUNS = { numRuns: 1000, seed: 20240611 };

describe('toSafeHttpsUrl (architecture.md §4: no URL navigation without validation)', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.domain)'],
    ['http://portal.example.com/'],
    ['/application/tenant/create'],
    ['//evil.io/path'],
    ['https://'],
    ['https:///'],
    ['https:evil.io'],
    ['https:\\\\evil.io'],
    ['https://user:secret@evil.io/'],
    ['https://portal.example.com@evil.io/'],
    [' https://portal.example.com/'],
    ['https://portal.example.com/\nx'],
    ['data:text/html,<script>alert(1)</script>'],
    [''],
  ])('architecture.md §4: refuses %j', (raw) => {
    expect(toSafeHttpsUrl(raw)).toBeNull();
    expect(isSafeHttpsUrl(raw)).toBe(false);
  });

  it('architecture.md §4: accepts an absolute https URL and returns its normalised form', () => {
    expect(toSafeHttpsUrl('https://Portal.Example.com/application/tenant/create?leaveContract=true')).toBe(
      'https://portal.example.com/application/tenant/create?leaveContract=true',
    );
    expect(toSafeHttpsUrl('HTTPS://portal.example.com:8443')).toBe('https://portal.example.com:8443/');
  });

  it('architecture.md §4: whatever is accepted is an https URL with a host (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constant('https://').chain((p) => fc.string().map((s) => p + s)),
        ),
        (raw) => {
          const safe = toSafeHttpsUrl(raw);
          if (safe === null) return;
          const url = new URL(safe);
          expect(url.protocol).toBe('https:');
          expect(url.hostname.length).toBeGreaterThan(0);
          expect(url.username + url.password).toBe('');
          expect(safe.startsWith('https://')).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('architecture.md §4: generated https web URLs are accepted (property)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (raw) => {
          expect(toSafeHttpsUrl(raw)).toBe(new URL(raw).href);
        },
      ),
      RUNS,
    );
  });

  it('architecture.md §4: any other scheme is refused whatever follows it (property)', () => {
    const scheme = fc.constantFrom(
      'http://',
      'javascript:',
      'data:',
      'file://',
      'ftp://',
      'vbscript:',
      'blob:',
      '',
    );
    fc.assert(
      fc.property(
        scheme,
        fc.webUrl().map((url) => url.replace(/^[a-z]+:\/\//, '')),
        (prefix, rest) => {
          expect(toSafeHttpsUrl(prefix + rest)).toBeNull();
        },
      ),
      RUNS,
    );
  });
});
