import type { RouteManifest } from '../../../domain/access/route-manifest-entry';
import { ROUTE_MANIFEST } from '../../../domain/access/route-manifest';
import { routeInfosOf } from './route-info';
import { ROUTE_PAGES } from './route-pages';
import type { RouteInfo, RoutePages, RouteRow } from './route-row';

export type { PageLoad, RouteCard, RouteGroup, RouteInfo, RouteRow } from './route-row';

/** A manifest's routes with their pages (issue 36 §1): what the router mounts. */
export function routeTableOf<Id extends string>(
  manifest: RouteManifest<Id>,
  pages: RoutePages<Id>,
): RouteRow<Id>[] {
  return routeInfosOf(manifest).map((info: RouteInfo<Id>) => {
    const page = pages[info.id];
    if (page === null) return info;
    return { ...info, page: page.page, ...(page.feature === undefined ? {} : { feature: page.feature }) };
  });
}

/** The module's routes (spec 1 §2, spec 2 §2.1, spec 3 §2.1): the manifest and its pages. */
export const ROUTE_TABLE: readonly RouteRow[] = routeTableOf(ROUTE_MANIFEST, ROUTE_PAGES);
