import type { ComponentType } from 'react';
import type { LazyFeature } from '../../../application/shared/feature-modules.port';
import type { RouteId } from '../../../domain/access/private-route';
import type { Texts } from '../../i18n/texts';
import type { IconName } from '../../ui/icons/icon-paths';

export type PageLoad = () => Promise<{ readonly default: ComponentType }>;

/**
 * - shell: drawn by the shell itself (the home); no page to load;
 * - settings: a settings page;
 * - usage: a newer report, drawn in the usage area with its side menu, month in the URL;
 * - report: a legacy report, month in the URL.
 */
export type RouteGroup = 'shell' | 'settings' | 'usage' | 'report';

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

/**
 * One row per route: where it lives, what it draws and how menus show it. Who may open it is
 * the domain's access rule of the same id (src/domain/access/private-routes.ts).
 */
export interface RouteRow {
  readonly id: RouteId;
  /** react-router pattern, relative to the module's basename. */
  readonly path: string;
  readonly group: RouteGroup;
  /** None: a known route without a screen (gated, then sent home). */
  readonly page?: PageLoad;
  /** The feature whose container modules the page needs, loaded with it. */
  readonly feature?: LazyFeature;
  /** The pictogram of its home card and usage-menu item. */
  readonly icon?: IconName;
  readonly card?: RouteCard;
  readonly maxContentWidth?: number;
}

/** The home card of a route, its texts under cards.<key> in the 'home' namespace. */
export function card(key: HomeCardKey, isNew = false): RouteCard {
  return { key, titleKey: `cards.${key}.title`, descriptionKey: `cards.${key}.description`, isNew };
}
export const NEW = true;

/** A page exported under another name than default. */
export function pick<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PageLoad {
  return () => load().then((m) => ({ default: m[name] }));
}

/** A report page: the reports feature's modules load with it. */
export function reportRow(
  id: RouteId,
  path: string,
  group: 'usage' | 'report',
  page: PageLoad,
  extra: Partial<RouteRow> = {},
): RouteRow {
  return { id, path, group, page, feature: 'reports', ...extra };
}
