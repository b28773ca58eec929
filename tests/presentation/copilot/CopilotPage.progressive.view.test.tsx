import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPILOT_TOGGLE } from '../../../src/domain/access/settings-routes';
import { CopilotBotPermissions } from '../../../src/presentation/copilot/CopilotBotPermissions.view';
import { renderWithKit } from '../ui/ui-test-kit';
import { choose, textsIn, tileCount } from '../shared/bot-list/bot-page.harness';
import { botNames, copilotPage, numberedBots } from '../shared/bot-list/bot-presenters.fixture';

const t = textsIn('en');
const CAPTION = t('copilot:bots.caption');

/** The bot view over 1,200 bots whose configuration reads are all held (the toggle is on). */
async function heldBotView(language: 'en' | 'pt' = 'en') {
  const page = copilotPage({ applications: numberedBots(1200), toggles: [COPILOT_TOGGLE], language });
  page.gateway.held.holding = true;
  await page.presenter.load();
  renderWithKit(<CopilotBotPermissions presenter={page.presenter} />, language);
  return page;
}

const progressLine = () => document.querySelector('[data-load-progress]');
const switchOf = (name: string) =>
  screen.queryByRole('switch', { name: t('copilot:bots.switchLabel', { name }) });

describe('CopilotPage: 1,200 bots whose configurations are still being read (issue 34)', () => {
  it('issue 34 §1: the rows show at once, each loading (no switch to toggle), and the progress line counts the reads', async () => {
    await heldBotView();
    const table = screen.getByRole('table', { name: CAPTION });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).queryAllByRole('switch')).toEqual([]);
    const label = t('copilot:bots.switchLabel', { name: 'BOT001' });
    expect(within(table).getByText(t('bots:stateLoading', { label }))).toBeInTheDocument();
    expect(within(table).getByText('BOT001').closest('tr')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('checkbox', { name: t('bots:selectBot', { name: 'BOT001' }) })).toBeDisabled();
    expect(progressLine()).toHaveTextContent('Reading bot settings: 0 of 1,200');
    expect(t('bots:reading', { done: 0, total: 1200 })).toBe('Reading bot settings: 0 of 1,200');
  });

  it('issue 34 §2: the counts say they cover the bots read so far; the progress line goes once every bot is read', async () => {
    const { gateway, presenter } = await heldBotView();
    expect(screen.getByText(t('bots:partialCounts'))).toBeInTheDocument();
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe('0');
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe('0');
    gateway.enabled.set('bot001', true);
    await gateway.held.release('bot001', 'bot002');
    await waitFor(() => expect(progressLine()).toHaveTextContent('Reading bot settings: 2 of 1,200'));
    expect(switchOf('BOT001')).toBeChecked();
    expect(switchOf('BOT002')).not.toBeChecked();
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe('1');
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe('1');
    await gateway.held.release();
    await presenter.reads.settled();
    await waitFor(() => expect(progressLine()).toBeNull());
    expect(screen.queryByText(t('bots:partialCounts'))).toBeNull();
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe('1199');
  });

  it('issue 34 §2: select-all takes only the bots read so far and the bulk bar says so; a status filter says its results are partial', async () => {
    const { gateway } = await heldBotView();
    await gateway.held.release(...botNames(1, 3));
    await waitFor(() => expect(switchOf('BOT003')).not.toBeNull());
    expect(screen.getByText(t('bots:partialSelection'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: t('bots:selectAll') }));
    expect(screen.getByText(t('bots:selectedCount', { count: 3 }))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t('bots:selectBot', { name: 'BOT004' }) })).not.toBeChecked();
    expect(screen.queryByText(t('bots:partialFilter'))).toBeNull();
    await choose(t('bots:filterBy'), 'disabled');
    expect(screen.getByText(t('bots:partialFilter'))).toBeInTheDocument();
    expect(screen.getByText(t('bots:showing', { from: 1, to: 3, total: 3 }))).toBeInTheDocument();
  });

  it('issue 34 §2 (pt): the progress line in Portuguese, numbers in its format', async () => {
    await heldBotView('pt');
    expect(progressLine()).toHaveTextContent('Lendo as configurações dos bots: 0 de 1.200');
  });
});
