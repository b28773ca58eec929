import { describe, expect, it } from 'vitest';
import { authorityOf, compilePattern, parseUri } from '../../../../simulator/fake-host/backend/uri-pattern';

describe('parseUri', () => {
  it('splits the path from the $skip/$take query', () => {
    expect(parseUri('/tenants/acme/users?$skip=100&$take=100')).toEqual({
      path: '/tenants/acme/users',
      query: { $skip: '100', $take: '100' },
    });
  });

  it('normalizes a missing leading slash, a trailing slash and a lime:// authority', () => {
    expect(parseUri('accounts/ana%40gmail.com').path).toBe('/accounts/ana%40gmail.com');
    expect(parseUri('/tenants-mine/').path).toBe('/tenants-mine');
    expect(parseUri('lime://postmaster@portal.blip.ai/tenants/acme').path).toBe('/tenants/acme');
  });
});

describe('authorityOf', () => {
  it('spec 1 §7 Copilot: reads the bot a lime:// uri names, decoded once', () => {
    expect(authorityOf('lime://faq12@msging.net/configuration/caller?owner=x')).toBe('faq12@msging.net');
    expect(authorityOf('LIME://faq%2B1@msging.net/copilot/enable')).toBe('faq+1@msging.net');
    expect(authorityOf('lime://postmaster@desk.msging.net?caller=a')).toBe('postmaster@desk.msging.net');
  });

  it('is undefined without a lime:// authority', () => {
    expect(authorityOf('/copilot/enable')).toBeUndefined();
    expect(authorityOf('lime:///copilot/enable')).toBeUndefined();
    expect(authorityOf('https://faq12@msging.net/x')).toBeUndefined();
  });
});

describe('compilePattern', () => {
  it('extracts {params}, decoded once', () => {
    const pattern = compilePattern('/tenants/{tenantId}/users/{userIdentity}');
    expect(pattern.match('/tenants/acme/users/ana%40gmail.com@blip.ai')).toEqual({
      tenantId: 'acme',
      userIdentity: 'ana@gmail.com@blip.ai',
    });
  });

  it('does not match across segments or with extra segments', () => {
    const pattern = compilePattern('/tenants/{tenantId}');
    expect(pattern.match('/tenants/acme/users')).toBeNull();
    expect(pattern.match('/tenants')).toBeNull();
  });

  it('matches params next to literals inside one segment', () => {
    const pattern = compilePattern('/applications/{shortName}@{domain}/phone-number-settings-calling');
    expect(pattern.match('/applications/faq12@msging.net/phone-number-settings-calling')).toEqual({
      shortName: 'faq12',
      domain: 'msging.net',
    });
  });

  it('counts fully literal segments as specificity', () => {
    expect(compilePattern('/tenants/{id}/agents/summary').specificity).toBe(3);
    expect(compilePattern('/tenants/{id}/agents/{agent}').specificity).toBe(2);
  });

  it('escapes regular-expression characters in literals', () => {
    const pattern = compilePattern('/a.b/{x}');
    expect(pattern.match('/a.b/1')).toEqual({ x: '1' });
    expect(pattern.match('/aXb/1')).toBeNull();
  });
});
