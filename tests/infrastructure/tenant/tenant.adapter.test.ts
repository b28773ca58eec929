import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { isCommandFailure } from '../../../src/domain/shared/command-failure';
import { TenantCommandGateway } from '../../../src/infrastructure/tenant/tenant.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

function recording(channel: CommandChannel): { channel: CommandChannel; commands: LimeCommand[] } {
  const commands: LimeCommand[] = [];
  return {
    commands,
    channel: {
      send: <T>(command: LimeCommand) => {
        commands.push(command);
        return channel.send<T>(command);
      },
    },
  };
}

function setup(overrides: Parameters<typeof memoryHost>[0] = {}) {
  const memory = memoryHost(overrides);
  const spy = recording(memory.channel);
  return { ...memory, commands: spy.commands, gateway: new TenantCommandGateway(spy.channel, appSettings) };
}

describe('TenantCommandGateway (spec 1 §7 Portal service)', () => {
  it('spec 1 §7: SET /tenants/{id}, type portal.tenant+json, the whole tenant as resource; the backend keeps it', async () => {
    const { host, gateway, commands } = setup();
    const stored = host.state.tenant;
    await gateway.saveTenant({ ...stored, name: 'Acme' });
    expect(commands).toEqual([
      {
        to: 'postmaster@portal.blip.ai',
        method: 'set',
        uri: `/tenants/${stored.id}`,
        type: 'application/vnd.blip.portal.tenant+json',
        resource: {
          id: stored.id,
          name: 'Acme',
          creationDate: stored.creationDate,
          ownerIdentity: stored.ownerIdentity,
          plan: stored.plan,
        },
      },
    ]);
    expect(host.state.tenant.name).toBe('Acme');
  });

  it('issue 13 §1: savedBy finds what its own save command saved, and nothing in any other command', async () => {
    const { host, gateway, commands } = setup();
    const stored = host.state.tenant;
    await gateway.saveTenant({ ...stored, name: 'Acme', photoUri: 'https://media.example.com/p.png' });
    const [sent] = commands;
    const command = { method: sent!.method, uri: sent!.uri ?? '', resource: sent!.resource };
    expect(gateway.savedBy(command, stored.id)).toEqual({
      name: 'Acme',
      photoUri: 'https://media.example.com/p.png',
    });
    expect(gateway.savedBy(command, 'other-tenant')).toBeUndefined();
    expect(gateway.savedBy({ ...command, method: 'get' }, stored.id)).toBeUndefined();
    expect(gateway.savedBy({ ...command, uri: `/tenants/${stored.id}/users` }, stored.id)).toBeUndefined();
    expect(gateway.savedBy({ ...command, resource: { id: 'other', name: 'X' } }, stored.id)).toBeUndefined();
    expect(
      gateway.savedBy({ ...command, resource: { id: stored.id, name: ' ' } }, stored.id),
    ).toBeUndefined();
    expect(gateway.savedBy({ ...command, resource: 'Acme' }, stored.id)).toBeUndefined();
  });

  it('spec 1 §7: a new photoUri travels with the rest of the tenant', async () => {
    const { host, gateway } = setup();
    await gateway.saveTenant({ ...host.state.tenant, photoUri: 'https://media.example.com/p.png' });
    expect(host.state.tenant.photoUri).toBe('https://media.example.com/p.png');
  });

  it('spec 1 §6: the backend refuses a non-admin (66), and the gateway rejects with a CommandFailure', async () => {
    const { host, gateway } = setup({ role: 'member' });
    const error = await gateway.saveTenant({ ...host.state.tenant, name: 'Nope' }).catch((e: unknown) => e);
    expect(isCommandFailure(error) && error.code).toBe(66);
  });

  it("spec 1 §7: GET /tenants/{tenantId}/unique-admin-applications/{userIdentity} → the user's chatbots", async () => {
    const { host, gateway, commands } = setup();
    const { id } = host.state.tenant;
    const identity = host.state.loggedUser.identity;
    expect(await gateway.listOwnedChatbots(id, identity)).toEqual([]);
    expect(commands[0]).toEqual({
      to: 'postmaster@portal.blip.ai',
      method: 'get',
      uri: `/tenants/${id}/unique-admin-applications/${identity}`,
    });
  });

  it("scenario 'bot-owner': the logged user is the only admin of a chatbot", async () => {
    const { host, gateway } = setup({ scenario: 'bot-owner' });
    const owned = await gateway.listOwnedChatbots(host.state.tenant.id, host.state.loggedUser.identity);
    expect(owned).toEqual([{ shortName: host.state.bots[0]!.shortName, name: host.state.bots[0]!.name }]);
  });

  it('spec 1 §7: GET /tenants-mine → every contract of the user', async () => {
    const { host, gateway, commands } = setup();
    const read = gateway.listMyTenants();
    // Sent at once: the answer schemas load beside the request, not before it.
    expect(commands).toHaveLength(1);
    const tenants = await read;
    expect(tenants.map((tenant) => tenant.id)).toEqual([
      host.state.tenant.id,
      ...host.state.otherTenants.map((tenant) => tenant.id),
    ]);
    expect(commands[0]).toEqual({ to: 'postmaster@portal.blip.ai', method: 'get', uri: '/tenants-mine' });
  });

  it("scenario 'only-contract': the user belongs to this contract alone", async () => {
    const { gateway } = setup({ scenario: 'only-contract' });
    expect(await gateway.listMyTenants()).toHaveLength(1);
  });

  it('spec 1 §7: DELETE /tenants/{tenantId}/users/{userIdentity} removes the user, whatever their role', async () => {
    const { host, gateway, commands } = setup({ role: 'guest' });
    const { id } = host.state.tenant;
    const identity = host.state.loggedUser.identity;
    await gateway.removeUser(id, identity);
    expect(commands[0]).toEqual({
      to: 'postmaster@portal.blip.ai',
      method: 'delete',
      uri: `/tenants/${id}/users/${identity}`,
    });
    expect(host.state.members.some((member) => member.userIdentity === identity)).toBe(false);
  });
});
