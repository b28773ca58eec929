import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PrivateRoute, UnknownRoute } from '../access/PrivateRoute.view';
import { HomePage } from '../home/HomePage.view';
import { Spinner } from '../ui';
import { PAGE_ROUTES, type PageRoute } from './route-registry';
import { ShellLayout } from './ShellLayout.view';

function pageRoute(page: PageRoute): RouteObject {
  // Loaded only once the gate allows it: a denied user never downloads the page.
  const Page = lazy(page.load);
  return {
    path: page.path,
    element: (
      <PrivateRoute routeId={page.routeId}>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </PrivateRoute>
    ),
  };
}

/**
 * The module's route table (spec 1 §2, spec 2 §2.1, spec 3 §2.1): the home, the pages
 * that exist, and a catch-all that gates known private paths and sends the rest home.
 */
export function createAppRoutes(pages: readonly PageRoute[] = PAGE_ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      element: <ShellLayout />,
      children: [
        { index: true, element: <HomePage /> },
        // '/panel' is the contract panel again (docs/decisions-access.md), behind its gate.
        {
          path: '/panel',
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
