import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { SubscriptionCommandGateway } from '../../../src/infrastructure/billing/subscription.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

describe('SubscriptionCommandGateway', () => {
  it('spec 3 §7.5: plan name from response.name and metrics from response.items, through the fake host', async () => {
    const { host, channel } = memoryHost();
    const gateway = new SubscriptionCommandGateway(channel, appSettings);
    await expect(gateway.getPlanName(host.state.tenant.id)).resolves.toBe('advanced');
    const metrics = await gateway.getMetrics(host.state.tenant.id);
    expect(metrics.map((m) => m.metricId)).toEqual([
      'Agent',
      'DailyActiveUser',
      'DailyEngagedUser',
      'Session',
      'MonthlyActiveUser',
      'ExchangedMessage',
    ]);
    expect(metrics[0]).toEqual({
      metricId: 'Agent',
      quantity: 10,
      additionalItemValue: 119.9,
      allowAdditionalItem: true,
    });
  });

  it("the 'empty' scenario: plan free, no metrics", async () => {
    const { host, channel } = memoryHost({ scenario: 'empty' });
    const gateway = new SubscriptionCommandGateway(channel, appSettings);
    await expect(gateway.getPlanName(host.state.tenant.id)).resolves.toBe('free');
    await expect(gateway.getMetrics(host.state.tenant.id)).resolves.toEqual([]);
  });

  it('builds the exact billing commands of spec 1 §7 and maps loose values', async () => {
    const sent: LimeCommand[] = [];
    const channel: CommandChannel = {
      send: <T>(command: LimeCommand) => {
        sent.push(command);
        return Promise.resolve({
          items: [{ metricId: 'Agent', quantity: '-1', additionalItemValue: 'n/a' }, { quantity: 3 }, 'junk'],
        } as T);
      },
    };
    const read = new SubscriptionCommandGateway(channel, appSettings).getMetrics('acme');
    // Sent at once: the answer schemas load beside the request, not before it.
    expect(sent).toHaveLength(1);
    const metrics = await read;
    expect(metrics).toEqual([
      { metricId: 'Agent', quantity: -1, additionalItemValue: 0, allowAdditionalItem: false },
    ]);
    expect(sent).toEqual([
      { to: 'postmaster@billing.blip.ai', method: 'get', uri: '/tenants/acme/subscription/plan/metrics' },
    ]);
  });

  it('metrics: 67 means no subscription (empty list); other failures propagate', async () => {
    const failing = (code: number): CommandChannel => ({
      send: () => Promise.reject(new CommandFailure('command', 'failure', code, 'x')),
    });
    await expect(new SubscriptionCommandGateway(failing(67), appSettings).getMetrics('a')).resolves.toEqual(
      [],
    );
    await expect(
      new SubscriptionCommandGateway(failing(61), appSettings).getMetrics('a'),
    ).rejects.toMatchObject({ code: 61 });
  });

  it('plan name: failures and a missing name reject', async () => {
    const { channel } = memoryHost({ failRate: 1 });
    await expect(
      new SubscriptionCommandGateway(channel, appSettings).getPlanName('x'),
    ).rejects.toBeInstanceOf(CommandFailure);
    const nameless: CommandChannel = { send: <T>() => Promise.resolve({} as T) };
    await expect(
      new SubscriptionCommandGateway(nameless, appSettings).getPlanName('x'),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});
