import { describe, expect, it } from 'vitest';
import { ChangeCopilotUseCase } from '../../../src/application/copilot/change-copilot.use-case';
import { LoadCopilotBotsUseCase } from '../../../src/application/copilot/load-copilot-bots.use-case';
import type { CopilotBot } from '../../../src/domain/copilot/copilot-bot.entity';
import { RecordingLogger } from '../../presentation/shared/fakes';
import { application, FakeCopilotGateway } from '../shared/bot-fakes';
import { FakeHostGateway, rejecting } from '../../support/fake-host-gateway';

function setup() {
  const host = new FakeHostGateway();
  const gateway = new FakeCopilotGateway();
  const logger = new RecordingLogger();
  const load = new LoadCopilotBotsUseCase(host, gateway, logger);
  /** The list, then every bot read (what the page ends with once its reads are done). */
  const loadAll = async (): Promise<CopilotBot[]> =>
    Promise.all((await load.list('acme')).map((bot) => load.read(bot)));
  return { host, gateway, logger, load, loadAll, change: new ChangeCopilotUseCase(gateway) };
}

describe('Copilot use cases (spec 1 §3, §4, §7 Copilot)', () => {
  it('issue 34 §1: the list is the applications alone (one host call), no configuration read, each state unknown until read', async () => {
    const { host, gateway, load } = setup();
    host.applications = [application('a'), application('locked', { hasPermission: false })];
    const bots = await load.list('acme');
    expect(gateway.reads).toEqual([]);
    expect(bots.map((bot) => [bot.shortName, bot.enabled, bot.stateKnown])).toEqual([
      ['a', false, false],
      // A locked bot is never read: off whatever it holds, known at once.
      ['locked', false, true],
    ]);
  });

  it("spec 1 §3: each permitted bot's configuration decides; locked bots are not read and are disabled", async () => {
    const { host, gateway, loadAll } = setup();
    host.applications = [application('a'), application('b'), application('locked', { hasPermission: false })];
    gateway.enabled.set('a', true).set('b', false).set('locked', true);
    const bots = await loadAll();
    expect(bots.map((bot) => [bot.shortName, bot.enabled, bot.hasPermission, bot.stateKnown])).toEqual([
      ['a', true, true, true],
      ['b', false, true, true],
      ['locked', false, false, true],
    ]);
    expect(gateway.reads).toEqual(['a', 'b']);
  });

  it('a configuration that cannot be read is a disabled bot marked as not read (logged); the read never rejects', async () => {
    const { host, gateway, logger, load } = setup();
    host.applications = [application('bot3')];
    gateway.enabled.set('bot3', true);
    gateway.failing.add('bot3');
    const [bot] = await load.list('acme');
    await expect(load.read(bot!)).resolves.toMatchObject({
      enabled: false,
      stateKnown: true,
      readFailed: true,
    });
    expect(logger.warnings.map((warning) => warning.message)).toEqual(['Copilot configuration unavailable']);
  });

  it('rejects when the applications cannot be listed (the page offers Try again)', async () => {
    const { host, load } = setup();
    host.applications = rejecting(new Error('down'));
    await expect(load.list('acme')).rejects.toThrow('down');
  });

  it('spec 1 §7: the switch uses the per-bot form and resolves with the saved bot', async () => {
    const { host, gateway, loadAll, change } = setup();
    host.applications = [application('a')];
    const [bot] = await loadAll();
    const saved = await change.setOne(bot!, true);
    expect(saved.enabled).toBe(true);
    expect(gateway.writes).toEqual([{ form: 'one', shortName: 'a', enabled: true }]);
  });

  it('spec 1 §7: bulk uses the configuration form with the user node, skips locked and unchanged bots', async () => {
    const { host, gateway, loadAll, change } = setup();
    host.applications = [
      application('a'),
      application('b'),
      application('c'),
      application('x', { hasPermission: false }),
    ];
    gateway.enabled.set('b', true);
    gateway.failing.add('c');
    const bots = await loadAll();
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

  it("spec 1 §4, §7: 'Disable Selected' sends its command to a bot whose read failed (it may be on), and reports it saved only when that command succeeds", async () => {
    const { host, gateway, loadAll, change } = setup();
    host.applications = [application('off'), application('unread')];
    gateway.enabled.set('unread', true);
    gateway.failing.add('unread');
    const bots = await loadAll();
    expect(bots.map((bot) => [bot.shortName, bot.enabled, bot.readFailed === true])).toEqual([
      ['off', false, false],
      ['unread', false, true],
    ]);
    gateway.failing.delete('unread');
    const outcome = await change.setMany(bots, false, 'ana@blip.ai/web');
    expect(gateway.writes).toEqual([
      { form: 'configuration', shortName: 'unread', enabled: false, localNode: 'ana@blip.ai/web' },
    ]);
    expect(gateway.enabled.get('unread')).toBe(false);
    expect(outcome.succeeded.map((bot) => [bot.shortName, bot.enabled, bot.readFailed])).toEqual([
      ['off', false, false],
      ['unread', false, false],
    ]);
  });
});
