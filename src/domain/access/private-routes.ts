import type { PrivateRouteDefinition } from './private-route';
import { matchesPattern } from './route-pattern.rule';
import { SETTINGS_ROUTES } from './settings-routes';
import { USAGE_ROUTES } from './usage-routes';

export type { AgentPlanRequirement, PrivateRouteDefinition, RouteId } from './private-route';

export const PRIVATE_ROUTES: readonly PrivateRouteDefinition[] = [...SETTINGS_ROUTES, ...USAGE_ROUTES];

/** undefined: not a private page (the shell sends unknown paths home, spec 1 §2). */
export function findPrivateRoute(pathname: string): PrivateRouteDefinition | undefined {
  return PRIVATE_ROUTES.find((route) => matchesPattern(route.path, pathname));
}

export function privateRouteById(id: PrivateRouteDefinition['id']): PrivateRouteDefinition {
  const found = PRIVATE_ROUTES.find((route) => route.id === id);
  if (found === undefined) throw new Error(`Unknown route ${id}`);
  return found;
}
