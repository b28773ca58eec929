import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choose,
  findBotTable,
  inListOrder,
  renderBotPage,
  rowOf,
  searchSettled,
  shownNames,
  textsIn,
} from './bot-page.harness';

const t = textsIn('en');
const CAPTION = t('copilot:bots.caption');

/** The shared list as the Copilot page shows it (default scenario: some bots enabled). */
async function openList(scenario = 'default') {
  const view = renderBotPage('/copilot', { scenario, flags: 'all' });
  await findBotTable(CAPTION);
  const bots = view.host.state.bots;
  const isOn = (shortName: string) => view.host.state.copilot[shortName] === 'True';
  const permitted = inListOrder(bots.filter((bot) => bot.hasPermission));
  return {
    ...view,
    bots,
    permitted,
    locked: inListOrder(bots.filter((bot) => !bot.hasPermission)),
    enabled: permitted.filter((bot) => isOn(bot.shortName)),
    disabled: permitted.filter((bot) => !isOn(bot.shortName)),
  };
}

const searchBox = () => screen.getByRole('searchbox', { name: t('copilot:bots.search') });
const showing = (from: number, to: number, total: number) => t('bots:showing', { from, to, total });

describe('BotPermissionList (spec 1 §2, §4, §5 shared bot list) on the Copilot page', () => {
  it("spec 1 §5 'Searches' (Copilot): after 500 ms, case-, accent- and space-insensitive on the name", async () => {
    const { bots } = await openList();
    const accented = bots.find((bot) => bot.name.normalize('NFD') !== bot.name)!;
    const plain = accented.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    searchSettled(searchBox(), `  ${plain}  `, CAPTION);
    expect(shownNames(CAPTION)).toEqual([accented.name]);
    expect(screen.getByText(showing(1, 1, 1))).toBeInTheDocument();
    searchSettled(searchBox(), accented.name.toLowerCase(), CAPTION);
    expect(shownNames(CAPTION)).toEqual([accented.name]);
  });

  it("spec 1 §5 'Searches' (Copilot): the name only, not the id; no match shows 'No results found' with its description", async () => {
    const { bots } = await openList();
    const bot = bots.find((candidate) => !candidate.name.toLowerCase().includes(candidate.shortName))!;
    searchSettled(searchBox(), bot.shortName, CAPTION);
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any results for your search. How about redoing it?"),
    ).toBeInTheDocument();
    expect(t('bots:empty.noResults')).toBe('No results found');
    expect(screen.queryByText(/^Showing/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('ui:clearSearch') }));
    await findBotTable(CAPTION);
    expect(screen.getByText(showing(1, 5, bots.length))).toBeInTheDocument();
  });

  it("spec 1 §2 (issue 37 §3: 'Filter by' in English): the filter offers All bots / Only enabled / Only disabled; the status filter leaves out locked bots (§5)", async () => {
    const { enabled, disabled, locked } = await openList();
    const filter = screen.getByRole('combobox', { name: 'Filter by' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All bots', 'Only enabled', 'Only disabled']);
    expect(filter).toHaveValue('all');
    await choose('Filter by', 'enabled');
    expect(shownNames(CAPTION)).toEqual(enabled.slice(0, 5).map((bot) => bot.name));
    expect(screen.getByText(showing(1, Math.min(5, enabled.length), enabled.length))).toBeInTheDocument();
    await choose('Filter by', 'disabled');
    expect(screen.getByText(showing(1, Math.min(5, disabled.length), disabled.length))).toBeInTheDocument();
    await choose(t('ui:pageSize'), '50');
    expect(shownNames(CAPTION)).toEqual(disabled.map((bot) => bot.name));
    for (const bot of locked) expect(shownNames(CAPTION)).not.toContain(bot.name);
  });

  it("spec 1 §2: 'No bots enabled' offers 'Show disabled bots', which switches the filter (copilot-new)", async () => {
    const { disabled } = await openList('copilot-new');
    await choose('Filter by', 'enabled');
    expect(screen.getByText('No bots enabled')).toBeInTheDocument();
    expect(t('bots:empty.noEnabled')).toBe('No bots enabled');
    await userEvent.click(screen.getByRole('button', { name: t('bots:empty.showDisabled') }));
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toHaveValue('disabled');
    expect(shownNames(CAPTION)).toEqual(disabled.slice(0, 5).map((bot) => bot.name));
  });

  it("spec 1 §2: 'No bots disabled' offers 'Show enabled bots' once every permitted bot is on", async () => {
    const { ui, permitted } = await openList('copilot-new');
    await userEvent.click(screen.getByRole('checkbox', { name: t('bots:selectAll') }));
    await userEvent.click(screen.getByRole('button', { name: t('bots:enableSelected') }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('copilot:toasts.enabled') }),
    );
    await choose('Filter by', 'disabled');
    expect(screen.getByText(t('bots:empty.noDisabled'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('bots:empty.showEnabled') }));
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toHaveValue('enabled');
    expect(screen.getByText(showing(1, 5, permitted.length))).toBeInTheDocument();
  });

  it("spec 1 §9: 'Results' offers 5, 10, 25, 50 (default 5) and 'Showing {from}-{to} of {total} results' follows it", async () => {
    const { bots } = await openList();
    const size = screen.getByRole('combobox', { name: 'Results' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50']);
    expect(size).toHaveValue('5');
    expect(screen.getByText(`Showing 1-5 of ${bots.length} results`)).toBeInTheDocument();
    await choose('Results', '10');
    expect(shownNames(CAPTION)).toHaveLength(10);
    expect(screen.getByText(showing(1, 10, bots.length))).toBeInTheDocument();
    await choose('Results', '25');
    expect(shownNames(CAPTION)).toHaveLength(bots.length);
    expect(screen.getByText(showing(1, bots.length, bots.length))).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: t('ui:pagination') })).toBeNull();
  });

  it('spec 1 §2, §4: the page buttons walk the pages; a new search goes back to page 1', async () => {
    const { bots, permitted, locked } = await openList();
    const ordered = [...permitted, ...locked];
    const pages = screen.getByRole('navigation', { name: t('ui:pagination') });
    const previous = within(pages).getByRole('button', { name: t('ui:previousPage') });
    const next = within(pages).getByRole('button', { name: t('ui:nextPage') });
    expect(previous).toBeDisabled();
    expect(within(pages).getByRole('button', { name: t('ui:goToPage', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(next);
    expect(screen.getByText(showing(6, 10, bots.length))).toBeInTheDocument();
    expect(shownNames(CAPTION)).toEqual(ordered.slice(5, 10).map((bot) => bot.name));
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:goToPage', { page: 3 }) }));
    expect(screen.getByText(showing(11, bots.length, bots.length))).toBeInTheDocument();
    expect(shownNames(CAPTION)).toEqual(ordered.slice(10).map((bot) => bot.name));
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText(showing(6, 10, bots.length))).toBeInTheDocument();
    searchSettled(searchBox(), 'o', CAPTION);
    const matching = ordered.filter((bot) => bot.name.toLowerCase().includes('o'));
    expect(screen.getByText(showing(1, Math.min(5, matching.length), matching.length))).toBeInTheDocument();
  });

  it("spec 1 §5 'Other': 'Select all' selects only the permitted bots, on every page; locked rows have no checkbox", async () => {
    const { permitted, locked } = await openList();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByText(`${permitted.length} Selected:`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Selected' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Disable Selected' })).toBeEnabled();
    const table = screen.getByRole('table', { name: CAPTION });
    for (const box of within(table).getAllByRole('checkbox')) expect(box).toBeChecked();
    await choose('Results', '25');
    for (const bot of locked) {
      const row = rowOf(CAPTION, bot.name);
      expect(within(row).queryByRole('checkbox')).toBeNull();
      expect(
        within(row).getByRole('button', { name: t('bots:lockedLabel', { name: bot.name }) }),
      ).toBeVisible();
    }
    await userEvent.click(
      screen.getByRole('checkbox', { name: t('bots:selectBot', { name: permitted[0]!.name }) }),
    );
    expect(screen.getByText(`${permitted.length - 1} Selected:`)).toBeInTheDocument();
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', true);
    await userEvent.click(selectAll);
    await userEvent.click(selectAll);
    expect(screen.queryByText(/Selected:$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enable Selected' })).toBeNull();
  });
});

describe('BotPermissionList: the running bulk action (spec 1 §4)', () => {
  it("spec 1 §4 'Copilot': while 'Disable Selected' runs it is the busy button, both are disabled, and the rows cannot change", async () => {
    const { host, ui, enabled } = await openList();
    await choose(t('bots:filterBy'), 'enabled');
    await userEvent.click(screen.getByRole('checkbox', { name: t('bots:selectAll') }));
    host.configureFaults({ latencyMs: 800 });
    await userEvent.click(screen.getByRole('button', { name: t('bots:disableSelected') }));
    const disableSelected = screen.getByRole('button', { name: t('bots:disableSelected') });
    const enableSelected = screen.getByRole('button', { name: t('bots:enableSelected') });
    expect(disableSelected).toBeDisabled();
    expect(enableSelected).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: t('copilot:bots.switchLabel', { name: enabled[0]!.name }) }),
    ).toBeDisabled();
    expect(disableSelected).toHaveAttribute('aria-busy', 'true');
    expect(enableSelected).not.toHaveAttribute('aria-busy');
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('copilot:toasts.disabled') }),
    );
  });
});
