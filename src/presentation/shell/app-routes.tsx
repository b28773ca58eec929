import { lazy, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PrivateRoute, UnknownRoute } from '../access/PrivateRoute.view';
import { HomePage } from '../home/HomePage.view';
import { FeaturePage } from './FeaturePage.view';
import { PAGE_ROUTES, type PageRoute } from './route-registry';
import { pathOf } from './routes/route-lookup';
import { ShellLayout } from './ShellLayout.view';

function pageRoute(page: PageRoute): RouteObject {
  // Loaded only once the gate allows it: a denied user never downloads the page.
  const Page = lazy(page.load);
  return {
    path: page.path,
    element: (
      <PrivateRoute routeId={page.routeId}>
        {/* Keyed: a page of another route (and feature) must not reuse this one's loaded state. */}
        <FeaturePage key={page.routeId} feature={page.feature} Page={Page} preload={page.load} />
      </PrivateRoute>
    ),
  };
}

/**
 * The router, derived from the route manifest and its pages (spec 1 §2, spec 2 §2.1, spec 3 §2.1; issue 36 §1): the home, the pages
 * that exist, and a catch-all that gates known private paths and sends the rest home.
 */
export function createAppRoutes(pages: readonly PageRoute[] = PAGE_ROUTES): RouteObject[] {
  return [
    {
      path: pathOf('home'),
      element: <ShellLayout />,
      children: [
        { index: true, element: <HomePage /> },
        // The panel is the contract panel again (docs/decisions/shell-and-access.md), behind its gate.
        {
          path: pathOf('panel'),
          element: (
            <PrivateRoute routeId="panel">
              <HomePage />
            </PrivateRoute>
          ),
        },
        ...pages.map(pageRoute),
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ];
}

/**
 * The route table rendered by whatever router surrounds it. Declarative routing: the module
 * uses no loaders or actions, and the data router would add ~16 KB gzip to the first load.
 */
export function AppRoutes({ pages = PAGE_ROUTES }: { readonly pages?: readonly PageRoute[] }) {
  const routes = useMemo(() => createAppRoutes(pages), [pages]);
  return useRoutes(routes);
}
