import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_STATE_READ_WIDTH } from '../../../src/application/shared/bot-applications';
import { COPILOT_TOGGLE } from '../../../src/domain/access/settings-routes';
import type { Language } from '../../../src/domain/shared/language.rule';
import { BOT_STATE_MERGE_MS } from '../../../src/presentation/shared/bot-list/bot-state-reads.presenter';
import { application } from '../../application/shared/bot-fakes';
import { botNames, copilotPage, numberedBots } from '../shared/bot-list/bot-presenters.fixture';
import { rejecting } from '../../support/fake-host-gateway';

function setup(options: { toggles?: string[]; language?: Language; bots?: number } = {}) {
  const applications =
    options.bots === undefined
      ? [application('faq'), application('sales'), application('locked', { hasPermission: false })]
      : numberedBots(options.bots);
  return copilotPage({ ...options, applications });
}

describe("CopilotPresenter (spec 1 §2 'Copilot page', §4, §8)", () => {
  it('spec 1 §2: without the toggle and with no bot enabled, the offer page shows', async () => {
    const { presenter, loaded } = setup();
    await loaded();
    expect(presenter.status).toBe('ready');
    expect(presenter.view).toBe('offer');
  });

  it('spec 1 §2: the toggle on, or any bot already enabled, shows the bot permissions', async () => {
    const toggled = setup({ toggles: [COPILOT_TOGGLE] });
    await toggled.loaded();
    expect(toggled.presenter.view).toBe('bots');
    const enabled = setup();
    enabled.gateway.enabled.set('sales', true);
    await enabled.loaded();
    expect(enabled.presenter.view).toBe('bots');
  });

  it("spec 1 §2: a locked bot's enabled configuration does not count (it is disabled)", async () => {
    const { presenter, gateway, loaded } = setup();
    gateway.enabled.set('locked', true);
    await loaded();
    expect(presenter.view).toBe('offer');
    expect(presenter.list.counts).toEqual({ enabled: 0, disabled: 3 });
  });

  it("spec 1 §2: 'I want to know Copilot!' records interest, shows the interest toast and opens the consent", async () => {
    const { presenter, host, loaded } = setup();
    await loaded();
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
    const { presenter, host, gateway, loaded } = setup();
    await loaded();
    await presenter.switchToggled('faq', true);
    await presenter.switchToggled('faq', false);
    expect(host.toasts.map((toast) => toast.message)).toEqual([
      'Bot enabled successfully',
      'Bot disabled successfully',
    ]);
    expect(gateway.writes.map((write) => write.form)).toEqual(['one', 'one']);
  });

  it("spec 1 §8: a failure says 'Failure during the action, try again' and the switch shows the backend's state", async () => {
    const { presenter, host, gateway, loaded } = setup();
    await loaded();
    gateway.failing.add('faq');
    await presenter.switchToggled('faq', true);
    expect(presenter.list.find('faq')?.enabled).toBe(false);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failure during the action, try again' }]);
  });

  it('spec 1 §4: bulk enable of the selected bots, then the selection and select-all clear', async () => {
    const { presenter, host, gateway, loaded } = setup();
    await loaded();
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
    const { presenter, host, loaded } = setup();
    const listed = host.applications;
    host.applications = rejecting(new Error('down'));
    await loaded();
    expect(presenter.status).toBe('failed');
    host.applications = listed;
    await loaded();
    expect(presenter.status).toBe('ready');
    expect(presenter.list.bots).toHaveLength(3);
  });
});

describe('CopilotPresenter with 100 bots, each configuration read held (issue 34)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The answers let through reach the list (one merge). */
  const merged = () => vi.advanceTimersByTimeAsync(BOT_STATE_MERGE_MS);

  async function heldPage(options: { toggles?: string[] } = {}) {
    const view = setup({ bots: 100, ...options });
    view.gateway.held.holding = true;
    await view.presenter.load();
    return view;
  }

  it('issue 34 §1: the rows show as soon as the applications arrive, each loading; the page on screen is read first', async () => {
    const { presenter, gateway } = await heldPage({ toggles: [COPILOT_TOGGLE] });
    expect(presenter.status).toBe('ready');
    expect(presenter.view).toBe('bots');
    expect(presenter.list.pageRows.map((bot) => [bot.shortName, bot.stateKnown])).toEqual(
      botNames(1, 5).map((name) => [name, false]),
    );
    expect(gateway.reads).toEqual(botNames(1, BOT_STATE_READ_WIDTH));
    expect([presenter.reads.done, presenter.reads.total, presenter.reads.running]).toEqual([0, 100, true]);
  });

  it("issue 34 §1: a page change asks for the new page's bots first, ahead of the rest", async () => {
    const { presenter, gateway } = await heldPage({ toggles: [COPILOT_TOGGLE] });
    presenter.list.pageChanged(20);
    await gateway.held.release('bot001', 'bot002');
    expect(gateway.reads.slice(BOT_STATE_READ_WIDTH)).toEqual(['bot096', 'bot097']);
  });

  it('issue 34 §1: leaving the page aborts its reads: nothing more is asked and late answers are dropped', async () => {
    const { presenter, gateway } = await heldPage({ toggles: [COPILOT_TOGGLE] });
    presenter.dispose();
    await gateway.held.release();
    await merged();
    expect(gateway.reads).toHaveLength(BOT_STATE_READ_WIDTH);
    expect(presenter.list.find('bot001')?.stateKnown).toBe(false);
  });

  it('issue 34 §2: while reads run, only the bots read so far are counted and selectable; a bulk action acts on them alone', async () => {
    const { presenter, gateway } = await heldPage({ toggles: [COPILOT_TOGGLE] });
    gateway.enabled.set('bot001', true);
    await gateway.held.release('bot001', 'bot002', 'bot003');
    await merged();
    expect([presenter.reads.done, presenter.reads.running]).toEqual([3, true]);
    expect(presenter.list.counts).toEqual({ enabled: 1, disabled: 2 });
    presenter.list.selectionToggled('bot004', true);
    expect(presenter.list.selected.size).toBe(0);
    presenter.list.allToggled(true);
    expect([...presenter.list.selected]).toEqual(botNames(1, 3));
    await presenter.bulkClicked(false);
    expect(gateway.writes.map((write) => [write.shortName, write.enabled])).toEqual([['bot001', false]]);
  });

  it('issue 34 §3: with the toggle off the page decides nothing while no read has answered; one bot with copilot on shows the bot view', async () => {
    const { presenter, gateway } = await heldPage();
    expect(presenter.view).toBe('deciding');
    gateway.enabled.set('bot005', true);
    await gateway.held.release('bot001', 'bot002');
    await merged();
    expect(presenter.view).toBe('deciding');
    await gateway.held.release('bot005');
    await merged();
    expect(presenter.view).toBe('bots');
    expect(presenter.reads.running).toBe(true);
    // Decided once: switching that bot off again does not bring the offer back.
    await gateway.held.release();
    await presenter.reads.settled();
    await presenter.switchToggled('bot005', false);
    expect(presenter.view).toBe('bots');
  });

  it('issue 34 §3: with the toggle off and no bot enabled, the offer shows only once every read is done', async () => {
    const { presenter, gateway } = await heldPage();
    await gateway.held.release(...botNames(1, 16));
    await merged();
    expect(presenter.view).toBe('deciding');
    await gateway.held.release();
    await presenter.reads.settled();
    expect(presenter.view).toBe('offer');
  });
});
