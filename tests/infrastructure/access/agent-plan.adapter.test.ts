import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { AgentPlanCommandGateway } from '../../../src/infrastructure/access/agent-plan.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

describe('AgentPlanCommandGateway', () => {
  it('spec 1 §7: GET /agent-plan/{tenantId}/active on the AI platform → notConfigured in the default scenario', async () => {
    const { host, channel } = memoryHost();
    await expect(
      new AgentPlanCommandGateway(channel, appSettings).getActivePlan(host.state.tenant.id),
    ).resolves.toEqual({
      hasActivePaidPlan: false,
      isTrial: false,
      reason: 'notConfigured',
    });
  });

  it('sends the command to postmaster@ai.{BLIP_DOMAIN} and reads missing fields as false / undefined', async () => {
    const sent: LimeCommand[] = [];
    const channel: CommandChannel = {
      send: <T>(command: LimeCommand) => {
        sent.push(command);
        return Promise.resolve({ isTrial: true } as T);
      },
    };
    const plan = new AgentPlanCommandGateway(channel, appSettings).getActivePlan('acme');
    // Sent at once: the answer schemas load beside the request, not before it.
    expect(sent).toHaveLength(1);
    await expect(plan).resolves.toEqual({
      hasActivePaidPlan: false,
      isTrial: true,
      reason: undefined,
    });
    expect(sent).toEqual([{ to: 'postmaster@ai.blip.ai', method: 'get', uri: '/agent-plan/acme/active' }]);
  });

  it('spec 1 §8: errors propagate (the access rules read them as no access)', async () => {
    const { channel } = memoryHost();
    const error = await new AgentPlanCommandGateway(channel, appSettings)
      .getActivePlan('ghost')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as CommandFailure).code).toBe(67);
  });
});
