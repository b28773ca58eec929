import type { RouteManifest } from '../../../domain/access/route-manifest-entry';
import { manifestEntries } from '../../../domain/access/route-manifest';
import type { IconName } from '../../ui/icons/icon-paths';
import { card, type HomeCardKey, type RouteInfo } from './route-row';

/**
 * A manifest's routes as the presentation reads them (issue 36 §1): plain data, no page, so
 * anything (pages included) may look a path up without importing the pages.
 */
export function routeInfosOf<Id extends string>(manifest: RouteManifest<Id>): RouteInfo<Id>[] {
  return manifestEntries(manifest).map((entry) => ({
    id: entry.id,
    path: entry.path,
    group: entry.group,
    // The manifest names icons of the UI kit (the route-table test checks each one exists).
    ...(entry.icon === undefined ? {} : { icon: entry.icon as IconName }),
    // The domain's manifest cannot see the texts: the locale test checks each card's texts exist.
    ...(entry.card === undefined
      ? {}
      : { card: card(entry.card.key as HomeCardKey, entry.card.isNew === true) }),
    ...(entry.maxContentWidth === undefined ? {} : { maxContentWidth: entry.maxContentWidth }),
  }));
}
