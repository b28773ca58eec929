import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import {
  choose,
  expectNoKeyLeaks,
  searchSettled,
  shownNames,
  textsIn,
} from '../shared/bot-list/bot-page.harness';
import { CALLS_CAPTION, callbackPair, callsPair, callsRow, openCallsBots } from './calls-page.fixture';

withDialogPolyfill();

const t = textsIn('en');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by bot name or id' });

async function openStatus(name: string) {
  await userEvent.click(screen.getByRole('button', { name: t('calls:bots.statusLabel', { name }) }));
  return screen.getByRole('dialog', { name: 'Current number status' });
}

describe("CallsPage: 'Bot permissions' (spec 1 §2 Calls page)", () => {
  it("spec 1 §2 'Calls page': header 'Calls: Bot permissions' back to '/', subtitle, search, 'Results' and the columns", async () => {
    const { bots, permitted } = await openCallsBots();
    expect(screen.getByRole('heading', { level: 1, name: 'Calls: Bot permissions' })).toBeInTheDocument();
    expect(t('calls:header.bots')).toBe('Calls: Bot permissions');
    expect(screen.getByRole('link', { name: t('shell:header.back') })).toHaveAttribute('href', '/');
    expect(screen.getByText('Manage the bots that will have permission to use Calls.')).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', t('calls:bots.search'));
    expect(screen.getByRole('combobox', { name: 'Results' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: t('bots:filterBy') })).toHaveValue('all');
    const table = screen.getByRole('table', { name: CALLS_CAPTION });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    for (const name of ['Bot name', 'Id', 'Calls', 'Status']) expect(header(name)).toBeInTheDocument();
    const callback = within(table).getByRole('columnheader', { name: /^Call permission request/ });
    const info = within(callback).getByRole('button', { name: t('calls:bots.callbackInfoLabel') });
    expect(info).toHaveAccessibleDescription(t('calls:bots.callbackInfo'));
    expect(shownNames(CALLS_CAPTION)).toEqual(permitted.slice(0, 5).map((bot) => bot.name));
    const first = permitted[0]!;
    expect(within(callsRow(first.name)).getByText(first.shortName)).toBeInTheDocument();
    // The avatar, or the default logo for a bot without one.
    for (const bot of permitted.slice(0, 5)) {
      const image = callsRow(bot.name).querySelector('img');
      if (bot.imageUri === undefined) expect(image).toBeNull();
      else expect(image?.getAttribute('src')).toContain(bot.imageUri);
    }
    expect(permitted.slice(0, 5).some((bot) => bot.imageUri === undefined)).toBe(true);
    expect(screen.getByText(`Showing 1-5 of ${bots.length} results`)).toBeInTheDocument();
  });

  it("spec 1 §2 'Calls page': each pair presses the saved state; a locked bot's pairs are disabled and it has a lock, no checkbox", async () => {
    const { enabled, locked, neverSet, settingsOf } = await openCallsBots();
    await choose('Results', '25');
    const on = enabled[0]!;
    expect(callsPair(on.name).enable).toHaveAttribute('aria-pressed', 'true');
    expect(callsPair(on.name).disable).toHaveAttribute('aria-pressed', 'false');
    const callbackOn = settingsOf(on.shortName)?.calling.callbackPermissionStatus === 'ENABLED';
    expect(callbackPair(on.name).enable).toHaveAttribute('aria-pressed', String(callbackOn));
    expect(callsPair(neverSet.name).disable).toHaveAttribute('aria-pressed', 'true');
    expect(callbackPair(neverSet.name).disable).toHaveAttribute('aria-pressed', 'true');
    const bot = locked[0]!;
    const row = callsRow(bot.name);
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(
      within(row).getByRole('button', { name: t('bots:lockedLabel', { name: bot.name }) }),
    ).toHaveAccessibleDescription(
      'You do not have access to this smart contact. Request access to the administrator.',
    );
    for (const pair of [callsPair(bot.name), callbackPair(bot.name)]) {
      expect(pair.enable).toBeDisabled();
      expect(pair.disable).toBeDisabled();
    }
  });

  it("spec 1 §2 'Calls page': the Status button opens 'Current number status' with Calls, Phone number and Call permission request", async () => {
    const { enabled, settingsOf } = await openCallsBots();
    searchSettled(searchBox(), enabled[0]!.name, CALLS_CAPTION);
    const bot = enabled[0]!;
    const settings = settingsOf(bot.shortName)!;
    const dialog = await openStatus(bot.name);
    const callback = settings.calling.callbackPermissionStatus === 'ENABLED' ? 'Enabled' : 'Disabled';
    const icon = settings.calling.callIconVisibility === 'DISABLE_ALL' ? 'Hidden' : 'Visible';
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Calls: Enabled',
      `Phone number: ${settings.phoneNumber}`,
      `Call permission request: ${callback}`,
      `Call icon: ${icon}`,
      'Show the call icon',
    ]);
    const buttons = within(dialog).getAllByRole('button', { name: t('calls:status.close') });
    await userEvent.click(buttons.at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("spec 1 §2 'Calls page': for a bot without data the status says 'No information available for this bot.'", async () => {
    const { withoutChannel } = await openCallsBots();
    const dialog = await openStatus(withoutChannel.name);
    expect(within(dialog).getByText('No information available for this bot.')).toBeInTheDocument();
    expect(t('calls:status.noData')).toBe('No information available for this bot.');
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("spec 1 §5 'Searches' (Calls): by id (shortName), case- and accent-insensitive, trimmed, after 500 ms", async () => {
    const { bots } = await openCallsBots();
    const bot = bots.find((candidate) => !candidate.name.toLowerCase().includes(candidate.shortName))!;
    searchSettled(searchBox(), ` ${bot.shortName.toUpperCase()} `, CALLS_CAPTION);
    expect(shownNames(CALLS_CAPTION)).toEqual([bot.name]);
    const accented = bots.find((candidate) => candidate.name.normalize('NFD') !== candidate.name)!;
    searchSettled(searchBox(), accented.name.normalize('NFD').replace(/\p{M}/gu, ''), CALLS_CAPTION);
    expect(shownNames(CALLS_CAPTION)).toEqual([accented.name]);
  });

  it("spec 1 §2 'Calls page': a search with no match shows 'No results found' and its description", async () => {
    await openCallsBots();
    searchSettled(searchBox(), 'zz-no-such-bot', CALLS_CAPTION);
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any results for your search. How about redoing it?"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: CALLS_CAPTION })).toBeNull();
  });

  it("spec 1 §2 'Calls page': 'Filter by' Only enabled lists the bots with Calls on; 'All bots', 'Only enabled', 'Only disabled'", async () => {
    const { enabled } = await openCallsBots();
    const filter = screen.getByRole('combobox', { name: t('bots:filterBy') });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All bots', 'Only enabled', 'Only disabled']);
    await choose(t('bots:filterBy'), 'enabled');
    expect(shownNames(CALLS_CAPTION)).toEqual(enabled.slice(0, 5).map((bot) => bot.name));
    for (const bot of enabled.slice(0, 5)) {
      expect(callsPair(bot.name).enable).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it.each(['pt', 'es'] as const)(
    "spec 1 §2 'Calls page' (%s): the bot permissions and the status modal are translated, no key shows",
    async (lang) => {
      const tl = textsIn(lang);
      const { withoutChannel, bots } = await openCallsBots({ lang });
      expect(screen.getByRole('heading', { level: 1, name: tl('calls:header.bots') })).toBeInTheDocument();
      expect(tl('calls:header.bots')).not.toBe(t('calls:header.bots'));
      expect(screen.getByText(tl('calls:bots.subtitle'))).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: tl('calls:bots.columns.name') })).toBeInTheDocument();
      expect(
        screen.getByText(tl('bots:showing', { from: 1, to: 5, total: bots.length })),
      ).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('button', { name: tl('calls:bots.statusLabel', { name: withoutChannel.name }) }),
      );
      const dialog = screen.getByRole('dialog', { name: tl('calls:status.title') });
      expect(within(dialog).getByText(tl('calls:status.noData'))).toBeInTheDocument();
      expectNoKeyLeaks();
    },
  );
});
