import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallsBotPermissions } from '../../../src/presentation/calls/CallsBotPermissions.view';
import { renderWithKit, withDialogPolyfill } from '../ui/ui-test-kit';
import { textsIn } from '../shared/bot-list/bot-page.harness';
import { callsPage, numberedBots } from '../shared/bot-list/bot-presenters.fixture';
import { phoneSettings } from '../../application/shared/bot-fakes';

withDialogPolyfill();

const t = textsIn('en');
const CAPTION = t('calls:bots.caption');

/** 'Bot permissions' over 300 bots whose phone number settings are all held. */
async function heldBotView() {
  const page = callsPage({ applications: numberedBots(300) });
  page.gateway.held.holding = true;
  page.gateway.settings.set('bot001', phoneSettings('ENABLED', '+55 11 90000-0001'));
  await page.presenter.load();
  renderWithKit(<CallsBotPermissions presenter={page.presenter} />);
  return page;
}

const progressLine = () => document.querySelector('[data-load-progress]');

describe('CallsPage: 300 bots whose number settings are still being read (issue 34)', () => {
  it('issue 34 §1: the rows show at once with their settings loading (no Disable/Enable pair to press) and the progress line', async () => {
    await heldBotView();
    const table = screen.getByRole('table', { name: CAPTION });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).queryAllByRole('group')).toEqual([]);
    const callsLabel = t('calls:bots.callsLabel', { name: 'BOT001' });
    const callbackLabel = t('calls:bots.callbackLabel', { name: 'BOT001' });
    expect(within(table).getByText(t('bots:stateLoading', { label: callsLabel }))).toBeInTheDocument();
    expect(within(table).getByText(t('bots:stateLoading', { label: callbackLabel }))).toBeInTheDocument();
    expect(progressLine()).toHaveTextContent('Reading bot settings: 0 of 300');
  });

  it("issue 34 §1: the status modal says the bot's number is being read (not 'No information available'), then shows it", async () => {
    const { gateway } = await heldBotView();
    await userEvent.click(
      screen.getByRole('button', { name: t('calls:bots.statusLabel', { name: 'BOT001' }) }),
    );
    const dialog = screen.getByRole('dialog', { name: t('calls:status.title') });
    expect(dialog).toHaveTextContent(t('calls:status.loading'));
    expect(dialog).not.toHaveTextContent(t('calls:status.noData'));
    await gateway.held.release('bot001');
    await waitFor(() => expect(dialog).toHaveTextContent('+55 11 90000-0001'));
  });

  it('issue 34 §1: once every bot is read the pairs show the saved states and the progress line is gone', async () => {
    const { gateway, presenter } = await heldBotView();
    await gateway.held.release();
    await presenter.reads.settled();
    await waitFor(() => expect(progressLine()).toBeNull());
    const pair = screen.getByRole('group', { name: t('calls:bots.callsLabel', { name: 'BOT001' }) });
    expect(within(pair).getByRole('button', { name: t('bots:enable') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByText(t('bots:partialSelection'))).toBeNull();
  });
});
