import type { AccessContext } from './access-context';
import { canView } from './permission.rule';
import { matchesPattern } from './route-pattern.rule';
import { isMetricAvailable } from './subscription-metrics.rule';
import { DATA_CONSUMPTION_TOGGLE } from './usage-routes';

export interface HeaderActions {
  /** 'Manage agents' button, linking to /agent. */
  readonly manageAgents: boolean;
  /** 'Consumption data' button target on /agent, or null when hidden. */
  readonly consumptionDataPath: '/agent-consumption' | '/old-agent-consumption' | null;
}

const AGENT_CONSUMPTION_PAGES = [
  '/agent-consumption',
  '/agent-consumption/monthly',
  '/old-agent-consumption',
  '/old-agent-consumption/monthly',
];

/** Header bar buttons (spec 1 §2 'Header bar', spec 3 §2.2, §6). */
export function headerActions(pathname: string, ctx: AccessContext): HeaderActions {
  const manageAgents = AGENT_CONSUMPTION_PAGES.some((page) => matchesPattern(page, pathname));
  const onAgentPage = matchesPattern('/agent', pathname);
  const passesAgentBilling = canView(ctx.roleId, 'tenant-billing') && isMetricAvailable(ctx, 'Agent');
  if (!onAgentPage || !passesAgentBilling) return { manageAgents, consumptionDataPath: null };
  const consumptionDataPath = ctx.isToggleOn(DATA_CONSUMPTION_TOGGLE)
    ? '/agent-consumption'
    : '/old-agent-consumption';
  return { manageAgents, consumptionDataPath };
}
