import type { ComponentType } from 'react';
import type { LazyFeature } from '../../../application/shared/feature-modules.port';
import type { RouteId } from '../../../domain/access/private-route';
import type { RouteGroup } from '../../../domain/access/route-manifest-entry';
import type { Texts } from '../../i18n/texts';
import type { IconName } from '../../ui/icons/icon-paths';

export type { RouteGroup } from '../../../domain/access/route-manifest-entry';

export type PageLoad = () => Promise<{ readonly default: ComponentType }>;

/**
 * What a route draws (issue 36 §1): its page, loaded on demand, and the lazy feature whose
 * container modules the page needs, loaded with it.
 */
export interface RoutePage {
  readonly page: PageLoad;
  readonly feature?: LazyFeature;
}

/**
 * The pages of a manifest's routes, one entry per id, exhaustive: a route without its entry fails
 * the type check. `null`: a known route without a screen (drawn by the shell, or gated, then sent home).
 */
export type RoutePages<Id extends string = RouteId> = { readonly [K in Id]: RoutePage | null };

/** A home card's name: its texts are under cards.<key> in the 'home' namespace (issue 36 §4). */
export type HomeCardKey = keyof Texts['home']['cards'];

/** What the home card of a route says (keys in the 'home' namespace). */
export interface RouteCard {
  /** The card's name in tracking and texts. */
  readonly key: HomeCardKey;
  readonly titleKey: `cards.${HomeCardKey}.title`;
  readonly descriptionKey: `cards.${HomeCardKey}.description`;
  readonly isNew: boolean;
}

/** A route as the presentation reads its manifest entry: where it lives and how menus show it. */
export interface RouteInfo<Id extends string = RouteId> {
  readonly id: Id;
  /** react-router pattern, relative to the module's basename. */
  readonly path: string;
  readonly group: RouteGroup;
  /** The pictogram of its home card and usage-menu item. */
  readonly icon?: IconName;
  readonly card?: RouteCard;
  readonly maxContentWidth?: number;
}

/** One row of the router's table: the manifest entry and its page. */
export interface RouteRow<Id extends string = RouteId> extends RouteInfo<Id> {
  /** None: a known route without a screen (gated, then sent home). */
  readonly page?: PageLoad;
  readonly feature?: LazyFeature;
}

/** The home card of a route, its texts under cards.<key> in the 'home' namespace. */
export function card(key: HomeCardKey, isNew = false): RouteCard {
  return { key, titleKey: `cards.${key}.title`, descriptionKey: `cards.${key}.description`, isNew };
}

/** A page exported under another name than default. */
export function pick<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PageLoad {
  return () => load().then((m) => ({ default: m[name] }));
}
