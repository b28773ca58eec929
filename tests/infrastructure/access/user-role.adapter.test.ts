import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { UserRoleCommandGateway } from '../../../src/infrastructure/access/user-role.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

describe('UserRoleCommandGateway', () => {
  it.each(['admin', 'member', 'guest'] as const)(
    'spec 1 §7: GET /tenants/{tenantId}/users/{userIdentity} → roleId (%s), through the fake host',
    async (role) => {
      const { host, channel } = memoryHost({ role });
      const gateway = new UserRoleCommandGateway(channel, appSettings);
      await expect(gateway.getRole(host.state.tenant.id, host.state.loggedUser.identity)).resolves.toBe(role);
    },
  );

  it('builds the exact command of spec 1 §7 on the portal address', async () => {
    const sent: LimeCommand[] = [];
    const channel: CommandChannel = {
      send: <T>(command: LimeCommand) => {
        sent.push(command);
        return Promise.resolve({ roleId: 'Admin' } as T);
      },
    };
    const role = new UserRoleCommandGateway(channel, appSettings).getRole('acme', 'ana%40x.com@blip.ai');
    // Sent at once: the answer schemas load beside the request, not before it.
    expect(sent).toHaveLength(1);
    await expect(role).resolves.toBe('admin');
    expect(sent).toEqual([
      { to: 'postmaster@portal.blip.ai', method: 'get', uri: '/tenants/acme/users/ana%40x.com@blip.ai' },
    ]);
  });

  it('rejects with the CommandFailure 67 for a user who is not a member', async () => {
    const { host, channel } = memoryHost();
    const error = await new UserRoleCommandGateway(channel, appSettings)
      .getRole(host.state.tenant.id, 'stranger%40x.com@blip.ai')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as CommandFailure).isNotFound).toBe(true);
  });

  it('rejects a malformed roleId', async () => {
    const channel: CommandChannel = { send: <T>() => Promise.resolve({ roleId: 'owner' } as T) };
    const error = await new UserRoleCommandGateway(channel, appSettings)
      .getRole('a', 'b')
      .catch((e: unknown) => e);
    expect((error as CommandFailure).kind).toBe('malformed');
  });
});
