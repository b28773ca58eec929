import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { CallsGatewayAdapter } from '../../../src/infrastructure/calls/calls.adapter';
import type { HostTransport } from '../../../src/infrastructure/host/host-transport';
import { botIdentity, lockedBot, permittedBots } from '../support/fake-bots';
import { appSettings, memoryHost } from '../support/memory-host';

function setup(scenario = 'default') {
  const memory = memoryHost({ scenario });
  return { ...memory, gateway: new CallsGatewayAdapter(memory.transport, memory.channel, appSettings) };
}

describe('CallsGatewayAdapter (spec 1 §7 Calls, over the fake host)', () => {
  it('spec 1 §3: terms accepted when getCallsTerms answers resource.tenantId; 67 is "not yet"', async () => {
    const accepted = setup();
    await expect(accepted.gateway.areTermsAccepted(accepted.host.state.tenant.id)).resolves.toBe(true);
    const fresh = setup('calls-new');
    await expect(fresh.gateway.areTermsAccepted(fresh.host.state.tenant.id)).resolves.toBe(false);
  });

  it('spec 1 §7: the phone number settings of a bot; a bot without a channel has none', async () => {
    const { host, gateway } = setup();
    const [noChannel, notSet] = permittedBots(host.backend);
    await expect(gateway.getPhoneNumberSettings(noChannel!.shortName)).resolves.toBeUndefined();
    const settings = await gateway.getPhoneNumberSettings(notSet!.shortName);
    expect(settings?.calling).toEqual({
      status: 'NOT_SET',
      callIconVisibility: 'NOT_SET',
      callbackPermissionStatus: 'NOT_SET',
    });
    expect(settings?.phoneNumber).toMatch(/^\+55 /);
  });

  it('spec 1 §7: setApplicationPhoneNumberSettings saves the change the next read shows', async () => {
    const { host, gateway } = setup();
    const bot = permittedBots(host.backend)[1]!;
    await gateway.changeCalling(host.state.tenant.id, botIdentity(bot), { status: 'ENABLED' });
    await gateway.changeCalling(host.state.tenant.id, botIdentity(bot), {
      callbackPermissionStatus: 'ENABLED',
    });
    const settings = await gateway.getPhoneNumberSettings(bot.shortName);
    expect(settings?.calling).toMatchObject({ status: 'ENABLED', callbackPermissionStatus: 'ENABLED' });
  });

  it('spec 1 §8: a bot without a channel answers reason.code 21, as a failure', async () => {
    const { host, gateway } = setup();
    const bot = permittedBots(host.backend)[0]!;
    const error = await gateway
      .changeCalling(host.state.tenant.id, botIdentity(bot), { status: 'ENABLED' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as CommandFailure).code).toBe(21);
  });

  it('a refused write (a locked bot) and a simulated failure reject with a CommandFailure', async () => {
    const { host, gateway } = setup();
    const locked = await gateway
      .changeCalling(host.state.tenant.id, botIdentity(lockedBot(host.backend)), { status: 'ENABLED' })
      .catch((e: unknown) => e);
    expect((locked as CommandFailure).code).toBe(66);
    host.configureFaults({ failRate: 1 });
    const failed = await gateway.areTermsAccepted(host.state.tenant.id).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CommandFailure);
    expect((failed as CommandFailure).isNotFound).toBe(false);
  });
});

describe('CallsGatewayAdapter answers (spec 1 §3 Calls terms, §7 setApplicationPhoneNumberSettings)', () => {
  /** An adapter whose every application request is answered with `answer`. */
  function answering(answer: unknown): CallsGatewayAdapter {
    const transport: HostTransport = {
      request: <T>() => Promise.resolve(answer as T),
      fire: () => undefined,
    };
    return new CallsGatewayAdapter(transport, memoryHost().channel, appSettings);
  }

  it('spec 1 §3: the terms are accepted when they carry a tenantId, under resource or as the answer itself', async () => {
    for (const answer of [
      { resource: { tenantId: 'acme' } },
      { tenantId: 'acme' },
      { resource: 'x', tenantId: 'acme' },
    ]) {
      await expect(answering(answer).areTermsAccepted('acme')).resolves.toBe(true);
    }
    for (const answer of [
      { resource: { tenantId: ' ' } },
      { resource: {}, tenantId: 'acme' },
      { tenantId: 7 },
      'acme',
      null,
      [],
    ]) {
      await expect(answering(answer).areTermsAccepted('acme')).resolves.toBe(false);
    }
  });

  it('spec 1 §7: only resource.success true saves the change; anything else is a failure', async () => {
    await expect(
      answering({ resource: { success: true } }).changeCalling('acme', 'bot@msging.net', {}),
    ).resolves.toBeUndefined();
    for (const answer of [{ resource: { success: 'true' } }, { success: true }, { resource: true }, null]) {
      await expect(answering(answer).changeCalling('acme', 'bot@msging.net', {})).rejects.toBeInstanceOf(
        CommandFailure,
      );
    }
  });
});
