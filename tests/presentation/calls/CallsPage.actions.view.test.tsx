import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import { LimeReason } from '../../../simulator/fake-host/backend/lime-reason';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import { choose, findBotTable, renderBotPage, textsIn } from '../shared/bot-list/bot-page.harness';
import { CALLS_CAPTION, callbackPair, callsPair, openCallsBots } from './calls-page.fixture';

withDialogPolyfill();
afterEach(() => {
  vi.restoreAllMocks();
});

const t = textsIn('en');
const selectBot = (name: string) =>
  userEvent.click(screen.getByRole('checkbox', { name: t('bots:selectBot', { name }) }));

describe('CallsPage: enabling and disabling (spec 1 §4 Calls, §8 Calls)', () => {
  it("spec 1 §8 'Calls': enabling Calls on the bot without a channel (code 21) shows 'WhatsApp channel not configured for this bot' and the pair shows the real state", async () => {
    const { ui, withoutChannel, settingsOf } = await openCallsBots();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(settingsOf(withoutChannel.shortName)).toBeNull();
    await choose('Results', '25');
    const pair = callsPair(withoutChannel.name);
    expect(pair.disable).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pair.enable);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({
        type: 'danger',
        message: 'WhatsApp channel not configured for this bot',
      }),
    );
    expect(t('calls:toasts.channelNotConfigured')).toBe('WhatsApp channel not configured for this bot');
    await waitFor(() => expect(callsPair(withoutChannel.name).enable).toBeEnabled());
    expect(callsPair(withoutChannel.name).enable).toHaveAttribute('aria-pressed', 'false');
    expect(callsPair(withoutChannel.name).disable).toHaveAttribute('aria-pressed', 'true');
    expect(settingsOf(withoutChannel.shortName)).toBeNull();
  });

  it("spec 1 §4, §8 'Calls': enabling Calls on a bot with a channel shows 'Bot enabled successfully' and the backend's calling.status is ENABLED", async () => {
    const { ui, neverSet, settingsOf } = await openCallsBots();
    expect(settingsOf(neverSet.shortName)?.calling.status).toBe('NOT_SET');
    await choose('Results', '25');
    await userEvent.click(callsPair(neverSet.name).enable);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Bot enabled successfully' }),
    );
    expect(settingsOf(neverSet.shortName)?.calling.status).toBe('ENABLED');
    expect(callsPair(neverSet.name).enable).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsPair(neverSet.name).disable).toBeEnabled());
    await userEvent.click(callsPair(neverSet.name).disable);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('calls:toasts.botDisabled') }),
    );
    expect(settingsOf(neverSet.shortName)?.calling.status).toBe('DISABLED');
    expect(callsPair(neverSet.name).disable).toHaveAttribute('aria-pressed', 'true');
  });

  it("spec 1 §8 'Calls': changing 'Call permission request' shows 'Call permission request changed successfully' and saves it", async () => {
    const { ui, neverSet, settingsOf } = await openCallsBots();
    await choose('Results', '25');
    await userEvent.click(callbackPair(neverSet.name).enable);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({
        type: 'success',
        message: 'Call permission request changed successfully',
      }),
    );
    const calling = settingsOf(neverSet.shortName)?.calling;
    expect(calling?.callbackPermissionStatus).toBe('ENABLED');
    expect(calling?.status).toBe('NOT_SET');
    expect(callbackPair(neverSet.name).enable).toHaveAttribute('aria-pressed', 'true');
    expect(callsPair(neverSet.name).enable).toHaveAttribute('aria-pressed', 'false');
  });

  it("spec 1 §4, §8 'Calls': hiding the call icon sets DISABLE_ALL and says 'Access changed successfully'; showing it sets DEFAULT", async () => {
    const { ui, enabled, settingsOf } = await openCallsBots();
    const bot = enabled.find(
      (candidate) => settingsOf(candidate.shortName)?.calling.callIconVisibility !== 'DISABLE_ALL',
    )!;
    await choose('Results', '25');
    await userEvent.click(
      screen.getByRole('button', { name: t('calls:bots.statusLabel', { name: bot.name }) }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Current number status' });
    const icon = within(dialog).getByRole('switch', { name: 'Show the call icon' });
    expect(icon).toBeChecked();
    await userEvent.click(icon);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Access changed successfully' }),
    );
    expect(settingsOf(bot.shortName)?.calling.callIconVisibility).toBe('DISABLE_ALL');
    expect(within(dialog).getByText('Call icon: Hidden')).toBeInTheDocument();
    await waitFor(() => expect(icon).toBeEnabled());
    await userEvent.click(icon);
    await waitFor(() => expect(settingsOf(bot.shortName)?.calling.callIconVisibility).toBe('DEFAULT'));
    expect(icon).toBeChecked();
  });

  it("spec 1 §4 'Calls': a failed icon change reverts the switch to the backend's value", async () => {
    const { host, ui, enabled, settingsOf } = await openCallsBots();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bot = enabled.find(
      (candidate) => settingsOf(candidate.shortName)?.calling.callIconVisibility !== 'DISABLE_ALL',
    )!;
    const before = settingsOf(bot.shortName)?.calling.callIconVisibility;
    await choose('Results', '25');
    await userEvent.click(
      screen.getByRole('button', { name: t('calls:bots.statusLabel', { name: bot.name }) }),
    );
    const icon = within(screen.getByRole('dialog')).getByRole('switch', { name: 'Show the call icon' });
    host.configureFaults({ failRate: 1 });
    await userEvent.click(icon);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: t('calls:toasts.failed') }),
    );
    await waitFor(() => expect(icon).toBeChecked());
    expect(settingsOf(bot.shortName)?.calling.callIconVisibility).toBe(before);
  });

  it("spec 1 §8 'Calls': any other failure shows 'Failure while trying to perform this action. Please try again.' and the pair reverts", async () => {
    const { host, ui, neverSet, settingsOf } = await openCallsBots();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await choose('Results', '25');
    host.configureFaults({ failRate: 1 });
    await userEvent.click(callsPair(neverSet.name).enable);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: t('calls:toasts.failed') }),
    );
    expect(t('calls:toasts.failed')).toBe('Failure while trying to perform this action. Please try again.');
    await waitFor(() => expect(callsPair(neverSet.name).enable).toHaveAttribute('aria-pressed', 'false'));
    expect(settingsOf(neverSet.shortName)?.calling.status).toBe('NOT_SET');
  });

  it("spec 1 §4 'Calls': a bulk action is blocked while it runs; afterwards the bots are saved and the selection is cleared", async () => {
    const { host, ui, permitted, settingsOf } = await openCallsBots();
    await choose('Results', '25');
    const chosen = permitted.filter((bot) => settingsOf(bot.shortName)?.calling.status === 'NOT_SET');
    expect(chosen.length).toBeGreaterThanOrEqual(2);
    for (const bot of chosen) await selectBot(bot.name);
    expect(screen.getByText(t('bots:selectedCount', { count: chosen.length }))).toBeInTheDocument();
    host.configureFaults({ latencyMs: 800 });
    await userEvent.click(screen.getByRole('button', { name: 'Enable Selected' }));
    const enableSelected = screen.getByRole('button', { name: 'Enable Selected' });
    expect(enableSelected).toBeDisabled();
    expect(enableSelected).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Disable Selected' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: t('bots:selectAll') })).toBeDisabled();
    expect(callsPair(permitted[0]!.name).enable).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Disable Selected' }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('calls:toasts.botEnabled') }),
    );
    expect(ui.toasts).toHaveLength(1);
    for (const bot of chosen) {
      expect(settingsOf(bot.shortName)?.calling.status).toBe('ENABLED');
      expect(callsPair(bot.name).enable).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.queryByText(/Selected:$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable Selected' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: t('bots:selectAll') })).not.toBeChecked();
  });

  it("spec 1 §4, §8 'Calls': a bulk enable with the channel-less bot saves the others and names the missing channel", async () => {
    const { ui, withoutChannel, neverSet, settingsOf } = await openCallsBots();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await choose('Results', '25');
    await selectBot(withoutChannel.name);
    await selectBot(neverSet.name);
    await userEvent.click(screen.getByRole('button', { name: t('bots:enableSelected') }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: t('calls:toasts.channelNotConfigured') }),
    );
    expect(settingsOf(neverSet.shortName)?.calling.status).toBe('ENABLED');
    expect(settingsOf(withoutChannel.shortName)).toBeNull();
    expect(callsPair(neverSet.name).enable).toHaveAttribute('aria-pressed', 'true');
    expect(callsPair(withoutChannel.name).enable).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Selected:$/)).toBeNull();
  });

  it("spec 1 §2 'Calls page' status modal: a bot whose settings could not be read still has no phone number to show after enabling Calls", async () => {
    const view = renderBotPage('/calls');
    const bot = view.host.state.bots.filter((candidate) => candidate.hasPermission)[1]!;
    const handle = view.host.handle.bind(view.host);
    // The phone number lookup of this one bot is lost; everything else answers.
    vi.spyOn(view.host, 'handle').mockImplementation((action, content) => {
      const text = JSON.stringify(content);
      if (
        action === 'sendCommand' &&
        text.includes('phone-number-settings-calling') &&
        text.includes(bot.shortName)
      ) {
        return Promise.reject(new FakeHostError(LimeReason.GENERAL_ERROR, 'lookup lost'));
      }
      return handle(action, content);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await findBotTable(CALLS_CAPTION);
    await choose('Results', '25');
    const statusButton = () =>
      screen.getByRole('button', { name: t('calls:bots.statusLabel', { name: bot.name }) });
    await userEvent.click(statusButton());
    expect(screen.getByRole('dialog')).toHaveTextContent(t('calls:status.noData'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(callsPair(bot.name).enable);
    await waitFor(() =>
      expect(view.ui.toasts).toContainEqual({ type: 'success', message: t('calls:toasts.botEnabled') }),
    );
    await userEvent.click(statusButton());
    const dialog = screen.getByRole('dialog', { name: t('calls:status.title') });
    // Either 'No information available for this bot.' or a real number; never an empty one.
    const lines = within(dialog)
      .queryAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).not.toContain(t('calls:status.phoneNumber', { phoneNumber: '' }));
  });
});
