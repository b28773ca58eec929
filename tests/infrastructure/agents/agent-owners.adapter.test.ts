import { describe, expect, it } from 'vitest';
import type { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { AgentOwnersCommandGateway } from '../../../src/infrastructure/agents/agent-owners.adapter';
import { RecordingLogger } from '../../presentation/shared/fakes';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

describe('AgentOwnersCommandGateway', () => {
  it("spec 1 §7: GET /tenants/{tenantId}/agents/{encoded userIdentity}/owners on the desk → the bots' short names", async () => {
    const { host, channel } = memoryHost();
    const spy = recording(channel);
    const agent = host.state.agents.find((candidate) => candidate.applications.length > 1)!;
    const id = host.state.tenant.id;
    const bots = await new AgentOwnersCommandGateway(spy.channel, appSettings, new RecordingLogger()).getBots(
      id,
      agent.userIdentity,
    );
    expect(bots).toEqual(agent.applications);
    expect(spy.sent).toEqual([
      {
        to: 'postmaster@desk.msging.net',
        method: 'get',
        uri: `/tenants/${id}/agents/${encodeURIComponent(agent.userIdentity)}/owners`,
      },
    ]);
  });

  it('spec 1 §7: on error an empty list (logged)', async () => {
    const { host, channel } = memoryHost({ failRate: 1 });
    const logger = new RecordingLogger();
    const bots = await new AgentOwnersCommandGateway(channel, appSettings, logger).getBots(
      host.state.tenant.id,
      host.state.agents[0]!.userIdentity,
    );
    expect(bots).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('spec 1 §7: an unknown agent (67) is an empty list too', async () => {
    const { host, channel } = memoryHost();
    const gateway = new AgentOwnersCommandGateway(channel, appSettings, new RecordingLogger());
    await expect(gateway.getBots(host.state.tenant.id, 'nobody%40x.com@blip.ai')).resolves.toEqual([]);
  });

  it('spec 1 §7: owners that are not texts are dropped; an answer without items is logged and no bots', async () => {
    const answering = (answer: unknown): CommandChannel => ({ send: <T>() => Promise.resolve(answer as T) });
    const logger = new RecordingLogger();
    const owners = { items: ['sales@msging.net', 7, { id: 'x' }, 'support@msging.net'] };
    await expect(
      new AgentOwnersCommandGateway(answering(owners), appSettings, logger).getBots('acme', 'a@b'),
    ).resolves.toEqual(['sales', 'support']);
    await expect(
      new AgentOwnersCommandGateway(answering({ owners: [] }), appSettings, logger).getBots('acme', 'a@b'),
    ).resolves.toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });
});
