import type { PermissionArea } from './permission.rule';
import type { PrivateRouteDefinition, RouteId } from './private-route';
import type { HomeCardVariant, HomeSectionId } from './route-manifest-entry';

export type { HomeCardVariant, HomeSectionId } from './route-manifest-entry';

/** A card of the contract panel (spec 1 §2 Home): the route it opens, in its section. */
export interface HomeCard<Id extends string = RouteId> {
  readonly routeId: Id;
  readonly sectionId: HomeSectionId;
}

export interface HomeCardDefinition<Id extends string = RouteId> extends HomeCard<Id> {
  /** The extra access-permission check, by roleId. */
  readonly permission: PermissionArea;
  /** Shown when any variant passes; contract revenue has two (spec 1 §2). */
  readonly variants: readonly HomeCardVariant[];
  /**
   * Issue 37 §10 (spec 2 §2.2, §6): shown exactly when the gate of the route it opens allows it
   * (the route's permission, toggle and agent plan), so the card never leads to a page that sends
   * its user home, and no page it could open goes without its card.
   */
  readonly followsRouteGate?: true;
  /** The access rule of the route it opens (its manifest entry). */
  readonly route: PrivateRouteDefinition<Id>;
}
