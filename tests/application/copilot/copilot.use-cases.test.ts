import { describe, expect, it } from 'vitest';
import { ChangeCopilotUseCase } from '../../../src/application/copilot/change-copilot.use-case';
import {
  COPILOT_LOOKUP_CONCURRENCY,
  LoadCopilotBotsUseCase,
} from '../../../src/application/copilot/load-copilot-bots.use-case';
import { RecordingLogger } from '../../presentation/shared/fakes';
import { application, ApplicationsHost, FakeCopilotGateway } from '../shared/bot-fakes';

function setup() {
  const host = new ApplicationsHost();
  const gateway = new FakeCopilotGateway();
  const logger = new RecordingLogger();
  return {
    host,
    gateway,
    logger,
    load: new LoadCopilotBotsUseCase(host, gateway, logger),
    change: new ChangeCopilotUseCase(gateway),
  };
}

describe('Copilot use cases (spec 1 §3, §4, §7 Copilot)', () => {
  it("spec 1 §3: each permitted bot's configuration decides; locked bots are not read and are disabled", async () => {
    const { host, gateway, load } = setup();
    host.applications = [application('a'), application('b'), application('locked', { hasPermission: false })];
    gateway.enabled.set('a', true).set('b', false).set('locked', true);
    const bots = await load.execute('acme');
    expect(bots.map((bot) => [bot.shortName, bot.enabled, bot.hasPermission])).toEqual([
      ['a', true, true],
      ['b', false, true],
      ['locked', false, false],
    ]);
    expect(gateway.reads).toEqual(['a', 'b']);
  });

  it('ARCHITECTURE §8: configuration reads run at most 6 at a time; a failed read is a disabled bot (logged)', async () => {
    const { host, gateway, logger, load } = setup();
    host.applications = Array.from({ length: 40 }, (_, index) => application(`bot${index}`));
    for (let index = 0; index < 40; index += 1) gateway.enabled.set(`bot${index}`, true);
    gateway.failing.add('bot3');
    const bots = await load.execute('acme');
    expect(gateway.maxInFlight).toBeLessThanOrEqual(COPILOT_LOOKUP_CONCURRENCY);
    expect(gateway.maxInFlight).toBeGreaterThan(1);
    expect(bots.filter((bot) => bot.enabled)).toHaveLength(39);
    expect(bots.find((bot) => bot.shortName === 'bot3')?.enabled).toBe(false);
    expect(logger.warnings.map((warning) => warning.message)).toEqual(['Copilot configuration unavailable']);
  });

  it('rejects when the applications cannot be listed (the page offers Try again)', async () => {
    const { host, load } = setup();
    host.applicationsError = new Error('down');
    await expect(load.execute('acme')).rejects.toThrow('down');
  });

  it('spec 1 §7: the switch uses the per-bot form and resolves with the saved bot', async () => {
    const { host, gateway, load, change } = setup();
    host.applications = [application('a')];
    const [bot] = await load.execute('acme');
    const saved = await change.setOne(bot!, true);
    expect(saved.enabled).toBe(true);
    expect(gateway.writes).toEqual([{ form: 'one', shortName: 'a', enabled: true }]);
  });

  it('spec 1 §7: bulk uses the configuration form with the user node, skips locked and unchanged bots', async () => {
    const { host, gateway, load, change } = setup();
    host.applications = [
      application('a'),
      application('b'),
      application('c'),
      application('x', { hasPermission: false }),
    ];
    gateway.enabled.set('b', true);
    gateway.failing.add('c');
    const bots = await load.execute('acme');
    const outcome = await change.setMany(bots, true, 'ana@blip.ai/web');
    expect(gateway.writes).toEqual([
      { form: 'configuration', shortName: 'a', enabled: true, localNode: 'ana@blip.ai/web' },
      { form: 'configuration', shortName: 'c', enabled: true, localNode: 'ana@blip.ai/web' },
    ]);
    expect(outcome.succeeded.map((bot) => [bot.shortName, bot.enabled])).toEqual([
      ['b', true],
      ['a', true],
    ]);
    expect(outcome.failed.map((entry) => entry.item.shortName)).toEqual(['c']);
  });
});
