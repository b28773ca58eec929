import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { expect, vi } from 'vitest';
import { COPILOT_TOGGLE } from '../../../../src/domain/access/settings-routes';
import { FEATURE_TOGGLE_NAMES } from '../../../../src/domain/access/feature-toggle-names';
import type { FakeBotRecord } from '../../../../simulator/fake-host/backend/dataset/fake-data';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { renderModule, type RenderModuleOptions } from '../render-module';

/**
 * The Copilot and Calls pages over the memory fake host, with the texts read from the locale
 * files (never copied into the tests) and the few queries both pages' tests share.
 */

export type Language = 'en' | 'pt' | 'es';

/** The instance's own t: 'namespace:key' typed for every namespace (issue 36 §4). */
type Texts = i18n['t'];

const translators = new Map<Language, Texts>();

/** `t('bots:showing', {…})` in a language, from the same locale files the module loads. */
export function textsIn(language: Language = 'en'): Texts {
  let t = translators.get(language);
  if (t === undefined) {
    const instance = createI18n(language, TEST_RESOURCES);
    t = instance.t.bind(instance) as Texts;
    translators.set(language, t);
  }
  return t;
}

/** Every toggle but the Copilot one: the offer page shows while no bot has Copilot on. */
export const FLAGS_WITHOUT_COPILOT: readonly string[] = FEATURE_TOGGLE_NAMES.filter(
  (name) => name !== COPILOT_TOGGLE,
);

/** The whole module on `path` (every lazy page registered) as an admin. */
export function renderBotPage(path: '/copilot' | '/calls', fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({ path, pages: PAGE_ROUTES, fakeHost: { role: 'admin', ...fakeHost } });
  const host = view.container.get<FakeHost>(FakeHostToken);
  return { ...view, host };
}

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** spec 1 §5 'Other': bots with permission first, then by name. */
export function inListOrder(bots: readonly FakeBotRecord[]): FakeBotRecord[] {
  return [...bots].sort(
    (a, b) => Number(b.hasPermission) - Number(a.hasPermission) || NAME_ORDER.compare(a.name, b.name),
  );
}

/**
 * The list's table (its accessible name is the page's caption), once every bot's own read has
 * answered: the rows show before (issue 34), but the states these tests check come with the reads.
 */
export async function findBotTable(caption: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: caption });
  await waitFor(() => expect(document.querySelector('[data-load-progress]')).toBeNull());
  return table;
}

/** The bot names of the rows shown, in order (the name is the second cell). */
export function shownNames(caption: string): string[] {
  const table = screen.queryByRole('table', { name: caption });
  if (table === null) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

export function rowOf(caption: string, botName: string): HTMLElement {
  const table = screen.getByRole('table', { name: caption });
  const row = within(table).getByText(botName).closest('tr');
  if (row === null) throw new Error(`no row for ${botName}`);
  return row;
}

/**
 * Types into the search box with fake timers and lets the 500 ms debounce run out
 * (spec 1 §9), checking that nothing changed 1 ms before it did.
 */
export function searchSettled(searchBox: HTMLElement, text: string, caption: string): void {
  vi.useFakeTimers();
  try {
    const before = shownNames(caption);
    fireEvent.change(searchBox, { target: { value: text } });
    act(() => vi.advanceTimersByTime(499));
    expect(shownNames(caption)).toEqual(before);
    act(() => vi.advanceTimersByTime(1));
  } finally {
    vi.useRealTimers();
  }
}

/** Picks a value of a labelled native select ('Filtrar por', 'Resultados', …). */
export async function choose(label: string, value: string): Promise<void> {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), value);
}

/** The number under a summary tile ('Enabled bots', 'Disabled bots'). */
export function tileCount(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Visible text with an i18n key in it ('bots.title', 'promo.hire') means a missing text. */
export function expectNoKeyLeaks(): void {
  const visible = document.body.textContent ?? '';
  expect(visible).not.toMatch(
    /\b(?:bots|copilot|calls|offer|consent|promo|status|toasts|filters|empty|header|features|steps|faq)\.[a-zA-Z]/,
  );
}

/** An accessible-name matcher for links whose name ends with '(opens in a new tab)'. */
export function startingWith(text: string): (name: string) => boolean {
  return (name) => name.startsWith(text);
}
