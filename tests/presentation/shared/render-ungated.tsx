import { render } from '@testing-library/react';
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
import type { PageRoute } from '../../../src/presentation/shell/route-registry';
import { ShellLayout } from '../../../src/presentation/shell/ShellLayout.view';
import { testSettings } from './render-module';
import { createTestRouter } from './test-router';

function UngatedRoutes({ page, path }: { readonly page: PageRoute; readonly path: string }) {
  const [Page] = useState(() => lazy(page.load));
  return useRoutes([
    {
      path: '/',
      element: <ShellLayout />,
      children: [{ path, element: <FeaturePage feature={page.feature} Page={Page} preload={page.load} /> }],
    },
  ]);
}

/**
 * One page alone inside the shell, without its route gate, over the in-process fake host: how
 * the page itself honours the permission matrix for a role its gate would turn away.
 */
export function renderPageUngated(page: PageRoute, path: string, fakeHost: Partial<FakeHostOptions> = {}) {
  const ui = new HeadlessHostUi();
  const container = createContainer('memory', testSettings, {
    fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en', ...fakeHost },
    fakeHostUi: ui,
  });
  const { router, wrap } = createTestRouter(path);
  const view = render(<App container={container}>{wrap(<UngatedRoutes page={page} path={path} />)}</App>);
  return { ...view, ui, router, container, host: container.get<FakeHost>(FakeHostToken) };
}
