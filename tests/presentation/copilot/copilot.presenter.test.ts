import { describe, expect, it } from 'vitest';
import { ChangeCopilotUseCase } from '../../../src/application/copilot/change-copilot.use-case';
import { LoadCopilotBotsUseCase } from '../../../src/application/copilot/load-copilot-bots.use-case';
import { COPILOT_TOGGLE } from '../../../src/domain/access/settings-routes';
import type { Language } from '../../../src/domain/shared/language.rule';
import { CopilotPresenter } from '../../../src/presentation/copilot/copilot.presenter';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { application, ApplicationsHost, FakeCopilotGateway } from '../../application/shared/bot-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';

function setup(options: { toggles?: string[]; language?: Language } = {}) {
  const host = new ApplicationsHost();
  host.applications = [
    application('faq'),
    application('sales'),
    application('locked', { hasPermission: false }),
  ];
  const gateway = new FakeCopilotGateway();
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles(options.toggles ?? []));
  store.setSession(makeSession({ language: options.language ?? 'en' }));
  const presenter = new CopilotPresenter(
    new LoadCopilotBotsUseCase(host, gateway, logger),
    new ChangeCopilotUseCase(gateway),
    store,
    host,
    createI18n(options.language ?? 'en', TEST_RESOURCES),
    logger,
    new Tracker(store, host, logger, fixedClock('2026-11-25T12:00:00Z')),
  );
  return { presenter, host, gateway, logger };
}

describe("CopilotPresenter (spec 1 §2 'Copilot page', §4, §8)", () => {
  it('spec 1 §2: without the toggle and with no bot enabled, the offer page shows', async () => {
    const { presenter } = setup();
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.view).toBe('offer');
  });

  it('spec 1 §2: the toggle on, or any bot already enabled, shows the bot permissions', async () => {
    const toggled = setup({ toggles: [COPILOT_TOGGLE] });
    await toggled.presenter.load();
    expect(toggled.presenter.view).toBe('bots');
    const enabled = setup();
    enabled.gateway.enabled.set('sales', true);
    await enabled.presenter.load();
    expect(enabled.presenter.view).toBe('bots');
  });

  it("spec 1 §2: a locked bot's enabled configuration does not count (it is disabled)", async () => {
    const { presenter, gateway } = setup();
    gateway.enabled.set('locked', true);
    await presenter.load();
    expect(presenter.view).toBe('offer');
    expect(presenter.list.counts).toEqual({ enabled: 0, disabled: 3 });
  });

  it("spec 1 §2: 'I want to know Copilot!' records interest, shows the interest toast and opens the consent", async () => {
    const { presenter, host } = setup();
    await presenter.load();
    presenter.interestClicked();
    expect(presenter.consentOpen).toBe(true);
    expect(host.toasts).toEqual([
      {
        type: 'info',
        title: 'Your interest has been registered!',
        message: 'One of our specialists will contact you to present the solution.',
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.tracks.map((track) => track.action)).toContain('copilot-interest-registered');
    presenter.consentCancelled();
    expect(presenter.consentOpen).toBe(false);
    expect(presenter.view).toBe('offer');
    presenter.interestClicked();
    presenter.consentContinued();
    expect(presenter.consentOpen).toBe(false);
    expect(presenter.view).toBe('bots');
  });

  it("spec 1 §1: 'Learn more.' follows the help-link language mapping", () => {
    expect(setup({ language: 'pt' }).presenter.helpUrl).toContain('/pt_BR/');
    expect(setup({ language: 'en' }).presenter.helpUrl).toContain('/en_US/');
    expect(setup({ language: 'es' }).presenter.helpUrl).toContain('/es_MX/');
  });

  it("spec 1 §8: 'Bot enabled successfully' / 'Bot disabled successfully' per bot", async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    await presenter.switchToggled('faq', true);
    await presenter.switchToggled('faq', false);
    expect(host.toasts.map((toast) => toast.message)).toEqual([
      'Bot enabled successfully',
      'Bot disabled successfully',
    ]);
    expect(gateway.writes.map((write) => write.form)).toEqual(['one', 'one']);
  });

  it("spec 1 §8: a failure says 'Failure during the action, try again' and the switch shows the backend's state", async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    gateway.failing.add('faq');
    await presenter.switchToggled('faq', true);
    expect(presenter.list.find('faq')?.enabled).toBe(false);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failure during the action, try again' }]);
  });

  it('spec 1 §4: bulk enable of the selected bots, then the selection and select-all clear', async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    presenter.list.allToggled(true);
    await presenter.bulkClicked(true);
    expect(gateway.writes.map((write) => [write.form, write.shortName, write.localNode])).toEqual([
      ['configuration', 'faq', 'ana%40acme.com@blip.ai/web'],
      ['configuration', 'sales', 'ana%40acme.com@blip.ai/web'],
    ]);
    expect(presenter.list.counts.enabled).toBe(2);
    expect(presenter.list.selected.size).toBe(0);
    expect(presenter.list.allSelected).toBe(false);
    expect(host.toasts.map((toast) => toast.message)).toEqual(['Bot enabled successfully']);
  });

  it('a list that cannot load shows the failed state, and a retry loads it', async () => {
    const { presenter, host } = setup();
    host.applicationsError = new Error('down');
    await presenter.load();
    expect(presenter.status).toBe('failed');
    host.applicationsError = undefined;
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.list.bots).toHaveLength(3);
  });
});
