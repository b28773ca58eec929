import { describe, expect, it } from 'vitest';
import {
  findBot,
  requireBot,
  requirePermittedBot,
} from '../../../../../simulator/fake-host/backend/routes/bot-directory';
import { FAKE_HOST_LIMITS } from '../../../../../simulator/fake-host/fake-host.options';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';
import { botIdentity, lockedBot, permittedBots } from '../../../../infrastructure/support/fake-bots';
import { memoryHost } from '../../../../infrastructure/support/memory-host';

describe('bot directory', () => {
  it('finds a bot by its identity, in any case and encoded once more', () => {
    const backend = fakeBackend();
    const bot = backend.data.bots[3]!;
    expect(findBot(backend, botIdentity(bot))).toBe(bot);
    expect(findBot(backend, botIdentity(bot).toUpperCase())).toBe(bot);
    expect(findBot(backend, encodeURIComponent(botIdentity(bot)))).toBe(bot);
    expect(findBot(backend, `${bot.shortName}@blip.ai`)).toBeUndefined();
  });

  it('unknown bots are 67; locked bots refuse changes with 66', () => {
    const backend = fakeBackend();
    expect(failureOf(() => requireBot(backend, 'ghost@msging.net')).code).toBe(67);
    expect(failureOf(() => requireBot(backend, undefined)).code).toBe(67);
    expect(failureOf(() => requirePermittedBot(backend, botIdentity(lockedBot(backend)))).code).toBe(66);
    const bot = permittedBots(backend)[0]!;
    expect(requirePermittedBot(backend, botIdentity(bot))).toBe(bot);
  });

  it('follows the list when a test changes it', () => {
    const backend = fakeBackend();
    const bot = backend.data.bots[0]!;
    expect(findBot(backend, botIdentity(bot))).toBe(bot);
    backend.data.bots.splice(0, 1);
    expect(findBot(backend, botIdentity(bot))).toBeUndefined();
  });
});

describe('bot scale', () => {
  it(`builds ${FAKE_HOST_LIMITS.bots.max} bots and answers every bot's Copilot and Calls reads (timed at this scale in bots-scale.e2e.ts)`, async () => {
    expect(FAKE_HOST_LIMITS.bots.max).toBe(2000);
    const { host } = memoryHost({ scale: { bots: 2000 } });
    const apps = (await host.handle('sendApplicationRequest', {
      method: 'getApplicationsByTenant',
      args: [host.state.tenant.id],
    })) as unknown[];
    const desk = encodeURIComponent('postmaster@desk.msging.net');
    const settings = host.state.phoneNumberSettings;
    for (const bot of host.backend.data.bots) {
      host.backend.execute({
        method: 'get',
        uri: `lime://${botIdentity(bot)}/configuration/caller?owner=${desk}`,
      });
      if (settings[bot.shortName] === null) continue;
      host.backend.execute({
        to: 'postmaster@portal.blip.ai',
        method: 'get',
        uri: `/applications/${botIdentity(bot)}/phone-number-settings-calling`,
      });
    }
    expect(apps).toHaveLength(2000);
    expect(new Set(host.backend.data.bots.map((bot) => bot.shortName)).size).toBe(2000);
  });
});
