import { render, screen, within } from '@testing-library/react';
import { lazy, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { createContainer } from '../../../simulator/composition/container';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { App } from '../../../src/presentation/shell/App.view';
import { FeaturePage } from '../../../src/presentation/shell/FeaturePage.view';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { ShellLayout } from '../../../src/presentation/shell/ShellLayout.view';
import { renderModule, testSettings } from '../shared/render-module';
import { createTestRouter } from '../shared/test-router';

export const MEMBERS_PAGES = PAGE_ROUTES.filter((page) => page.routeId === 'members');

/** The whole module at /members over the in-process fake host, with the real route gate. */
export function renderMembers(fakeHost: Partial<FakeHostOptions> = {}, path = '/members') {
  const rendered = renderModule({
    path,
    pages: MEMBERS_PAGES,
    fakeHost: { lang: 'en', ...fakeHost },
  });
  return { ...rendered, host: rendered.container.get<FakeHost>(FakeHostToken) };
}

function UngatedMembersRoutes() {
  const page = MEMBERS_PAGES[0]!;
  const [Page] = useState(() => lazy(page.load));
  return useRoutes([
    {
      path: '/',
      element: <ShellLayout />,
      children: [
        { path: '/members', element: <FeaturePage feature={page.feature} Page={Page} preload={page.load} /> },
      ],
    },
  ]);
}

/** The page alone inside the shell, without its gate: how the page itself honours the matrix. */
export function renderMembersUngated(fakeHost: Partial<FakeHostOptions> = {}) {
  const ui = new HeadlessHostUi();
  const container = createContainer('memory', testSettings, {
    fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en', ...fakeHost },
    fakeHostUi: ui,
  });
  const { router, wrap } = createTestRouter('/members');
  const view = render(<App container={container}>{wrap(<UngatedMembersRoutes />)}</App>);
  return { ...view, ui, router, container, host: container.get<FakeHost>(FakeHostToken) };
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
