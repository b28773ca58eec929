import type { AccessContext } from './access-context';
import type { AgentPlanStatus } from './agent-plan.entity';
import { canView } from './permission.rule';
import type { RouteAccessRule } from './route-manifest-entry';
import { isAnyMetricAvailable, subscriptionHasMetric } from './subscription-metrics.rule';

export type RouteGateResult = 'allowed' | 'denied' | 'needs-agent-plan';

/** The agent plan as fetched: a status, or a failed call (which means no access). */
export type AgentPlanOutcome =
  { readonly ok: true; readonly status: AgentPlanStatus } | { readonly ok: false };

export const NOT_CONFIGURED_REASON = 'notConfigured';

function hasPaidOrTrialPlan(outcome: AgentPlanOutcome): boolean {
  return outcome.ok && (outcome.status.hasActivePaidPlan || outcome.status.isTrial);
}

function isNotConfigured(outcome: AgentPlanOutcome): boolean {
  return outcome.ok && outcome.status.reason?.toLowerCase() === NOT_CONFIGURED_REASON.toLowerCase();
}

/**
 * Spec 1 §6 / spec 2 §6: passes on an active paid plan or a trial; when the server says
 * 'notConfigured' the toggle decides instead; an error means no access.
 */
export function agentPlanAllows(outcome: AgentPlanOutcome, toggleOn: boolean): boolean {
  if (!outcome.ok) return false;
  if (hasPaidOrTrialPlan(outcome)) return true;
  return isNotConfigured(outcome) && toggleOn;
}

/** Route toggle on OR one of the route's metrics in the subscription (spec 1 §6). */
function passesToggleOrMetric(route: RouteAccessRule, ctx: AccessContext): boolean {
  const toggleOn = route.featureToggle !== undefined && ctx.isToggleOn(route.featureToggle);
  if (route.metrics === undefined) return route.featureToggle === undefined || toggleOn;
  return toggleOn || isAnyMetricAvailable(ctx, route.metrics);
}

function passesStaticClauses(route: RouteAccessRule, ctx: AccessContext): boolean {
  if (!ctx.hasTenant || !ctx.hasUser) return false;
  if (!canView(ctx.roleId, route.accessPermission)) return false;
  if (!passesToggleOrMetric(route, ctx)) return false;
  return route.requiresAgentMetric !== true || subscriptionHasMetric(ctx.subscription, 'Agent');
}

/**
 * Gate of a private route. Routes that read the agent plan answer 'needs-agent-plan'
 * until an outcome is passed, so the plan is fetched only when every other clause holds
 * (and, for 'toggle-or-plan', only when the toggle is off).
 */
export function evaluateRouteGate(
  route: RouteAccessRule,
  ctx: AccessContext,
  agentPlan?: AgentPlanOutcome,
): RouteGateResult {
  if (!passesStaticClauses(route, ctx)) return 'denied';
  const requirement = route.agentPlan;
  if (requirement === undefined) return 'allowed';
  const toggleOn = ctx.isToggleOn(requirement.toggle);
  if (requirement.mode === 'toggle-or-plan' && toggleOn) return 'allowed';
  if (agentPlan === undefined) return 'needs-agent-plan';
  const allowed =
    requirement.mode === 'toggle-or-plan'
      ? hasPaidOrTrialPlan(agentPlan)
      : agentPlanAllows(agentPlan, toggleOn);
  return allowed ? 'allowed' : 'denied';
}
