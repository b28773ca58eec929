import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_STATE_READ_WIDTH } from '../../../src/application/shared/bot-applications';
import { BOT_STATE_MERGE_MS } from '../../../src/presentation/shared/bot-list/bot-state-reads.presenter';
import { application, failure, phoneSettings } from '../../application/shared/bot-fakes';
import { testSettings } from '../../composition/test-settings';
import { callsPage, numberedBots } from '../shared/bot-list/bot-presenters.fixture';
import { rejecting } from '../../support/fake-host-gateway';

const identity = (shortName: string) => `${shortName}@${testSettings.MSGING_DOMAIN}`;

function setup(options: { bots?: number } = {}) {
  const applications =
    options.bots === undefined
      ? [application('nochannel'), application('support'), application('sales')]
      : numberedBots(options.bots);
  const page = callsPage({ applications });
  page.gateway.settings.set('support', phoneSettings('DISABLED', '+55 11 91234-5678'));
  page.gateway.settings.set('sales', phoneSettings('ENABLED'));
  page.gateway.errors.set(identity('nochannel'), failure(21, 'WhatsApp channel not configured for this bot'));
  return page;
}

describe("CallsPresenter (spec 1 §2 'Calls page', §4, §8)", () => {
  it('spec 1 §2: terms not accepted → the promo; accepted → the bots, each with its derived flags', async () => {
    const { presenter, gateway, loaded } = setup();
    gateway.accepted = false;
    await presenter.load();
    expect(presenter.terms).toBe('not-accepted');
    expect(gateway.reads).toEqual([]);
    gateway.accepted = true;
    await loaded();
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
    host.modalAnswer = rejecting(new Error('no modal'));
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
    const { presenter, host, loaded } = setup();
    await loaded();
    await presenter.callsToggled('nochannel', true);
    expect(host.toasts).toEqual([
      { type: 'danger', message: 'WhatsApp channel not configured for this bot' },
    ]);
    expect(presenter.list.find('nochannel')?.enabled).toBe(false);
    expect(presenter.list.find('nochannel')?.settings).toBeUndefined();
  });

  it('spec 1 §8: success messages per action; the backend holds the new values', async () => {
    const { presenter, host, gateway, loaded } = setup();
    await loaded();
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
    const { presenter, host, gateway, loaded } = setup();
    await loaded();
    gateway.errors.set(identity('support'), failure(1));
    await presenter.callsToggled('support', true);
    expect(host.toasts).toEqual([
      { type: 'danger', message: 'Failure while trying to perform this action. Please try again.' },
    ]);
  });

  it('spec 1 §4: bulk enable names the missing channel when one bot has none, saves the others, clears the selection', async () => {
    const { presenter, host, gateway, loaded } = setup();
    await loaded();
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
    const { presenter, loaded } = setup();
    await loaded();
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

describe('CallsPresenter with 100 bots, each settings read held (issue 34)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function heldPage() {
    const view = setup({ bots: 100 });
    view.gateway.held.holding = true;
    await view.presenter.load();
    return view;
  }

  it('issue 34 §1: with the terms accepted, the rows show as soon as the applications arrive, each loading; the status dialog waits for the read', async () => {
    const { presenter, gateway } = await heldPage();
    expect(presenter.terms).toBe('accepted');
    expect(presenter.botsLoading).toBe(false);
    expect(presenter.list.bots).toHaveLength(100);
    expect(presenter.list.pageRows.every((bot) => !bot.stateKnown)).toBe(true);
    expect(gateway.reads).toHaveLength(BOT_STATE_READ_WIDTH);
    expect(gateway.reads.slice(0, 5)).toEqual(['bot001', 'bot002', 'bot003', 'bot004', 'bot005']);
    presenter.statusClicked('bot001');
    expect(presenter.statusDialog).toEqual({ kind: 'loading', botName: 'BOT001' });
    gateway.settings.set('bot001', phoneSettings('ENABLED', '+55 11 90000-0001'));
    await gateway.held.release('bot001');
    await vi.advanceTimersByTimeAsync(BOT_STATE_MERGE_MS);
    expect(presenter.statusDialog).toMatchObject({
      kind: 'status',
      status: { callsEnabled: true, phoneNumber: '+55 11 90000-0001' },
    });
  });

  it("issue 34 §1: a page change asks for the new page's bots first; leaving the page aborts the rest", async () => {
    const { presenter, gateway } = await heldPage();
    presenter.list.pageChanged(20);
    await gateway.held.release('bot001');
    expect(gateway.reads.at(-1)).toBe('bot096');
    presenter.dispose();
    await gateway.held.release();
    expect(gateway.reads).toHaveLength(BOT_STATE_READ_WIDTH + 1);
    expect(presenter.list.find('bot002')?.stateKnown).toBe(false);
  });

  it('issue 34 §1: the last answers complete the list: every bot read, the progress over', async () => {
    const { presenter, gateway } = await heldPage();
    gateway.settings.set('bot050', phoneSettings('ENABLED'));
    await gateway.held.release();
    await presenter.reads.settled();
    expect(presenter.reads.running).toBe(false);
    expect(presenter.reads.done).toBe(100);
    expect(presenter.list.counts).toEqual({ enabled: 1, disabled: 99 });
    expect(new Set(gateway.reads).size).toBe(100);
  });
});
