import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { MembersCommandGateway } from '../../../src/infrastructure/members/members.command-gateway';
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
  it('spec 1 §5: 250 members → pages of 100, stops after the page of 50', async () => {
    const { host, channel } = memoryHost({ scale: { members: 250 } });
    const spy = recording(channel);
    const members = await new MembersCommandGateway(spy.channel, appSettings).listAll(host.state.tenant.id);
    expect(members).toHaveLength(250);
    const id = host.state.tenant.id;
    expect(spy.uris).toEqual([
      `/tenants/${id}/users?$skip=0&$take=100`,
      `/tenants/${id}/users?$skip=100&$take=100`,
      `/tenants/${id}/users?$skip=200&$take=100`,
    ]);
  });

  it('spec 1 §8: exactly 200 members → the third page answers 67 and the 200 gathered are returned', async () => {
    const { host, channel } = memoryHost({ scale: { members: 200 } });
    const spy = recording(channel);
    const members = await new MembersCommandGateway(spy.channel, appSettings).listAll(host.state.tenant.id);
    expect(members).toHaveLength(200);
    expect(spy.uris).toHaveLength(3);
    expect(new Set(members.map((m) => m.userIdentity)).size).toBe(200);
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
