import type { FakeRouteModule } from '../backend-context';
import { aiRoutes } from './ai.routes';
import { billingRoutes } from './billing.routes';
import { membersRoutes } from './members.routes';
import { tenantRoutes } from './tenant.routes';

/** Every feature's routes. A feature adds its own '<feature>.routes.ts' and one line here. */
export const ROUTE_MODULES: readonly FakeRouteModule[] = [
  tenantRoutes,
  membersRoutes,
  billingRoutes,
  aiRoutes,
];
