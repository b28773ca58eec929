import type { RouteId } from '../../../domain/access/private-route';
import { matchesPattern } from '../../../domain/access/route-pattern.rule';
import { ROUTE_TABLE, type RouteRow } from './route-table';

const BY_ID: ReadonlyMap<RouteId, RouteRow> = new Map(ROUTE_TABLE.map((row) => [row.id, row]));

export function routeRow(id: RouteId): RouteRow {
  const row = BY_ID.get(id);
  if (row === undefined) throw new Error(`Route ${id} is not in the route table`);
  return row;
}

/** The react-router pattern of a route, as the route table writes it. */
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
  return ROUTE_TABLE.find((row) => matchesPattern(row.path, pathname))?.id;
}
