import { METRIC_IDS, type MetricId } from './metric-id';
import type { PrivateRouteDefinition, RouteId } from './private-route';

export const DATA_CONSUMPTION_TOGGLE = 'billing-data-consumption';
export const OLD_AGENT_CONSUMPTION_MAX_WIDTH = 1440;

/** A report root and its detail pages share one gate (spec 3 §6 'Route guards by metric'). */
function report(
  pages: readonly (readonly [RouteId, string])[],
  featureToggle: string,
  metrics: readonly MetricId[],
  extra: Partial<Pick<PrivateRouteDefinition, 'maxContentWidth'>> = {},
): PrivateRouteDefinition[] {
  return pages.map(([id, path]) => ({
    id,
    path,
    accessPermission: 'tenant-billing',
    featureToggle,
    metrics,
    ...extra,
  }));
}

const MONTHLY_USERS: readonly MetricId[] = ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'];

/** The newer reports hang under /data-consumption and share its toggle. */
const NEWER_REPORTS: readonly PrivateRouteDefinition[] = [
  ...report([['dataConsumption', '/data-consumption']], DATA_CONSUMPTION_TOGGLE, METRIC_IDS),
  ...report(
    [
      ['dauConsumption', '/dau-consumption'],
      ['dauConsumptionMonthly', '/dau-consumption/monthly'],
      ['dauConsumptionDaily', '/dau-consumption/daily'],
    ],
    DATA_CONSUMPTION_TOGGLE,
    ['DailyActiveUser'],
  ),
  ...report(
    [
      ['deuConsumption', '/deu-consumption'],
      ['deuConsumptionMonthly', '/deu-consumption/monthly'],
      ['deuConsumptionDaily', '/deu-consumption/daily'],
    ],
    DATA_CONSUMPTION_TOGGLE,
    ['DailyEngagedUser'],
  ),
  ...report(
    [
      ['agentConsumption', '/agent-consumption'],
      ['agentConsumptionMonthly', '/agent-consumption/monthly'],
    ],
    DATA_CONSUMPTION_TOGGLE,
    ['Agent'],
  ),
  ...report(
    [
      ['sessionConsumption', '/session-consumption'],
      ['sessionConsumptionMonthly', '/session-consumption/monthly'],
      ['sessionConsumptionDaily', '/session-consumption/daily'],
    ],
    DATA_CONSUMPTION_TOGGLE,
    ['Session'],
  ),
  ...report(
    [
      ['mauConsumption', '/mau-consumption'],
      ['mauConsumptionChatbots', '/mau-consumption/chatbots'],
      ['mauConsumptionDaily', '/mau-consumption/daily'],
    ],
    DATA_CONSUMPTION_TOGGLE,
    ['MonthlyActiveUser', 'ExchangedMessage'],
  ),
  ...report(
    [
      ['meuConsumption', '/meu-consumption'],
      ['meuConsumptionChatbots', '/meu-consumption/chatbots'],
      ['meuConsumptionDaily', '/meu-consumption/daily'],
    ],
    DATA_CONSUMPTION_TOGGLE,
    ['MonthlyEngagedUser', 'ExchangedMessage'],
  ),
];

/** Legacy pages keep the toggle of their home card as the alternative to the metric. */
const LEGACY_REPORTS: readonly PrivateRouteDefinition[] = [
  ...report(
    [
      ['revenue', '/revenue'],
      ['revenueChatbots', '/revenue/chatbots'],
    ],
    'tenant-consumption',
    MONTHLY_USERS,
  ),
  ...report(
    [
      ['dailyActiveUsers', '/daily-active-users'],
      ['dailyActiveUsersMonthly', '/daily-active-users/monthly'],
      ['dailyActiveUsersDaily', '/daily-active-users/daily'],
    ],
    'billing-daily-active-users-consumption',
    ['DailyActiveUser'],
  ),
  ...report(
    [
      ['dailyEngagedUsers', '/daily-engaged-users'],
      ['dailyEngagedUsersMonthly', '/daily-engaged-users/monthly'],
      ['dailyEngagedUsersDaily', '/daily-engaged-users/daily'],
    ],
    'billing-daily-engaged-user-consumption',
    ['DailyEngagedUser'],
  ),
  ...report(
    [
      ['oldSessionConsumption', '/old-session-consumption'],
      ['oldSessionConsumptionMonthly', '/old-session-consumption/monthly'],
      ['oldSessionConsumptionDaily', '/old-session-consumption/daily'],
    ],
    'billing-session-consumption',
    ['Session'],
  ),
  ...report(
    [
      ['oldAgentConsumption', '/old-agent-consumption'],
      ['oldAgentConsumptionMonthly', '/old-agent-consumption/monthly'],
    ],
    'billing-agent-consumption',
    ['Agent'],
    { maxContentWidth: OLD_AGENT_CONSUMPTION_MAX_WIDTH },
  ),
];

/** The newer reports, drawn inside the usage area with its side menu (spec 3 §2.14). */
export const USAGE_AREA_ROUTE_IDS: ReadonlySet<RouteId> = new Set(NEWER_REPORTS.map((route) => route.id));

/** Usage and billing reports (spec 3 §2.1). */
export const USAGE_ROUTES: readonly PrivateRouteDefinition[] = [...NEWER_REPORTS, ...LEGACY_REPORTS];
