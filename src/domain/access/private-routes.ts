import type { PrivateRouteDefinition, RouteId } from './private-route';
import type { RouteManifest } from './route-manifest-entry';
import { manifestEntries, ROUTE_MANIFEST } from './route-manifest';

export type { AgentPlanRequirement, PrivateRouteDefinition, RouteId } from './private-route';

/** The access rules of a manifest's routes, keyed by route id, in order. */
export function privateRoutesOf<Id extends string>(
  manifest: RouteManifest<Id>,
): PrivateRouteDefinition<Id>[] {
  return manifestEntries(manifest).map(({ id, access }) => ({ id, ...access }));
}

/** The access rule of every private route (issue 36 §1: read from the route manifest). */
export const PRIVATE_ROUTES: readonly PrivateRouteDefinition[] = privateRoutesOf(ROUTE_MANIFEST);

export function privateRouteById(id: RouteId): PrivateRouteDefinition {
  const found = PRIVATE_ROUTES.find((route) => route.id === id);
  if (found === undefined) throw new Error(`Unknown route ${id}`);
  return found;
}
