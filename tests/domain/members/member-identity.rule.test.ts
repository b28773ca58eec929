import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountNameOf,
  decodedAccountName,
  identityKey,
  isSameIdentity,
} from '../../../src/domain/members/member-identity.rule';

describe('member identity (spec 1 §3 Member.userIdentity)', () => {
  it('spec 1 §3: the account name is the part before the last @', () => {
    expect(accountNameOf('ana%40acme.com@blip.ai')).toBe('ana%40acme.com');
    expect(accountNameOf('ana@acme.com@blip.ai')).toBe('ana@acme.com');
    expect(accountNameOf('no-domain')).toBe('no-domain');
  });

  it('spec 1 §8: the fallback is the URL-decoded account name; a broken escape stays as is', () => {
    expect(decodedAccountName('ana.silva%40gmail.com@blip.ai')).toBe('ana.silva@gmail.com');
    expect(decodedAccountName('bad%E0%A4%A@blip.ai')).toBe('bad%E0%A4%A');
  });

  it('identities compare decoded and case-insensitively', () => {
    expect(isSameIdentity('Ana%40Acme.com@blip.ai', 'ana@acme.com@BLIP.ai')).toBe(true);
    expect(isSameIdentity('ana%2540acme.com@blip.ai', 'ana@acme.com@blip.ai')).toBe(true);
    expect(isSameIdentity('ana%40acme.com@blip.ai', 'bo%40acme.com@blip.ai')).toBe(false);
  });

  it('property: encoding an identity once or twice does not change its key', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const identity = `${email}@blip.ai`;
        const once = `${encodeURIComponent(email)}@blip.ai`;
        expect(identityKey(once)).toBe(identityKey(identity));
        expect(identityKey(encodeURIComponent(once))).toBe(identityKey(identity));
      }),
    );
  });
});
