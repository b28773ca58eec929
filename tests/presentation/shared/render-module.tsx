import { render } from '@testing-library/react';
import { createContainer } from '../../../simulator/composition/container';
import type { AppSettings } from '../../../src/application/shared/app-settings.port';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import { App } from '../../../src/presentation/shell/App.view';
import { AppRoutes } from '../../../src/presentation/shell/app-routes';
import type { PageRoute } from '../../../src/presentation/shell/route-registry';
import { testSettings } from '../../composition/test-settings';
import { createTestRouter } from './test-router';

export { testSettings };

export interface RenderModuleOptions {
  readonly path?: string;
  readonly fakeHost?: Partial<FakeHostOptions>;
  readonly pages?: readonly PageRoute[];
  /** Settings over the tests' own (e.g. a request timeout longer than a test holds an answer). */
  readonly settings?: Partial<AppSettings>;
  /** The entry's router state, as a reload of the frame finds it (issue 35 §7: searches). */
  readonly historyState?: unknown;
}

/** The whole module over the in-process fake host (profile 'memory'), in a memory router. */
export function renderModule(options: RenderModuleOptions = {}) {
  const ui = new HeadlessHostUi();
  const container = createContainer(
    'memory',
    { ...testSettings, ...options.settings },
    {
      fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en', ...options.fakeHost },
      fakeHostUi: ui,
    },
  );
  const { router, wrap } = createTestRouter(options.path ?? '/', options.historyState ?? null);
  const view = render(<App container={container}>{wrap(<AppRoutes pages={options.pages ?? []} />)}</App>);
  return { ...view, ui, router, container };
}
