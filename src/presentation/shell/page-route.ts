import type { ComponentType } from 'react';
import type { LazyFeature } from '../../application/shared/feature-modules.port';
import type { RouteId } from '../../domain/access/private-routes';

/**
 * A page of a private route, loaded on demand. `path` is the react-router pattern,
 * relative to the module's basename, as the route manifest writes it.
 * Each page is wrapped in its route's gate by the router.
 */
export interface PageRoute {
  readonly routeId: RouteId;
  readonly path: string;
  readonly load: () => Promise<{ readonly default: ComponentType }>;
  /** The feature whose container modules the page needs, loaded with it (not in the first load). */
  readonly feature?: LazyFeature;
}
