import { describe, expect, it } from 'vitest';
import { isSafeHttpsUrl, toSafeHttpsUrl } from '../../../src/domain/shared/safe-url.rule';

/**
 * architecture.md §4: each check of the URL validator on its own. Every input below is one the
 * browser's URL parser would accept (it percent-encodes or rewrites it), so only the named check
 * stands between it and a navigation of the top window.
 */
const BASE = 'https://portal.example.com';

describe('toSafeHttpsUrl: one check per refusal (architecture.md §4)', () => {
  it.each([
    ['a control character', `${BASE}/a\u0001b`],
    ['the DEL character', `${BASE}/a\u007fb`],
    ['a backslash (read as a slash by the parser)', `${BASE}/a\\b`],
    ['a non-ASCII space', `${BASE}/a\u00a0b`],
    ['a user name without a password', 'https://user@portal.example.com/'],
    ['a password without a user name', 'https://:secret@portal.example.com/'],
    ['an IP literal host', 'https://[::1]/'],
    ['a host name with an underscore', 'https://under_score.example.com/'],
  ])('architecture.md §4: refuses %s', (_name, raw) => {
    expect(toSafeHttpsUrl(raw)).toBeNull();
  });

  it('architecture.md §4: 2048 characters are accepted, 2049 are not', () => {
    const at = (length: number) => `${BASE}/${'a'.repeat(length - BASE.length - 1)}`;
    expect(toSafeHttpsUrl(at(2048))).toBe(at(2048));
    expect(toSafeHttpsUrl(at(2049))).toBeNull();
  });

  it('architecture.md §4: isSafeHttpsUrl says yes exactly when a URL comes back', () => {
    expect(isSafeHttpsUrl(`${BASE}/application`)).toBe(true);
    expect(isSafeHttpsUrl(`${BASE}/a\u0001b`)).toBe(false);
  });
});
