import { describe, expect, it } from 'vitest';
import { accountSegment, identitySegment } from '../../../src/infrastructure/members/member-uri';

describe('member URIs (spec 1 §7)', () => {
  it("an identity is sent in the platform's form whether it comes raw or encoded", () => {
    expect(identitySegment('ana%40acme.com@blip.ai')).toBe('ana%40acme.com@blip.ai');
    expect(identitySegment('ana@acme.com@blip.ai')).toBe('ana%40acme.com@blip.ai');
    expect(identitySegment('a/b#c@blip.ai')).toBe('a%2Fb%23c@blip.ai');
    expect(identitySegment('plain')).toBe('plain');
  });

  it("spec 1 §7: GET accounts/{account name}: the part before '@', encoded once", () => {
    expect(accountSegment('ana%40acme.com@blip.ai')).toBe('ana%40acme.com');
    expect(accountSegment('ana@acme.com@blip.ai')).toBe('ana%40acme.com');
  });
});
