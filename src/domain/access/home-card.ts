import type { MetricId } from './metric-id';
import type { PermissionArea } from './permission.rule';
import type { RouteId } from './private-route';

export type HomeSectionId = 'generalSettings' | 'featureManagement' | 'usageData';

/** A card of the contract panel (spec 1 §2 Home): the route it opens, in its section. */
export interface HomeCard {
  readonly routeId: RouteId;
  readonly sectionId: HomeSectionId;
}

/** One way a card may be shown: its toggle (if any) on and one of its metrics (if any). */
export interface HomeCardVariant {
  readonly toggle?: string;
  readonly metrics?: readonly MetricId[];
}

export interface HomeCardDefinition extends HomeCard {
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
}
