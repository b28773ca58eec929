import type { RouteAccessRule } from './route-manifest-entry';
import type { ManifestRouteId } from './route-manifest';

export type { AgentPlanRequirement } from './route-manifest-entry';

/** Every private page of spec 1 §2, spec 2 §2.1 and spec 3 §2.1: the keys of the route manifest. */
export type RouteId = ManifestRouteId;

/**
 * The access rule of a private route, with its id. Where it lives and what it draws are the
 * rest of its manifest entry (src/domain/access/route-manifest.ts).
 */
export interface PrivateRouteDefinition<Id extends string = RouteId> extends RouteAccessRule {
  readonly id: Id;
}
