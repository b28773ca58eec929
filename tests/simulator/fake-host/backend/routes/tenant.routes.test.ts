import { describe, expect, it } from 'vitest';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const PORTAL = 'postmaster@portal.blip.ai';

describe('tenant routes', () => {
  it('spec 1 §7: GET /tenants-mine answers response.items with the current contract first', () => {
    const backend = fakeBackend();
    const answer = backend.execute({ to: PORTAL, method: 'get', uri: '/tenants-mine' }) as {
      items: Array<{ id: string }>;
    };
    expect(answer.items.map((t) => t.id)).toEqual([
      backend.data.tenant.id,
      ...backend.data.otherTenants.map((t) => t.id),
    ]);
  });

  it('spec 1 §7: SET /tenants/{id} with the tenant object changes the name and photo', () => {
    const backend = fakeBackend();
    const { id } = backend.data.tenant;
    const result = backend.execute({
      to: PORTAL,
      method: 'set',
      uri: `/tenants/${id}`,
      type: 'application/vnd.blip.portal.tenant+json',
      resource: { id, info: { id, name: '  Novo Nome ', photoUri: 'https://media.example.com/p.png' } },
    });
    expect(result).toBeUndefined();
    expect(backend.data.tenant.name).toBe('Novo Nome');
    expect(backend.data.tenant.photoUri).toBe('https://media.example.com/p.png');
    expect(backend.execute({ to: PORTAL, method: 'get', uri: `/tenants/${id}` })).toMatchObject({
      name: 'Novo Nome',
    });
  });

  it('accepts the info fields flat on the resource too', () => {
    const backend = fakeBackend();
    const { id } = backend.data.tenant;
    backend.execute({ to: PORTAL, method: 'set', uri: `/tenants/${id}`, resource: { id, name: 'Flat' } });
    expect(backend.data.tenant.name).toBe('Flat');
  });

  it('spec 1 §6: only admins write the contract summary (66 not allowed)', () => {
    const backend = fakeBackend({ role: 'member' });
    const { id, name } = backend.data.tenant;
    const error = failureOf(() =>
      backend.execute({ to: PORTAL, method: 'set', uri: `/tenants/${id}`, resource: { id, name: 'Nope' } }),
    );
    expect(error.code).toBe(66);
    expect(backend.data.tenant.name).toBe(name);
  });

  it('refuses an empty name, a non-http photo and a mismatched id (64)', () => {
    const backend = fakeBackend();
    const { id } = backend.data.tenant;
    const set = (resource: unknown) => () =>
      backend.execute({ to: PORTAL, method: 'set', uri: `/tenants/${id}`, resource });
    expect(failureOf(set({ id, name: '   ' })).code).toBe(64);
    expect(failureOf(set({ id, photoUri: 'javascript:alert(1)' })).code).toBe(64);
    expect(failureOf(set({ id: 'other', name: 'X' })).code).toBe(64);
  });

  it('spec 1 §7: unique-admin-applications lists bots where the user is the only admin', () => {
    const backend = fakeBackend();
    const { tenant, bots, loggedUser } = backend.data;
    const soleAdmin = bots.find((b) => b.admins.length === 1)!;
    const uri = (identity: string) => `/tenants/${tenant.id}/unique-admin-applications/${identity}`;
    const forOwner = backend.execute({ to: PORTAL, method: 'get', uri: uri(soleAdmin.admins[0]!) }) as {
      items: Array<{ shortName: string }>;
    };
    expect(forOwner.items.map((b) => b.shortName)).toContain(soleAdmin.shortName);
    const forViewer = backend.execute({ to: PORTAL, method: 'get', uri: uri(loggedUser.identity) }) as {
      items: unknown[];
    };
    expect(forViewer.items).toEqual([]);
  });

  it('in a new contract the logged user is the unique admin of every bot', () => {
    const backend = fakeBackend({ scenario: 'empty', counts: { bots: 2 } });
    const { tenant, loggedUser } = backend.data;
    const answer = backend.execute({
      to: PORTAL,
      method: 'get',
      uri: `/tenants/${tenant.id}/unique-admin-applications/${loggedUser.identity}`,
    }) as { items: unknown[] };
    expect(answer.items).toHaveLength(2);
  });
});
