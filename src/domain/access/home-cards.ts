import type { HomeCardDefinition, HomeCardVariant, HomeSectionId } from './home-card';
import { METRIC_IDS } from './metric-id';
import type { PermissionArea } from './permission.rule';
import type { RouteId } from './private-route';
import { privateRouteById } from './private-routes';
import { CALLS_TOGGLE, MTLS_TOGGLE } from './settings-routes';
import { DATA_CONSUMPTION_TOGGLE } from './usage-routes';

function card(
  sectionId: HomeSectionId,
  routeId: RouteId,
  permission: PermissionArea,
  variants: readonly HomeCardVariant[],
): HomeCardDefinition {
  return { routeId, sectionId, permission, variants };
}

const ALWAYS: readonly HomeCardVariant[] = [{}];

/** Issue 37 §10: a card whose visibility is its route's gate, permission and toggles included. */
function routeGatedCard(sectionId: HomeSectionId, routeId: RouteId): HomeCardDefinition {
  const { accessPermission } = privateRouteById(routeId);
  return { routeId, sectionId, permission: accessPermission, variants: ALWAYS, followsRouteGate: true };
}

/** The cards' gates, by the route each opens, in display order (spec 1 §2 Home, §6; spec 3 §2.15, §6). */
export const HOME_CARDS: readonly HomeCardDefinition[] = [
  card('generalSettings', 'members', 'tenant-members', ALWAYS),
  card('generalSettings', 'agent', 'tenant-billing', [{ metrics: ['Agent'] }]),
  card('generalSettings', 'mtls', 'tenant-members', [{ toggle: MTLS_TOGGLE }]),
  // Spec 2 §2.2: behind their toggles, as their routes are (spec 2 §6, with the agent plan).
  routeGatedCard('generalSettings', 'knowledgeBase'),
  routeGatedCard('generalSettings', 'pipeline'),
  card('featureManagement', 'copilot', 'tenant-members', ALWAYS),
  card('featureManagement', 'calls', 'tenant-members', [{ toggle: CALLS_TOGGLE }]),
  card('usageData', 'revenue', 'tenant-billing', [
    { toggle: 'tenant-consumption', metrics: ['MonthlyActiveUser', 'ExchangedMessage'] },
    {
      toggle: 'billing-monthly-engaged-user-consumption',
      metrics: ['MonthlyEngagedUser', 'ExchangedMessage'],
    },
  ]),
  card('usageData', 'dailyActiveUsers', 'tenant-billing', [
    { toggle: 'billing-daily-active-users-consumption', metrics: ['DailyActiveUser'] },
  ]),
  card('usageData', 'dailyEngagedUsers', 'tenant-billing', [
    { toggle: 'billing-daily-engaged-user-consumption', metrics: ['DailyEngagedUser'] },
  ]),
  card('usageData', 'sessionConsumption', 'tenant-billing', [
    { toggle: 'billing-session-consumption', metrics: ['Session'] },
  ]),
  card('usageData', 'agentConsumption', 'tenant-billing', [
    { toggle: 'billing-agent-consumption', metrics: ['Agent'] },
  ]),
  card('usageData', 'dataConsumption', 'tenant-billing', [
    { toggle: DATA_CONSUMPTION_TOGGLE, metrics: METRIC_IDS },
  ]),
];
