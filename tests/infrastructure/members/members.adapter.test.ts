import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { MembersCommandGateway } from '../../../src/infrastructure/members/members.adapter';
import { PAGES_AHEAD } from '../../../src/infrastructure/shared/windowed-pages';
import { appSettings, memoryHost } from '../support/memory-host';

/** Records the uris the gateway sends on its way to the real channel. */
function recording(channel: CommandChannel): { channel: CommandChannel; uris: string[] } {
  const uris: string[] = [];
  return {
    uris,
    channel: {
      send: <T>(command: LimeCommand) => {
        uris.push(command.uri);
        return channel.send<T>(command);
      },
    },
  };
}

describe('MembersCommandGateway.listAll', () => {
  it('spec 1 §5: 250 members → pages of 100, stops after the page of 50 (issue 34 §3: a window ahead)', async () => {
    const { host, channel } = memoryHost({ scale: { members: 250 } });
    const spy = recording(channel);
    const members = await new MembersCommandGateway(spy.channel, appSettings).listAll(host.state.tenant.id);
    expect(members).toHaveLength(250);
    expect(new Set(members.map((m) => m.userIdentity)).size).toBe(250);
    const id = host.state.tenant.id;
    expect(spy.uris.slice(0, 3)).toEqual([
      `/tenants/${id}/users?$skip=0&$take=100`,
      `/tenants/${id}/users?$skip=100&$take=100`,
      `/tenants/${id}/users?$skip=200&$take=100`,
    ]);
    // While page 3 was awaited, the window held pages 3 to 3 + width - 1.
    expect(spy.uris).toHaveLength(3 + PAGES_AHEAD - 1);
  });

  it('spec 1 §8: exactly 200 members → the third page answers 67 and the 200 gathered are returned', async () => {
    const { host, channel } = memoryHost({ scale: { members: 200 } });
    const spy = recording(channel);
    const members = await new MembersCommandGateway(spy.channel, appSettings).listAll(host.state.tenant.id);
    expect(members).toHaveLength(200);
    expect(new Set(members.map((m) => m.userIdentity)).size).toBe(200);
  });

  it('issue 34 §3: a contract of one page costs one request', async () => {
    const { host, channel } = memoryHost({ scale: { members: 40 } });
    const spy = recording(channel);
    const members = await new MembersCommandGateway(spy.channel, appSettings).listAll(host.state.tenant.id);
    expect([members.length, spy.uris.length]).toEqual([40, 1]);
  });

  it('maps members to the domain, with the statuses of the default scenario', async () => {
    const { host, channel } = memoryHost();
    const members = await new MembersCommandGateway(channel, appSettings).listAll(host.state.tenant.id);
    expect(members).toHaveLength(40);
    expect(members[0]).toEqual({
      userIdentity: host.state.loggedUser.identity,
      fullName: host.state.loggedUser.fullName,
      email: host.state.loggedUser.email,
      roleId: 'admin',
      userStatus: 'Accepted',
    });
    const invitee = host.state.members.find((m) => !m.hasAccount)!;
    expect(members.find((m) => m.userIdentity === invitee.userIdentity)?.fullName).toBe(invitee.email);
  });

  it('spec 1 §8: errors other than 67 are rethrown', async () => {
    const { host, channel } = memoryHost({ failRate: 1 });
    const error = await new MembersCommandGateway(channel, appSettings)
      .listAll(host.state.tenant.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as CommandFailure).code).toBe(1);
  });

  it('a 67 on the first page gives an empty list; an empty page stops paging', async () => {
    const notFound: CommandChannel = {
      send: () => Promise.reject(new CommandFailure('command', 'failure', 67, 'x')),
    };
    await expect(new MembersCommandGateway(notFound, appSettings).listAll('a')).resolves.toEqual([]);
    let calls = 0;
    const empty: CommandChannel = {
      send: <T>() => {
        calls += 1;
        return Promise.resolve({ items: [] } as T);
      },
    };
    await expect(new MembersCommandGateway(empty, appSettings).listAll('a')).resolves.toEqual([]);
    expect(calls).toBe(1);
  });

  it('sends to the portal address', async () => {
    const sent: LimeCommand[] = [];
    const channel: CommandChannel = {
      send: <T>(command: LimeCommand) => {
        sent.push(command);
        return Promise.resolve({ items: [] } as T);
      },
    };
    await new MembersCommandGateway(channel, appSettings).listAll('acme');
    expect(sent[0]).toEqual({
      to: 'postmaster@portal.blip.ai',
      method: 'get',
      uri: '/tenants/acme/users?$skip=0&$take=100',
    });
  });
});

describe('MembersCommandGateway.listAll options (architecture.md §8 rows as they arrive)', () => {
  it('hands over every page as it arrives', async () => {
    const { host, channel } = memoryHost({ scale: { members: 250 } });
    const pages: number[] = [];
    const members = await new MembersCommandGateway(channel, appSettings).listAll(host.state.tenant.id, {
      onPage: (page) => pages.push(page.length),
    });
    expect(pages).toEqual([100, 100, 50]);
    expect(members).toHaveLength(250);
  });

  it('an aborted signal stops paging with what was gathered', async () => {
    const { host, channel } = memoryHost({ scale: { members: 250 } });
    const controller = new AbortController();
    const spy = recording(channel);
    const members = await new MembersCommandGateway(spy.channel, appSettings).listAll(host.state.tenant.id, {
      signal: controller.signal,
      onPage: () => controller.abort(),
    });
    expect(members).toHaveLength(100);
    expect(spy.uris).toHaveLength(1);
  });
});

describe('MembersCommandGateway commands (spec 1 §7 Portal service)', () => {
  function capture(): { channel: CommandChannel; sent: LimeCommand[] } {
    const sent: LimeCommand[] = [];
    return {
      sent,
      channel: {
        send: <T>(command: LimeCommand) => {
          sent.push(command);
          return Promise.resolve(undefined as T);
        },
      },
    };
  }
  const identity = 'ana.souza%40acme.com@blip.ai';

  it('spec 1 §7: SET /tenants/{tenantId}/users/{userIdentity}/role, type portal.role+json, resource { id }', async () => {
    const { channel, sent } = capture();
    await new MembersCommandGateway(channel, appSettings).setRole('acme', identity, 'admin');
    expect(sent).toEqual([
      {
        to: 'postmaster@portal.blip.ai',
        method: 'set',
        uri: `/tenants/acme/users/${identity}/role`,
        type: 'application/vnd.blip.portal.role+json',
        resource: { id: 'admin' },
      },
    ]);
  });

  it("spec 1 §7: SET …/user-status, type portal.tenant-user-status, resource 'accepted' or 'rejected'", async () => {
    const { channel, sent } = capture();
    const gateway = new MembersCommandGateway(channel, appSettings);
    await gateway.setUserStatus('acme', identity, 'accepted');
    await gateway.setUserStatus('acme', identity, 'rejected');
    expect(sent.map((command) => [command.method, command.uri, command.type, command.resource])).toEqual([
      [
        'set',
        `/tenants/acme/users/${identity}/user-status`,
        'application/vnd.blip.portal.tenant-user-status',
        'accepted',
      ],
      [
        'set',
        `/tenants/acme/users/${identity}/user-status`,
        'application/vnd.blip.portal.tenant-user-status',
        'rejected',
      ],
    ]);
  });

  it('spec 1 §7: DELETE /tenants/{tenantId}/users/{userIdentity}', async () => {
    const { channel, sent } = capture();
    await new MembersCommandGateway(channel, appSettings).remove('acme', identity);
    expect(sent).toEqual([
      { to: 'postmaster@portal.blip.ai', method: 'delete', uri: `/tenants/acme/users/${identity}` },
    ]);
  });

  it('a raw identity is sent in the platform form, so it cannot break the path', async () => {
    const { channel, sent } = capture();
    await new MembersCommandGateway(channel, appSettings).remove('acme', 'x/y?z@acme.com@blip.ai');
    expect(sent[0]?.uri).toBe('/tenants/acme/users/x%2Fy%3Fz%40acme.com@blip.ai');
  });

  it('the commands change the fake backend for real', async () => {
    const { host, channel } = memoryHost();
    const gateway = new MembersCommandGateway(channel, appSettings);
    const tenantId = host.state.tenant.id;
    const target = host.state.members.find((m) => m.userStatus === 'Accepted' && m.roleId === 'guest')!;
    const request = host.state.members.find((m) => m.userStatus === 'PendingTenant')!;
    await gateway.setRole(tenantId, target.userIdentity, 'member');
    await gateway.setUserStatus(tenantId, request.userIdentity, 'accepted');
    expect(host.state.members.find((m) => m.userIdentity === target.userIdentity)?.roleId).toBe('member');
    expect(host.state.members.find((m) => m.userIdentity === request.userIdentity)?.userStatus).toBe(
      'Accepted',
    );
    await gateway.remove(tenantId, target.userIdentity);
    expect(host.state.members.some((m) => m.userIdentity === target.userIdentity)).toBe(false);
  });
});
