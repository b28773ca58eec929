import type { HomeCardDefinition } from './home-card';
import type { RouteManifest } from './route-manifest-entry';
import { manifestEntries, ROUTE_MANIFEST } from './route-manifest';

/**
 * The cards' gates of a manifest, by the route each opens, in manifest order (spec 1 §2 Home, §6;
 * spec 3 §2.15, §6). Issue 37 §10: a card that follows its route's gate takes its permission.
 */
export function homeCardsOf<Id extends string>(manifest: RouteManifest<Id>): HomeCardDefinition<Id>[] {
  return manifestEntries(manifest).flatMap(({ id, access, card }): HomeCardDefinition<Id>[] => {
    if (card === undefined) return [];
    const route = { id, ...access };
    const base = { routeId: id, sectionId: card.section, route };
    return 'followsRouteGate' in card
      ? [{ ...base, permission: access.accessPermission, variants: [{}], followsRouteGate: true }]
      : [{ ...base, permission: card.permission, variants: card.variants }];
  });
}

/** The home cards (issue 36 §1: read from the route manifest). */
export const HOME_CARDS: readonly HomeCardDefinition[] = homeCardsOf(ROUTE_MANIFEST);
