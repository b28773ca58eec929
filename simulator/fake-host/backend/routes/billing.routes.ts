import type { FakeRouteModule } from '../backend-context';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import { collection, requireTenant } from './route-helpers';

/** Subscription plan and its metrics (spec 1 §7 'Billing service', spec 3 §7.5). */
export const billingRoutes: FakeRouteModule = {
  name: 'billing',
  register(router, context) {
    const billing = context.addresses.billing;

    router.on(billing, 'get', '/tenants/{tenantId}/subscription/plan', ({ params }) => {
      const tenant = requireTenant(context, params['tenantId']);
      return { tenantId: tenant.id, name: context.data.subscription.planName };
    });

    router.on(billing, 'get', '/tenants/{tenantId}/subscription/plan/metrics', ({ params }) => {
      requireTenant(context, params['tenantId']);
      return collection(
        MediaTypes.planMetric,
        context.data.subscription.items.map((item) => ({ ...item })),
      );
    });
  },
};
