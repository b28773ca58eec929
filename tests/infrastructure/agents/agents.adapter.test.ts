import { describe, expect, it } from 'vitest';
import type { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { AgentsCommandGateway } from '../../../src/infrastructure/agents/agents.adapter';
import { PAGES_AHEAD } from '../../../src/infrastructure/shared/windowed-pages';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

describe('AgentsCommandGateway.listAll', () => {
  it('spec 1 §5, §7: 15 agents → one page of TENANT_AGENTS_PAGE_SIZE (20), not a multiple, done', async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const id = host.state.tenant.id;
    const agents = await new AgentsCommandGateway(spy.channel, appSettings).listAll(id);
    expect(agents).toHaveLength(15);
    expect(spy.sent).toEqual([
      { to: 'postmaster@portal.blip.ai', method: 'get', uri: `/tenants/${id}/agents?$skip=0&$take=20` },
    ]);
  });

  it('spec 1 §5, §8, issue 34 §3: 40 agents → pages while the count is a multiple of 20; the empty third page (67) ends it; later pages were asked in the window, never taken', async () => {
    const { host, channel } = memoryHost({ scenario: 'agents-at-limit' });
    const spy = recording(channel);
    const id = host.state.tenant.id;
    const agents = await new AgentsCommandGateway(spy.channel, appSettings).listAll(id);
    expect(agents).toHaveLength(40);
    expect(new Set(agents.map((agent) => agent.userIdentity)).size).toBe(40);
    expect(spy.sent.map((command) => command.uri).slice(0, 3)).toEqual([
      `/tenants/${id}/agents?$skip=0&$take=20`,
      `/tenants/${id}/agents?$skip=20&$take=20`,
      `/tenants/${id}/agents?$skip=40&$take=20`,
    ]);
    // The first page alone, then a window of PAGES_AHEAD pages from the page awaited: the
    // third (the last) was awaited with pages 3 to 2 + PAGES_AHEAD asked.
    expect(spy.sent).toHaveLength(2 + PAGES_AHEAD);
  });

  it('issue 34 §2: each page is handed over in page order as it is taken', async () => {
    const { host, channel } = memoryHost({ scenario: 'agents-at-limit' });
    const pages: number[] = [];
    const agents = await new AgentsCommandGateway(channel, appSettings).listAll(host.state.tenant.id, {
      onPage: (page) => pages.push(page.length),
    });
    expect(pages).toEqual([20, 20]);
    expect(agents).toHaveLength(40);
  });

  it("spec 1 §8: the 'not found' code on the first page is an empty list (a contract without agents)", async () => {
    const { host, channel } = memoryHost({ scenario: 'empty' });
    await expect(
      new AgentsCommandGateway(channel, appSettings).listAll(host.state.tenant.id),
    ).resolves.toEqual([]);
  });

  it('spec 1 §8: other errors are rethrown', async () => {
    const { host, channel } = memoryHost({ failRate: 1 });
    const error = await new AgentsCommandGateway(channel, appSettings)
      .listAll(host.state.tenant.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as CommandFailure).code).toBe(1);
  });

  it('spec 1 §7: isEnabled is copied to enabled; the record carries the portal fields', async () => {
    const { host, channel } = memoryHost();
    const [first] = await new AgentsCommandGateway(channel, appSettings).listAll(host.state.tenant.id);
    const backend = host.state.agents[0]!;
    expect(first).toEqual({
      tenantId: host.state.tenant.id,
      userIdentity: backend.userIdentity,
      fullName: backend.fullName,
      email: backend.email,
      roleId: 'guest',
      userStatus: backend.userStatus,
      isEnabled: backend.isEnabled,
      enabled: backend.isEnabled,
      creationDate: backend.creationDate,
      applications: backend.applications,
      portalRecord: expect.objectContaining({
        userIdentity: backend.userIdentity,
        isEnabled: backend.isEnabled,
        applications: backend.applications,
      }),
    });
  });
});

describe('AgentsCommandGateway commands', () => {
  it('spec 1 §7: SET /tenants/{tenantId}/agents-is-enabled with the agent object, isEnabled included', async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const gateway = new AgentsCommandGateway(spy.channel, appSettings);
    const id = host.state.tenant.id;
    const [agent] = await gateway.listAll(id);
    spy.sent.length = 0;
    await gateway.save({ ...agent!, isEnabled: !agent!.isEnabled, enabled: !agent!.isEnabled });
    expect(spy.sent).toEqual([
      {
        to: 'postmaster@portal.blip.ai',
        method: 'set',
        uri: `/tenants/${id}/agents-is-enabled`,
        type: 'application/vnd.blip.portal.tenant-agent-user+json',
        resource: {
          tenantId: id,
          userIdentity: agent!.userIdentity,
          fullName: agent!.fullName,
          email: agent!.email,
          roleId: agent!.roleId,
          userStatus: agent!.userStatus,
          isEnabled: !agent!.isEnabled,
          applications: agent!.applications,
          creationDate: agent!.creationDate,
        },
      },
    ]);
    expect(host.state.agents[0]!.isEnabled).toBe(!agent!.isEnabled);
  });

  it('spec 1 §7: DELETE /tenants/{tenantId}/agents/{url-encoded userIdentity}@{domain}', async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const gateway = new AgentsCommandGateway(spy.channel, appSettings);
    const id = host.state.tenant.id;
    const idle = (await gateway.listAll(id)).find(
      (agent) => host.state.agents.find((a) => a.userIdentity === agent.userIdentity)!.ticketsThisMonth === 0,
    )!;
    spy.sent.length = 0;
    await gateway.remove(id, idle.userIdentity);
    expect(spy.sent).toEqual([
      {
        to: 'postmaster@portal.blip.ai',
        method: 'delete',
        uri: `/tenants/${id}/agents/${encodeURIComponent(idle.email)}@blip.ai`,
      },
    ]);
    expect(host.state.agents.some((agent) => agent.userIdentity === idle.userIdentity)).toBe(false);
  });

  it('spec 1 §7: SET /tenants/{tenantId}/agents, a lime collection of encoded address@{domain}', async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const id = host.state.tenant.id;
    await new AgentsCommandGateway(spy.channel, appSettings).add(id, ['new.agent+1@acme.com']);
    expect(spy.sent).toEqual([
      {
        to: 'postmaster@portal.blip.ai',
        method: 'set',
        uri: `/tenants/${id}/agents`,
        type: 'application/vnd.lime.collection+json',
        resource: {
          itemType: 'application/vnd.blip.portal.tenant-agent-user+json',
          items: [{ userIdentity: 'new.agent%2B1%40acme.com@blip.ai' }],
        },
      },
    ]);
    expect(host.state.agents.at(-1)).toMatchObject({ email: 'new.agent+1@acme.com', isEnabled: true });
  });

  it('a failed command rejects with the typed failure', async () => {
    const failing: CommandChannel = {
      send: () => Promise.reject(new CommandFailure('command', 'failure', 66, 'not allowed')),
    };
    await expect(
      new AgentsCommandGateway(failing, appSettings).remove('acme', 'a@blip.ai'),
    ).rejects.toMatchObject({
      code: 66,
    });
  });
});
