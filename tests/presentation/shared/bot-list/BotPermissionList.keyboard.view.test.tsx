import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withScrollStandIns } from '../../ui/ui-test-kit';
import { findBotTable, inListOrder, renderBotPage, rowOf, textsIn, type Language } from './bot-page.harness';

/** The shared bot list by keyboard only (issue 14), on the Copilot and the Calls page. */

withScrollStandIns();

const PAGES = [
  { path: '/copilot', namespace: 'copilot' },
  { path: '/calls', namespace: 'calls' },
] as const;

async function openList(
  path: '/copilot' | '/calls',
  namespace: 'copilot' | 'calls',
  language: Language = 'en',
) {
  const t = textsIn(language);
  const caption = t(`${namespace}:bots.caption`);
  const view = renderBotPage(path, { scenario: 'default', flags: 'all', lang: language });
  const table = await findBotTable(caption);
  const ordered = inListOrder(view.host.state.bots);
  return { ...view, t, caption, table, ordered };
}

/** The list's selection counter: the live region beside 'Select all'. */
function counter(): HTMLElement {
  const live = document.querySelector<HTMLElement>('.bot-list__selected');
  if (live === null) throw new Error('no selection counter');
  expect(live).toHaveAttribute('role', 'status');
  return live;
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

describe.each(PAGES)('the bot list on $path by keyboard (issue 14)', ({ path, namespace }) => {
  it('issue 14: one row in the tab order; arrows, Home and End move it; the last row of the page keeps it', async () => {
    const { table, caption, ordered } = await openList(path, namespace);
    const rows = bodyRows(table);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rowOf(caption, ordered[1]!.name)).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowDown}');
    expect(rowOf(caption, ordered[4]!.name)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(rowOf(caption, ordered[0]!.name)).toHaveFocus();
    expect(bodyRows(table).map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it("issue 14: Space selects the focused bot, '{n} Selected:' is announced, the bulk buttons follow", async () => {
    const { table, t, ordered, caption } = await openList(path, namespace);
    const status = counter();
    expect(status).toHaveAttribute('aria-live', 'polite');
    bodyRows(table)[0]!.focus();
    await userEvent.keyboard(' {ArrowDown} ');
    expect(status).toHaveTextContent(t('bots:selectedCount', { count: 2 }));
    for (const bot of ordered.slice(0, 2)) {
      expect(screen.getByRole('checkbox', { name: t('bots:selectBot', { name: bot.name }) })).toBeChecked();
    }
    expect(rowOf(caption, ordered[1]!.name)).toHaveFocus();
    expect(screen.getByRole('button', { name: t('bots:enableSelected') })).toBeEnabled();
    await userEvent.keyboard(' {ArrowUp} ');
    expect(status).toHaveTextContent(t('ui:selectionCleared'));
  });

  it('issue 14: a locked bot cannot be selected with Space either', async () => {
    const { t, ordered, caption } = await openList(path, namespace);
    const locked = ordered.find((bot) => !bot.hasPermission)!;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('ui:pageSize') }), '50');
    const row = rowOf(caption, locked.name);
    row.focus();
    await userEvent.keyboard(' ');
    expect(counter()).toHaveTextContent('');
    expect(row).toHaveFocus();
  });

  it('issue 14: the announcement in pt and es', async () => {
    for (const language of ['pt', 'es'] as const) {
      const { table, t, unmount } = await openList(path, namespace, language);
      bodyRows(table)[0]!.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(counter()).toHaveTextContent(t('bots:selectedCount', { count: 1 })));
      unmount();
    }
  });
});
