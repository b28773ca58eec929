import type { RouteId } from '../../../domain/access/private-route';
import { ROUTE_MANIFEST } from '../../../domain/access/route-manifest';
import { matchesPattern } from '../../../domain/access/route-pattern.rule';
import { routeInfosOf } from './route-info';
import type { RouteInfo } from './route-row';

/** Issue 36 §1: read from the route manifest alone, so no page imports what imports it. */
const ROUTES: readonly RouteInfo[] = routeInfosOf(ROUTE_MANIFEST);
const BY_ID: ReadonlyMap<RouteId, RouteInfo> = new Map(ROUTES.map((row) => [row.id, row]));

export function routeRow(id: RouteId): RouteInfo {
  const row = BY_ID.get(id);
  if (row === undefined) throw new Error(`Route ${id} is not in the route table`);
  return row;
}

/** The react-router pattern of a route, as the manifest writes it. */
export function pathOf(id: RouteId): string {
  return routeRow(id).path;
}

/** The link to a route, its ':param' segments filled in (URL-encoded). */
export function hrefOf(id: RouteId, params: Readonly<Record<string, string>> = {}): string {
  return pathOf(id).replace(/:([A-Za-z]+)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs ${segment}`);
    return encodeURIComponent(value);
  });
}

/** The route a location shows; undefined: not a private route (the shell sends it home, spec 1 §2). */
export function routeIdAt(pathname: string): RouteId | undefined {
  return ROUTES.find((row) => matchesPattern(row.path, pathname))?.id;
}
