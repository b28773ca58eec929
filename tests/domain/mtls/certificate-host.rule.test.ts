import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOST_MAX_LENGTH,
  hostKey,
  validateHost,
  validateHosts,
} from '../../../src/domain/mtls/certificate-host.rule';

const RUNS = { numRuns: 1000, seed: 20250320 };

/** Hosts the spec's rule describes: https://, labels, a dot, a TLD of 2+ letters, port and path optional. */
const validHostUrl = fc
  .tuple(
    fc.array(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[A-Za-z]{2,6}$/),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.option(fc.stringMatching(/^\/[A-Za-z0-9/_.~%-]{0,20}$/), { nil: undefined }),
  )
  .map(
    ([labels, tld, port, path]) =>
      `https://${labels.join('.')}.${tld}${port === undefined ? '' : `:${port}`}${path ?? ''}`,
  )
  .filter((url) => url.length <= HOST_MAX_LENGTH);

describe('validateHost (spec 1 §5 mTLS host URL)', () => {
  it.each([
    ['https://x.com'],
    ['https://api.partner.io'],
    ['https://payments.acme-bank.com:8443/v2/charges'],
    ['https://desk.helpline.org:9443'],
    ['  https://x.com  '],
  ])('spec 1 §5: %j is a valid HTTPS URL', (value) => {
    expect(validateHost(value)).toBeNull();
  });

  it.each([
    ['http://x.com'],
    ['https://x'],
    ['https://x.c'],
    ['https://x.c0m'],
    ['ftp://x.com'],
    ['x.com'],
    ['https://x.com:port'],
    ['https://exa mple.com'],
    ['https://user@x.com'],
    ['https://x_y.com'],
  ])("spec 1 §5: %j → 'Enter a valid HTTPS URL'", (value) => {
    expect(validateHost(value)).toBe('invalidUrl');
  });

  it('spec 1 §5: a host is required', () => {
    expect(validateHost('')).toBe('required');
    expect(validateHost('   ')).toBe('required');
  });

  it("spec 1 §5: over 100 characters → 'The field must have a maximum of 100 characters'", () => {
    const exactly100 = `https://${'a'.repeat(HOST_MAX_LENGTH - 'https://'.length - '.com'.length)}.com`;
    expect(exactly100).toHaveLength(100);
    expect(validateHost(exactly100)).toBeNull();
    expect(validateHost(`${exactly100}x`)).toBe('tooLong');
  });

  it('spec 1 §5: every URL built by the rule (https, host, TLD, optional port and path) is accepted (property)', () => {
    fc.assert(
      fc.property(validHostUrl, (url) => {
        expect(validateHost(url)).toBeNull();
      }),
      RUNS,
    );
  });

  it('spec 1 §5: whatever is accepted starts with https://, has no spaces and at most 100 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((rest) => `https://${rest}`),
          validHostUrl.map((url) => url.replace('https://', 'http://')),
        ),
        (value) => {
          if (validateHost(value) !== null) return;
          const text = value.trim();
          expect(text.startsWith('https://')).toBe(true);
          expect(text.length).toBeLessThanOrEqual(HOST_MAX_LENGTH);
          expect(/\s/.test(text)).toBe(false);
          expect(/\.[A-Za-z]{2,}(?::\d+)?(?:\/|$)/.test(text.slice('https://'.length))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('spec 1 §9: an https URL is never accepted over http (property)', () => {
    fc.assert(
      fc.property(validHostUrl, (url) => {
        expect(validateHost(url.replace(/^https/, 'http'))).toBe('invalidUrl');
      }),
      RUNS,
    );
  });
});

describe('validateHosts (spec 1 §5: no duplicates in the form)', () => {
  it('spec 1 §5: a duplicate host is refused on the repeated row; the first one stands', () => {
    expect(validateHosts(['https://x.com', 'https://y.com', 'https://x.com'])).toEqual([
      null,
      null,
      'duplicate',
    ]);
  });

  it('spec 1 §5: duplicates compare trimmed and case-insensitively (docs/decisions/mtls.md)', () => {
    expect(validateHosts(['https://X.com', ' https://x.com '])).toEqual([null, 'duplicate']);
  });

  it('spec 1 §5: each row keeps its own error', () => {
    expect(validateHosts(['', 'http://x.com', 'https://x.com'])).toEqual(['required', 'invalidUrl', null]);
  });

  it('spec 1 §5: exactly the rows repeating an earlier host are duplicates (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('https://a.com', 'https://b.io', 'https://A.com', 'https://c.org/x'), {
          maxLength: 8,
        }),
        (hosts) => {
          const errors = validateHosts(hosts);
          hosts.forEach((host, index) => {
            const repeated = hosts.slice(0, index).some((earlier) => hostKey(earlier) === hostKey(host));
            expect(errors[index]).toBe(repeated ? 'duplicate' : null);
          });
        },
      ),
      RUNS,
    );
  });
});
