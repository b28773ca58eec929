import { describe, expect, it } from 'vitest';
import { CallsTermsUseCase } from '../../../src/application/calls/calls-terms.use-case';
import { ChangeCallsSettingUseCase } from '../../../src/application/calls/change-calls-setting.use-case';
import { LoadCallsBotsUseCase } from '../../../src/application/calls/load-calls-bots.use-case';
import { testSettings } from '../../composition/test-settings';
import { RecordingLogger } from '../../presentation/shared/fakes';
import { application, failure, FakeCallsGateway, phoneSettings } from '../shared/bot-fakes';
import { FakeHostGateway, rejecting } from '../../support/fake-host-gateway';

function setup() {
  const host = new FakeHostGateway();
  const gateway = new FakeCallsGateway();
  const logger = new RecordingLogger();
  const load = new LoadCallsBotsUseCase(host, gateway, logger, testSettings);
  /** The list, then every bot read (what the page ends with once its reads are done). */
  const loadAll = async () => Promise.all((await load.list('acme')).map((bot) => load.read(bot)));
  return {
    host,
    gateway,
    logger,
    terms: new CallsTermsUseCase(gateway, host),
    load,
    loadAll,
    change: new ChangeCallsSettingUseCase(gateway),
  };
}

describe('Calls use cases (spec 1 §3, §4, §7, §8 Calls)', () => {
  it("spec 1 §2: 'Hire now' opens the host's CallsTermsModal and answers what it answered", async () => {
    const { host, terms } = setup();
    host.modalAnswer = true;
    await expect(terms.openTerms()).resolves.toBe(true);
    expect(host.modals).toEqual(['CallsTermsModal']);
  });

  it('issue 34 §1: the list is the applications alone (one host call), no settings read, each state unknown until read', async () => {
    const { host, gateway, load } = setup();
    host.applications = [application('a'), application('locked', { hasPermission: false })];
    gateway.settings.set('a', phoneSettings('ENABLED'));
    const bots = await load.list('acme');
    expect(bots.map((bot) => [bot.shortName, bot.settings, bot.stateKnown])).toEqual([
      ['a', undefined, false],
      ['locked', undefined, false],
    ]);
    const read = await load.read(bots[0]!);
    expect([read.settings?.calling.status, read.stateKnown]).toEqual(['ENABLED', true]);
  });

  it("spec 1 §3: identity '{shortName}@{messaging domain}' and each bot's settings; a bot without any is undefined", async () => {
    const { host, gateway, loadAll } = setup();
    host.applications = [application('a'), application('b')];
    gateway.settings.set('a', phoneSettings('ENABLED'));
    const bots = await loadAll();
    expect(bots.map((bot) => [bot.identity, bot.settings?.calling.status])).toEqual([
      [`a@${testSettings.MSGING_DOMAIN}`, 'ENABLED'],
      [`b@${testSettings.MSGING_DOMAIN}`, undefined],
    ]);
  });

  it('spec 1 §8: loading failures are logged and give an empty list; a failed lookup leaves the bot without data', async () => {
    const { host, gateway, logger, load } = setup();
    host.applications = rejecting(failure(1));
    await expect(load.list('acme')).resolves.toEqual([]);
    expect(logger.errors.map((entry) => entry.message)).toEqual(['Calls bots failed to load']);
    host.applications = [application('a')];
    gateway.failingReads.add('a');
    const [listed] = await load.list('acme');
    const bot = await load.read(listed!);
    expect(bot.settings).toBeUndefined();
    expect(bot.stateKnown).toBe(true);
    expect(logger.warnings.map((entry) => entry.message)).toEqual(['Phone number settings unavailable']);
  });

  it('spec 1 §4: a change is sent through the gateway and resolves with the bot as saved', async () => {
    const { host, gateway, loadAll, change } = setup();
    host.applications = [application('a')];
    const [bot] = await loadAll();
    const saved = await change.apply('acme', bot!, { status: 'ENABLED' });
    expect(saved.settings?.calling.status).toBe('ENABLED');
    expect(gateway.writes).toEqual([
      { tenantId: 'acme', identity: bot!.identity, change: { status: 'ENABLED' } },
    ]);
  });

  it('spec 1 §8: a code-21 failure reaches the caller as it came', async () => {
    const { host, gateway, loadAll, change } = setup();
    host.applications = [application('a')];
    const [bot] = await loadAll();
    gateway.errors.set(bot!.identity, failure(21));
    await expect(change.apply('acme', bot!, { status: 'ENABLED' })).rejects.toMatchObject({ code: 21 });
  });

  it('spec 1 §4: bulk sends one request per permitted bot and reports which failed', async () => {
    const { host, gateway, loadAll, change } = setup();
    host.applications = [application('a'), application('b'), application('x', { hasPermission: false })];
    const bots = await loadAll();
    gateway.errors.set(bots[1]!.identity, failure(21));
    const outcome = await change.applyMany('acme', bots, { status: 'DISABLED' });
    expect(gateway.writes.map((write) => write.identity)).toEqual([bots[0]!.identity, bots[1]!.identity]);
    expect(outcome.succeeded.map((bot) => [bot.shortName, bot.settings?.calling.status])).toEqual([
      ['a', 'DISABLED'],
    ]);
    expect(outcome.failed.map((entry) => entry.item.shortName)).toEqual(['b']);
  });
});
