import { describe, expect, it } from 'vitest';
import { CallsTermsUseCase } from '../../../src/application/calls/calls-terms.use-case';
import { ChangeCallsSettingUseCase } from '../../../src/application/calls/change-calls-setting.use-case';
import { LoadCallsBotsUseCase } from '../../../src/application/calls/load-calls-bots.use-case';
import { CallsPresenter } from '../../../src/presentation/calls/calls.presenter';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import {
  application,
  ApplicationsHost,
  failure,
  FakeCallsGateway,
  phoneSettings,
} from '../../application/shared/bot-fakes';
import { testSettings } from '../../composition/test-settings';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';

const identity = (shortName: string) => `${shortName}@${testSettings.MSGING_DOMAIN}`;

function setup() {
  const host = new ApplicationsHost();
  host.applications = [application('nochannel'), application('support'), application('sales')];
  const gateway = new FakeCallsGateway();
  gateway.settings.set('support', phoneSettings('DISABLED', '+55 11 91234-5678'));
  gateway.settings.set('sales', phoneSettings('ENABLED'));
  gateway.errors.set(identity('nochannel'), failure(21, 'WhatsApp channel not configured for this bot'));
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles());
  store.setSession(makeSession({ language: 'en' }));
  const presenter = new CallsPresenter(
    new CallsTermsUseCase(gateway, host),
    new LoadCallsBotsUseCase(host, gateway, logger, testSettings),
    new ChangeCallsSettingUseCase(gateway),
    store,
    host,
    createI18n('en', TEST_RESOURCES),
    logger,
    new Tracker(store, host, logger, fixedClock('2026-11-25T12:00:00Z')),
  );
  return { presenter, host, gateway, logger };
}

describe("CallsPresenter (spec 1 §2 'Calls page', §4, §8)", () => {
  it('spec 1 §2: terms not accepted → the promo; accepted → the bots, each with its derived flags', async () => {
    const { presenter, gateway } = setup();
    gateway.accepted = false;
    await presenter.load();
    expect(presenter.terms).toBe('not-accepted');
    gateway.accepted = true;
    await presenter.load();
    expect(presenter.terms).toBe('accepted');
    expect(presenter.botsLoading).toBe(false);
    expect(presenter.list.bots.map((bot) => [bot.shortName, bot.enabled])).toEqual([
      ['nochannel', false],
      ['sales', true],
      ['support', false],
    ]);
  });

  it("spec 1 §2: 'Hire now' opens CallsTermsModal; a confirmation checks the terms again", async () => {
    const { presenter, host, gateway } = setup();
    gateway.accepted = false;
    await presenter.load();
    host.modalAnswer = true;
    gateway.accepted = true;
    await presenter.hireClicked();
    expect(host.modals).toEqual(['CallsTermsModal']);
    expect(presenter.terms).toBe('accepted');
    expect(presenter.hiring).toBe(false);
  });

  it('spec 1 §2: a cancelled terms modal leaves the promo; a modal that fails says the generic failure', async () => {
    const { presenter, host, gateway } = setup();
    gateway.accepted = false;
    await presenter.load();
    await presenter.hireClicked();
    expect(presenter.terms).toBe('not-accepted');
    host.modalAnswer = new Error('no modal');
    await presenter.hireClicked();
    expect(host.toasts.map((toast) => toast.message)).toEqual([
      'Failure while trying to perform this action. Please try again.',
    ]);
  });

  it('a terms check that fails offers a retry', async () => {
    const { presenter, gateway } = setup();
    gateway.accepted = new Error('down');
    await presenter.load();
    expect(presenter.terms).toBe('failed');
    gateway.accepted = true;
    await presenter.retryClicked();
    expect(presenter.terms).toBe('accepted');
  });

  it("spec 1 §8: reason.code 21 → 'WhatsApp channel not configured for this bot' and the value reverts", async () => {
    const { presenter, host } = setup();
    await presenter.load();
    await presenter.callsToggled('nochannel', true);
    expect(host.toasts).toEqual([
      { type: 'danger', message: 'WhatsApp channel not configured for this bot' },
    ]);
    expect(presenter.list.find('nochannel')?.enabled).toBe(false);
    expect(presenter.list.find('nochannel')?.settings).toBeUndefined();
  });

  it('spec 1 §8: success messages per action; the backend holds the new values', async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    await presenter.callsToggled('support', true);
    await presenter.callbackToggled('support', true);
    await presenter.callsToggled('sales', false);
    expect(host.toasts.map((toast) => toast.message)).toEqual([
      'Bot enabled successfully',
      'Call permission request changed successfully',
      'Bot disabled successfully',
    ]);
    expect(gateway.settings.get('support')?.calling).toMatchObject({
      status: 'ENABLED',
      callbackPermissionStatus: 'ENABLED',
    });
    expect(presenter.list.find('sales')?.enabled).toBe(false);
  });

  it('spec 1 §8: any other failure → the generic message', async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    gateway.errors.set(identity('support'), failure(1));
    await presenter.callsToggled('support', true);
    expect(host.toasts).toEqual([
      { type: 'danger', message: 'Failure while trying to perform this action. Please try again.' },
    ]);
  });

  it('spec 1 §4: bulk enable names the missing channel when one bot has none, saves the others, clears the selection', async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    presenter.list.allToggled(true);
    await presenter.bulkClicked(true);
    expect(gateway.writes).toHaveLength(3);
    expect(presenter.list.find('support')?.enabled).toBe(true);
    expect(presenter.list.find('nochannel')?.enabled).toBe(false);
    expect(host.toasts).toEqual([
      { type: 'danger', message: 'WhatsApp channel not configured for this bot' },
    ]);
    expect(presenter.list.selected.size).toBe(0);
  });

  it("spec 1 §2: the status modal shows the number's status, or 'no data' for a bot without settings", async () => {
    const { presenter } = setup();
    await presenter.load();
    expect(presenter.statusDialog).toEqual({ kind: 'closed' });
    presenter.statusClicked('support');
    expect(presenter.statusDialog).toMatchObject({
      kind: 'status',
      botId: 'support',
      botName: 'SUPPORT',
      status: { callsEnabled: false, phoneNumber: '+55 11 91234-5678', callbackPermissionEnabled: false },
    });
    presenter.statusClicked('nochannel');
    expect(presenter.statusDialog).toEqual({ kind: 'no-data', botName: 'NOCHANNEL' });
    presenter.statusClosed();
    expect(presenter.statusDialog.kind).toBe('closed');
  });
});
