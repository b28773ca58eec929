import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  choose,
  expectNoKeyLeaks,
  findBotTable,
  inListOrder,
  renderBotPage,
  rowOf,
  shownNames,
  textsIn,
  tileCount,
} from '../shared/bot-list/bot-page.harness';

afterEach(() => {
  vi.restoreAllMocks();
});

const t = textsIn('en');
const CAPTION = t('copilot:bots.caption');

async function openBots(fakeHost: Parameters<typeof renderBotPage>[1] = {}) {
  const view = renderBotPage('/copilot', fakeHost);
  await findBotTable(textsIn(fakeHost.lang ?? 'en')('copilot:bots.caption'));
  const bots = view.host.state.bots;
  const copilotOf = (shortName: string) => view.host.state.copilot[shortName];
  const permitted = inListOrder(bots.filter((bot) => bot.hasPermission));
  const enabled = permitted.filter((bot) => copilotOf(bot.shortName) === 'True');
  const disabled = permitted.filter((bot) => copilotOf(bot.shortName) !== 'True');
  const locked = inListOrder(bots.filter((bot) => !bot.hasPermission));
  return { ...view, bots, copilotOf, permitted, enabled, disabled, locked };
}

const switchOf = (name: string) =>
  screen.getByRole('switch', { name: t('copilot:bots.switchLabel', { name }) });

describe('CopilotPage: bot permissions (spec 1 §2 Copilot page)', () => {
  it("spec 1 §2 'Copilot page': header, title, subtitle, the two tiles and one page of 5 bots, permission first", async () => {
    const { bots, enabled, permitted, locked } = await openBots();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: t('copilot:header.bots', { feature: t('copilot:featureName') }),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('shell:header.back') })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: t('copilot:bots.title') })).toBeInTheDocument();
    expect(screen.getByText(t('copilot:bots.subtitle'))).toBeInTheDocument();
    // spec 1 §3: a locked bot counts as disabled even when its configuration says 'True'.
    expect(locked.length).toBeGreaterThan(0);
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe(String(enabled.length));
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe(String(bots.length - enabled.length));
    const headers = within(screen.getByRole('table', { name: CAPTION }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([t('bots:selectColumn'), 'Name of the bot', t('copilot:bots.statusColumn')]);
    expect(shownNames(CAPTION)).toEqual(permitted.slice(0, 5).map((bot) => bot.name));
    for (const bot of permitted.slice(0, 5)) {
      const on = enabled.includes(bot);
      if (on) expect(switchOf(bot.name)).toBeChecked();
      else expect(switchOf(bot.name)).not.toBeChecked();
    }
  });

  it("spec 1 §2, §5 'Other': a locked bot has no checkbox but a lock with the spec's tooltip, and its switch is disabled", async () => {
    const { locked, copilotOf } = await openBots();
    await choose(t('ui:pageSize'), '25');
    const bot = locked[0]!;
    const row = rowOf(CAPTION, bot.name);
    expect(within(row).queryByRole('checkbox')).toBeNull();
    const lock = within(row).getByRole('button', { name: t('bots:lockedLabel', { name: bot.name }) });
    const tooltip = within(row).getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();
    await userEvent.hover(lock);
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent(
      'You do not have access to this smart contact. Request access to the administrator.',
    );
    expect(tooltip).toHaveTextContent(t('bots:locked'));
    expect(lock).toHaveAccessibleDescription(t('bots:locked'));
    const toggle = within(row).getByRole('switch');
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    const before = copilotOf(bot.shortName);
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(copilotOf(bot.shortName)).toBe(before);
  });

  it("spec 1 §8 'Copilot': the switch saves the bot ('Bot enabled successfully'), then disabling it says 'Bot disabled successfully'", async () => {
    const { ui, disabled, enabled, copilotOf } = await openBots();
    await choose(t('ui:pageSize'), '25');
    const bot = disabled[0]!;
    await userEvent.click(switchOf(bot.name));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Bot enabled successfully' }),
    );
    expect(t('copilot:toasts.enabled')).toBe('Bot enabled successfully');
    expect(switchOf(bot.name)).toBeChecked();
    expect(copilotOf(bot.shortName)).toBe('True');
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe(String(enabled.length + 1));
    await waitFor(() => expect(switchOf(bot.name)).toBeEnabled());
    await userEvent.click(switchOf(bot.name));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('copilot:toasts.disabled') }),
    );
    expect(switchOf(bot.name)).not.toBeChecked();
    expect(copilotOf(bot.shortName)).toBe('False');
  });

  it("spec 1 §8 'Copilot': a failed change shows 'Failure during the action, try again' and the switch returns to the backend's state", async () => {
    const { host, ui, disabled, copilotOf } = await openBots();
    const bot = disabled[0]!;
    const before = copilotOf(bot.shortName);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    host.configureFaults({ failRate: 1 });
    await userEvent.click(switchOf(bot.name));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: 'Failure during the action, try again' }),
    );
    expect(t('copilot:toasts.failed')).toBe('Failure during the action, try again');
    await waitFor(() => expect(switchOf(bot.name)).not.toBeChecked());
    expect(switchOf(bot.name)).toBeEnabled();
    expect(copilotOf(bot.shortName)).toBe(before);
    expect(ui.toasts.some((toast) => toast.type === 'success')).toBe(false);
    expect(logged).toHaveBeenCalled();
  });

  it("spec 1 §4 'Copilot': 'Enable Selected' on 3 bots saves them in the backend, updates the tiles and clears the selection", async () => {
    const { ui, disabled, enabled, bots, copilotOf } = await openBots();
    await choose(t('ui:pageSize'), '25');
    const chosen = disabled.slice(0, 3);
    for (const bot of chosen) {
      await userEvent.click(screen.getByRole('checkbox', { name: t('bots:selectBot', { name: bot.name }) }));
    }
    expect(screen.getByText('3 Selected:')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t('bots:selectAll') })).toHaveProperty('indeterminate', true);
    await userEvent.click(screen.getByRole('button', { name: t('bots:enableSelected') }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('copilot:toasts.enabled') }),
    );
    for (const bot of chosen) {
      expect(copilotOf(bot.shortName)).toBe('True');
      expect(switchOf(bot.name)).toBeChecked();
      expect(
        screen.getByRole('checkbox', { name: t('bots:selectBot', { name: bot.name }) }),
      ).not.toBeChecked();
    }
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe(String(enabled.length + 3));
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe(String(bots.length - enabled.length - 3));
    expect(screen.queryByText(/Selected:$/)).toBeNull();
    expect(screen.queryByRole('button', { name: t('bots:enableSelected') })).toBeNull();
    const selectAll = screen.getByRole('checkbox', { name: t('bots:selectAll') });
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', false);
    // The others are untouched.
    for (const bot of disabled.slice(3)) expect(copilotOf(bot.shortName)).not.toBe('True');
  });

  it("spec 1 §4 'Copilot': 'Disable Selected' after select-all turns every permitted bot off, then 'Only enabled' is empty", async () => {
    const { ui, permitted, copilotOf, locked } = await openBots();
    await userEvent.click(screen.getByRole('checkbox', { name: t('bots:selectAll') }));
    expect(screen.getByText(t('bots:selectedCount', { count: permitted.length }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('bots:disableSelected') }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: t('copilot:toasts.disabled') }),
    );
    for (const bot of permitted) expect(copilotOf(bot.shortName)).not.toBe('True');
    // A locked bot is never sent, whatever its configuration holds.
    expect(copilotOf(locked[0]!.shortName)).toBe('True');
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe('0');
    await choose(t('bots:filterBy'), 'enabled');
    expect(screen.getByText(t('bots:empty.noEnabled'))).toBeInTheDocument();
  });

  it("spec 1 §2 'Copilot page' (pt): the bot permissions are translated, no key shows", async () => {
    const { bots } = await openBots({ lang: 'pt' });
    const tp = textsIn('pt');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Copilot: Permissões de bots' }),
    ).toBeInTheDocument();
    expect(screen.getByText(tp('copilot:bots.subtitle'))).toBeInTheDocument();
    expect(screen.getByText(tp('copilot:bots.enabledBots'), { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: tp('copilot:bots.search') })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todos os bots' })).toBeInTheDocument();
    expect(screen.getByText(`Exibindo 1-5 de ${bots.length} resultados`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: tp('bots:selectAll') })).toBeInTheDocument();
    expectNoKeyLeaks();
  });

  it("spec 1 §2 'Copilot page' (es): the bot permissions are translated, no key shows", async () => {
    const { bots } = await openBots({ lang: 'es' });
    const te = textsIn('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Copilot: Permisos de bots' })).toBeInTheDocument();
    expect(screen.getByText(te('copilot:bots.disabledBots'), { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Solo habilitados' })).toBeInTheDocument();
    expect(screen.getByText(`Mostrando 1-5 de ${bots.length} resultados`)).toBeInTheDocument();
    expectNoKeyLeaks();
  });
});
