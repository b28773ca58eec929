import { describe, expect, it } from 'vitest';
import { failureOf, fakeBackend } from '../../../support/fake-backend.fixture';
import { readWireError } from '../../../support/memory-host';

const PORTAL = 'postmaster@portal.blip.ai';

type Page = { total: number; itemType: string; items: Array<Record<string, unknown>> };

describe('members routes', () => {
  it('spec 1 §7: GET /tenants/{tenantId}/users?$skip&$take answers pages of members', () => {
    const backend = fakeBackend({ counts: { members: 250 } });
    const tenantId = backend.data.tenant.id;
    const page = (skip: number): Page =>
      backend.execute({
        to: PORTAL,
        method: 'get',
        uri: `/tenants/${tenantId}/users?$skip=${skip}&$take=100`,
      }) as Page;
    expect(page(0).items).toHaveLength(100);
    expect(page(100).items).toHaveLength(100);
    expect(page(200).items).toHaveLength(50);
    expect(page(0).itemType).toBe('application/vnd.blip.portal.tenant-user+json');
    expect(page(0).items[0]).toMatchObject({
      tenantId,
      userIdentity: backend.data.loggedUser.identity,
      roleId: 'admin',
      userStatus: 'Accepted',
    });
  });

  it('spec 1 §3: members come with statuses Accepted, PendingUser and PendingTenant', () => {
    const backend = fakeBackend();
    const page = backend.execute({
      to: PORTAL,
      method: 'get',
      uri: `/tenants/${backend.data.tenant.id}/users?$skip=0&$take=100`,
    }) as Page;
    expect(new Set(page.items.map((item) => item.userStatus))).toEqual(
      new Set(['Accepted', 'PendingUser', 'PendingTenant']),
    );
  });

  it('spec 3 §8: a page past the end answers 67 resource not found', () => {
    const backend = fakeBackend({ counts: { members: 200 } });
    const error = failureOf(() =>
      backend.execute({
        to: PORTAL,
        method: 'get',
        uri: `/tenants/${backend.data.tenant.id}/users?$skip=200&$take=100`,
      }),
    );
    expect(readWireError(error.wireError).reason.code).toBe(67);
  });

  it('answers 67 for another tenant and 64 for a malformed $skip', () => {
    const backend = fakeBackend();
    expect(
      failureOf(() => backend.execute({ to: PORTAL, method: 'get', uri: '/tenants/nobody/users' })).code,
    ).toBe(67);
    expect(
      failureOf(() =>
        backend.execute({
          to: PORTAL,
          method: 'get',
          uri: `/tenants/${backend.data.tenant.id}/users?$skip=-1`,
        }),
      ).code,
    ).toBe(64);
  });

  it('spec 1 §7: GET /tenants/{tenantId}/users/{userIdentity} answers the roleId, raw or encoded identity', () => {
    const backend = fakeBackend({ role: 'member' });
    const { tenant, loggedUser } = backend.data;
    const raw = backend.execute({
      to: PORTAL,
      method: 'get',
      uri: `/tenants/${tenant.id}/users/${loggedUser.identity}`,
    });
    const encoded = backend.execute({
      to: PORTAL,
      method: 'get',
      uri: `/tenants/${tenant.id}/users/${encodeURIComponent(loggedUser.identity)}`,
    });
    expect(raw).toMatchObject({ roleId: 'member', userIdentity: loggedUser.identity });
    expect(encoded).toEqual(raw);
  });

  it('answers 67 for a user who is not a member', () => {
    const backend = fakeBackend();
    const error = failureOf(() =>
      backend.execute({
        to: PORTAL,
        method: 'get',
        uri: `/tenants/${backend.data.tenant.id}/users/nobody%40x.com@blip.ai`,
      }),
    );
    expect(error.code).toBe(67);
  });

  it('spec 1 §7: GET accounts/{account name} answers the account; invitees without one answer 67', () => {
    const backend = fakeBackend();
    const member = backend.data.members.find(
      (m) => m.userStatus === 'Accepted' && m !== backend.data.members[0],
    )!;
    const accountName = encodeURIComponent(member.email);
    expect(
      backend.execute({ to: 'postmaster@account.blip.ai', method: 'get', uri: `accounts/${accountName}` }),
    ).toMatchObject({
      fullName: member.fullName,
      email: member.email,
    });
    const invitee = backend.data.members.find((m) => !m.hasAccount)!;
    const error = failureOf(() =>
      backend.execute({
        to: 'postmaster@account.blip.ai',
        method: 'get',
        uri: `accounts/${encodeURIComponent(invitee.email)}`,
      }),
    );
    expect(error.code).toBe(67);
  });

  it('lists invitees without an account without fullName, so callers fall back to the account name', () => {
    const backend = fakeBackend();
    const invitee = backend.data.members.find((m) => !m.hasAccount)!;
    const page = backend.execute({
      to: PORTAL,
      method: 'get',
      uri: `/tenants/${backend.data.tenant.id}/users`,
    }) as Page;
    const item = page.items.find((i) => i.userIdentity === invitee.userIdentity)!;
    expect(item).not.toHaveProperty('fullName');
    expect(item.email).toBe(invitee.email);
  });
});
