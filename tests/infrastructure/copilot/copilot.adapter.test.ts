import { describe, expect, it } from 'vitest';
import type { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { COPILOT_ENABLED_KEY } from '../../../src/domain/copilot/copilot-bot.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { CopilotCommandGateway } from '../../../src/infrastructure/copilot/copilot.adapter';
import { malformedRejectionOf } from '../support/malformed-answer';
import { botIdentity, lockedBot, permittedBots } from '../support/fake-bots';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

function setup() {
  const memory = memoryHost();
  const spy = recording(memory.channel);
  return { ...memory, sent: spy.sent, gateway: new CopilotCommandGateway(spy.channel, appSettings) };
}

describe('CopilotCommandGateway (spec 1 §7 Copilot, over the fake backend)', () => {
  it("spec 1 §7: reads the bot's configuration from the messaging service with the desk as owner", async () => {
    const { host, gateway, sent } = setup();
    const bot = permittedBots(host.backend)[0]!;
    await gateway.getConfiguration(bot.shortName).catch(() => []);
    expect(sent).toEqual([
      {
        method: 'get',
        uri: `lime://${botIdentity(bot)}/configuration/caller?owner=postmaster%40desk.msging.net`,
      },
    ]);
  });

  it('spec 1 §7: the per-bot form switches copilot and the configuration read follows it', async () => {
    const { host, gateway, sent } = setup();
    const bot = permittedBots(host.backend)[0]!;
    await gateway.setEnabled(bot.shortName, true);
    expect(sent.at(-1)).toEqual({
      to: 'postmaster@desk.msging.net',
      method: 'set',
      uri: `lime://${botIdentity(bot)}/copilot/enable`,
      type: 'application/json',
      resource: {},
    });
    expect(await gateway.getConfiguration(bot.shortName)).toContainEqual({
      name: COPILOT_ENABLED_KEY,
      value: 'True',
    });
    await gateway.setEnabled(bot.shortName, false);
    expect(await gateway.getConfiguration(bot.shortName)).toContainEqual({
      name: COPILOT_ENABLED_KEY,
      value: 'False',
    });
  });

  it('spec 1 §7: the configuration form is sent from the bot with pp the user node', async () => {
    const { host, gateway, sent } = setup();
    const bot = permittedBots(host.backend)[1]!;
    const localNode = host.state.loggedUser.localNode;
    await gateway.configureEnabled(bot.shortName, true, localNode);
    expect(sent.at(-1)).toEqual({
      to: 'postmaster@desk.msging.net',
      from: botIdentity(bot),
      pp: localNode,
      method: 'set',
      uri: `lime://postmaster@desk.msging.net/configuration?caller=${encodeURIComponent(botIdentity(bot))}`,
      type: 'application/json',
      resource: { [COPILOT_ENABLED_KEY]: true },
    });
    expect(await gateway.getConfiguration(bot.shortName)).toContainEqual({
      name: COPILOT_ENABLED_KEY,
      value: 'True',
    });
  });

  it('a bot never configured (67) reads as no items; a locked bot cannot be switched (66)', async () => {
    const { host, gateway } = setup();
    const configured = new Set(
      Object.keys(host.state.copilot).filter((name) => host.state.copilot[name] !== null),
    );
    const unconfigured = permittedBots(host.backend).find((bot) => !configured.has(bot.shortName));
    if (unconfigured !== undefined) {
      const items = await gateway.getConfiguration(unconfigured.shortName);
      expect(items.some((item) => item.name === COPILOT_ENABLED_KEY)).toBe(false);
    }
    const error = await gateway.setEnabled(lockedBot(host.backend).shortName, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as CommandFailure).code).toBe(66);
  });
});

describe('CopilotCommandGateway configuration answer (spec 1 §3)', () => {
  function answering(answer: unknown): CopilotCommandGateway {
    const channel: CommandChannel = { send: <T>() => Promise.resolve(answer as T) };
    return new CopilotCommandGateway(channel, appSettings);
  }

  it('spec 1 §3: items keep their name and their value as text; items without a name or a text/flag value are left out', async () => {
    const items = [
      { name: COPILOT_ENABLED_KEY, value: 'True' },
      { name: 'flag', value: false },
      { name: ' ', value: 'x' },
      { name: 'count', value: 3 },
      { name: 'none' },
      'junk',
    ];
    await expect(answering({ items }).getConfiguration('bot')).resolves.toEqual([
      { name: COPILOT_ENABLED_KEY, value: 'True' },
      { name: 'flag', value: 'false' },
    ]);
  });

  it('an answer without a list of items is a MalformedAnswer naming the field', async () => {
    const error = await malformedRejectionOf(answering({ items: {} }).getConfiguration('bot'));
    expect(error).toMatchObject({ kind: 'malformed', what: 'bot configuration', field: 'items' });
  });
});
