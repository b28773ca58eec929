import type { FakeRouteModule } from '../backend-context';
import { requireTenant } from './route-helpers';

/** AI platform agent plan (spec 1 §7 'AI platform'). */
export const aiRoutes: FakeRouteModule = {
  name: 'ai',
  register(router, context) {
    router.on(context.addresses.ai, 'get', '/agent-plan/{tenantId}/active', ({ params }) => {
      requireTenant(context, params['tenantId']);
      const plan = context.data.agentPlan;
      const view: Record<string, unknown> = {
        hasActivePaidPlan: plan.hasActivePaidPlan,
        isTrial: plan.isTrial,
      };
      if (plan.reason !== undefined) view['reason'] = plan.reason;
      return view;
    });
  },
};
