import type { AccessContext } from './access-context';
import { canView } from './permission.rule';
import type { RouteId } from './private-route';
import { isMetricAvailable } from './subscription-metrics.rule';
import { DATA_CONSUMPTION_TOGGLE } from './usage-routes';

export interface HeaderActions {
  /** 'Manage agents' button, linking to the agents page. */
  readonly manageAgents: boolean;
  /** 'Consumption data' button target on the agents page, or null when hidden. */
  readonly consumptionData: 'agentConsumption' | 'oldAgentConsumption' | null;
}

const AGENT_CONSUMPTION_PAGES: readonly RouteId[] = [
  'agentConsumption',
  'agentConsumptionMonthly',
  'oldAgentConsumption',
  'oldAgentConsumptionMonthly',
];

/** Header bar buttons on the route shown (undefined: not a private route; spec 1 §2 'Header bar', spec 3 §2.2, §6). */
export function headerActions(routeId: RouteId | undefined, ctx: AccessContext): HeaderActions {
  const manageAgents = routeId !== undefined && AGENT_CONSUMPTION_PAGES.includes(routeId);
  const passesAgentBilling = canView(ctx.roleId, 'tenant-billing') && isMetricAvailable(ctx, 'Agent');
  if (routeId !== 'agent' || !passesAgentBilling) return { manageAgents, consumptionData: null };
  const consumptionData = ctx.isToggleOn(DATA_CONSUMPTION_TOGGLE)
    ? 'agentConsumption'
    : 'oldAgentConsumption';
  return { manageAgents, consumptionData };
}
