import type { ComponentType } from 'react';
import type { RouteId } from '../../domain/access/private-routes';

/**
 * A page of a private route, loaded on demand. `path` is the react-router pattern,
 * relative to the module's basename (e.g. '/mtls', '/knowledge-base/:catalogId/documents').
 * Each page is wrapped in its route's gate by the router.
 */
export interface PageRoute {
  readonly routeId: RouteId;
  readonly path: string;
  readonly load: () => Promise<{ readonly default: ComponentType }>;
}

/**
 * The pages that exist. Later features append their entries here; a known route
 * without an entry is gated and then sent home (spec 1 §2: unknown paths → '/').
 */
export const PAGE_ROUTES: readonly PageRoute[] = [];
