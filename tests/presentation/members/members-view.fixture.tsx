import { screen, within } from '@testing-library/react';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import { renderPageUngated } from '../shared/render-ungated';

export const MEMBERS_PAGES = PAGE_ROUTES.filter((page) => page.routeId === 'members');

/** The whole module at /members over the in-process fake host, with the real route gate. */
export function renderMembers(
  fakeHost: Partial<FakeHostOptions> = {},
  path = '/members',
  historyState?: unknown,
) {
  const rendered = renderModule({
    path,
    historyState,
    pages: MEMBERS_PAGES,
    fakeHost: { lang: 'en', ...fakeHost },
  });
  return { ...rendered, host: rendered.container.get<FakeHost>(FakeHostToken) };
}

/** The page alone inside the shell, without its gate: how the page itself honours the matrix. */
export function renderMembersUngated(fakeHost: Partial<FakeHostOptions> = {}) {
  return renderPageUngated(MEMBERS_PAGES[0]!, '/members', fakeHost);
}

export async function membersTable() {
  return screen.findByRole('table', { name: 'Members' });
}

/** The data cells of each row as shown (the selection checkbox left out); no rows when empty. */
export function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td.ui-table__cell')].map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}
