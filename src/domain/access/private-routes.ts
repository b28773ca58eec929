import type { PrivateRouteDefinition } from './private-route';
import { SETTINGS_ROUTES } from './settings-routes';
import { USAGE_ROUTES } from './usage-routes';

export type { AgentPlanRequirement, PrivateRouteDefinition, RouteId } from './private-route';

/** The access rule of every private route, keyed by route id (paths live in the route table). */
export const PRIVATE_ROUTES: readonly PrivateRouteDefinition[] = [...SETTINGS_ROUTES, ...USAGE_ROUTES];

export function privateRouteById(id: PrivateRouteDefinition['id']): PrivateRouteDefinition {
  const found = PRIVATE_ROUTES.find((route) => route.id === id);
  if (found === undefined) throw new Error(`Unknown route ${id}`);
  return found;
}
