import type { RouteManifest } from './route-manifest-entry';
import { SETTINGS_ROUTES } from './settings-routes';
import { USAGE_ROUTES } from './usage-routes';

/**
 * Issue 36 §1: every private route of spec 1 §2, spec 2 §2.1 and spec 3 §2.1, once: its id (the
 * key), path, group, access rule, toggle, icon and home card. Plain data: the router, the home, the
 * usage menu, the header links and the gates read it; the page and the container modules of each
 * id are the presentation's exhaustive record (src/presentation/shell/routes/route-pages.ts).
 */
export const ROUTE_MANIFEST = { ...SETTINGS_ROUTES, ...USAGE_ROUTES } satisfies RouteManifest;

/** The route ids, as the manifest declares them. */
export type ManifestRouteId = keyof typeof ROUTE_MANIFEST;

/** A manifest's entries with their ids, in order. */
export function manifestEntries<Id extends string>(manifest: RouteManifest<Id>) {
  return (Object.keys(manifest) as Id[]).map((id) => ({ id, ...manifest[id] }));
}
