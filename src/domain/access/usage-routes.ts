import { METRIC_IDS, type MetricId } from './metric-id';
import type { PrivateRouteDefinition, RouteId } from './private-route';

export const DATA_CONSUMPTION_TOGGLE = 'billing-data-consumption';

/** A report root and its detail pages share one gate (spec 3 §6 'Route guards by metric'). */
function report(
  ids: readonly RouteId[],
  featureToggle: string,
  metrics: readonly MetricId[],
): PrivateRouteDefinition[] {
  return ids.map((id) => ({ id, accessPermission: 'tenant-billing', featureToggle, metrics }));
}

const MONTHLY_USERS: readonly MetricId[] = ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'];
const NEWER = DATA_CONSUMPTION_TOGGLE;

/** The newer reports share the Usage report's toggle. */
const NEWER_REPORTS: readonly PrivateRouteDefinition[] = [
  ...report(['dataConsumption'], NEWER, METRIC_IDS),
  ...report(['dauConsumption', 'dauConsumptionMonthly', 'dauConsumptionDaily'], NEWER, ['DailyActiveUser']),
  ...report(['deuConsumption', 'deuConsumptionMonthly', 'deuConsumptionDaily'], NEWER, ['DailyEngagedUser']),
  ...report(['agentConsumption', 'agentConsumptionMonthly'], NEWER, ['Agent']),
  ...report(['sessionConsumption', 'sessionConsumptionMonthly', 'sessionConsumptionDaily'], NEWER, [
    'Session',
  ]),
  ...report(['mauConsumption', 'mauConsumptionChatbots', 'mauConsumptionDaily'], NEWER, [
    'MonthlyActiveUser',
    'ExchangedMessage',
  ]),
  ...report(['meuConsumption', 'meuConsumptionChatbots', 'meuConsumptionDaily'], NEWER, [
    'MonthlyEngagedUser',
    'ExchangedMessage',
  ]),
];

/** Legacy pages keep the toggle of their home card as the alternative to the metric. */
const LEGACY_REPORTS: readonly PrivateRouteDefinition[] = [
  ...report(['revenue', 'revenueChatbots'], 'tenant-consumption', MONTHLY_USERS),
  ...report(
    ['dailyActiveUsers', 'dailyActiveUsersMonthly', 'dailyActiveUsersDaily'],
    'billing-daily-active-users-consumption',
    ['DailyActiveUser'],
  ),
  ...report(
    ['dailyEngagedUsers', 'dailyEngagedUsersMonthly', 'dailyEngagedUsersDaily'],
    'billing-daily-engaged-user-consumption',
    ['DailyEngagedUser'],
  ),
  ...report(
    ['oldSessionConsumption', 'oldSessionConsumptionMonthly', 'oldSessionConsumptionDaily'],
    'billing-session-consumption',
    ['Session'],
  ),
  ...report(['oldAgentConsumption', 'oldAgentConsumptionMonthly'], 'billing-agent-consumption', ['Agent']),
];

/** Access rules of the usage and billing reports (spec 3 §2.1, §6). */
export const USAGE_ROUTES: readonly PrivateRouteDefinition[] = [...NEWER_REPORTS, ...LEGACY_REPORTS];
