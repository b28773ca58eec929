import type { HomeCardVariant, RouteCardEntry, RouteManifestEntry } from './route-manifest-entry';
import { METRIC_IDS, type MetricId } from './metric-id';

export const DATA_CONSUMPTION_TOGGLE = 'billing-data-consumption';

const NEWER = DATA_CONSUMPTION_TOGGLE;
const MONTHLY_USERS: readonly MetricId[] = ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'];
/** Spec 3 §2.13: the old agent-consumption pages are at most 1440 px wide. */
const OLD_AGENT_CONSUMPTION_MAX_WIDTH = 1440;

/**
 * A report page (spec 3 §6 'Route guards by metric'): a report root and its detail pages share
 * one gate, tenant-billing read AND (toggle OR one of the metrics). `usage`: a newer report, in
 * the usage area; `report`: a legacy page.
 */
function report(
  group: 'usage' | 'report',
  path: string,
  featureToggle: string,
  metrics: readonly MetricId[],
  extra: Partial<RouteManifestEntry> = {},
) {
  return {
    path,
    group,
    access: { accessPermission: 'tenant-billing', featureToggle, metrics },
    ...extra,
  } satisfies RouteManifestEntry;
}

/** A usage card (spec 1 §2, spec 3 §2.15): billing, and one of its variants. */
function usageCard(key: string, variants: readonly HomeCardVariant[], isNew?: true): RouteCardEntry {
  return { key, section: 'usageData', permission: 'tenant-billing', variants, ...(isNew ? { isNew } : {}) };
}

/**
 * The usage and billing reports (spec 3 §2.1, §6), one entry per route. The newer reports share
 * the Usage report's toggle; the legacy pages keep the toggle of their home card as the
 * alternative to the metric. Home cards show in this order.
 */
export const USAGE_ROUTES = {
  revenue: report('report', '/revenue', 'tenant-consumption', MONTHLY_USERS, {
    icon: 'revenue',
    card: usageCard('contractRevenue', [
      { toggle: 'tenant-consumption', metrics: ['MonthlyActiveUser', 'ExchangedMessage'] },
      {
        toggle: 'billing-monthly-engaged-user-consumption',
        metrics: ['MonthlyEngagedUser', 'ExchangedMessage'],
      },
    ]),
  }),
  revenueChatbots: report('report', '/revenue/chatbots', 'tenant-consumption', MONTHLY_USERS),
  dailyActiveUsers: report(
    'report',
    '/daily-active-users',
    'billing-daily-active-users-consumption',
    ['DailyActiveUser'],
    {
      icon: 'daily-active-users',
      card: usageCard('dailyActiveUsers', [
        { toggle: 'billing-daily-active-users-consumption', metrics: ['DailyActiveUser'] },
      ]),
    },
  ),
  dailyActiveUsersMonthly: report(
    'report',
    '/daily-active-users/monthly',
    'billing-daily-active-users-consumption',
    ['DailyActiveUser'],
  ),
  dailyActiveUsersDaily: report(
    'report',
    '/daily-active-users/daily',
    'billing-daily-active-users-consumption',
    ['DailyActiveUser'],
  ),
  dailyEngagedUsers: report(
    'report',
    '/daily-engaged-users',
    'billing-daily-engaged-user-consumption',
    ['DailyEngagedUser'],
    {
      icon: 'daily-engaged-users',
      card: usageCard('dailyEngagedUsers', [
        { toggle: 'billing-daily-engaged-user-consumption', metrics: ['DailyEngagedUser'] },
      ]),
    },
  ),
  dailyEngagedUsersMonthly: report(
    'report',
    '/daily-engaged-users/monthly',
    'billing-daily-engaged-user-consumption',
    ['DailyEngagedUser'],
  ),
  dailyEngagedUsersDaily: report(
    'report',
    '/daily-engaged-users/daily',
    'billing-daily-engaged-user-consumption',
    ['DailyEngagedUser'],
  ),
  sessionConsumption: report('usage', '/session-consumption', NEWER, ['Session'], {
    icon: 'conversation',
    card: usageCard('sessionConsumption', [{ toggle: 'billing-session-consumption', metrics: ['Session'] }]),
  }),
  sessionConsumptionMonthly: report('usage', '/session-consumption/monthly', NEWER, ['Session']),
  sessionConsumptionDaily: report('usage', '/session-consumption/daily', NEWER, ['Session']),
  agentConsumption: report('usage', '/agent-consumption', NEWER, ['Agent'], {
    icon: 'agents-usage',
    card: usageCard('agentConsumption', [{ toggle: 'billing-agent-consumption', metrics: ['Agent'] }]),
  }),
  agentConsumptionMonthly: report('usage', '/agent-consumption/monthly', NEWER, ['Agent']),
  dataConsumption: report('usage', '/data-consumption', NEWER, METRIC_IDS, {
    icon: 'usage-report',
    card: usageCard('dataConsumption', [{ toggle: DATA_CONSUMPTION_TOGGLE, metrics: METRIC_IDS }], true),
  }),
  dauConsumption: report('usage', '/dau-consumption', NEWER, ['DailyActiveUser'], {
    icon: 'daily-active-users',
  }),
  dauConsumptionMonthly: report('usage', '/dau-consumption/monthly', NEWER, ['DailyActiveUser']),
  dauConsumptionDaily: report('usage', '/dau-consumption/daily', NEWER, ['DailyActiveUser']),
  deuConsumption: report('usage', '/deu-consumption', NEWER, ['DailyEngagedUser'], {
    icon: 'daily-engaged-users',
  }),
  deuConsumptionMonthly: report('usage', '/deu-consumption/monthly', NEWER, ['DailyEngagedUser']),
  deuConsumptionDaily: report('usage', '/deu-consumption/daily', NEWER, ['DailyEngagedUser']),
  mauConsumption: report('usage', '/mau-consumption', NEWER, ['MonthlyActiveUser', 'ExchangedMessage'], {
    icon: 'revenue',
  }),
  mauConsumptionChatbots: report('usage', '/mau-consumption/chatbots', NEWER, [
    'MonthlyActiveUser',
    'ExchangedMessage',
  ]),
  mauConsumptionDaily: report('usage', '/mau-consumption/daily', NEWER, [
    'MonthlyActiveUser',
    'ExchangedMessage',
  ]),
  meuConsumption: report('usage', '/meu-consumption', NEWER, ['MonthlyEngagedUser', 'ExchangedMessage'], {
    icon: 'revenue',
  }),
  meuConsumptionChatbots: report('usage', '/meu-consumption/chatbots', NEWER, [
    'MonthlyEngagedUser',
    'ExchangedMessage',
  ]),
  meuConsumptionDaily: report('usage', '/meu-consumption/daily', NEWER, [
    'MonthlyEngagedUser',
    'ExchangedMessage',
  ]),
  oldSessionConsumption: report('report', '/old-session-consumption', 'billing-session-consumption', [
    'Session',
  ]),
  oldSessionConsumptionMonthly: report(
    'report',
    '/old-session-consumption/monthly',
    'billing-session-consumption',
    ['Session'],
  ),
  oldSessionConsumptionDaily: report(
    'report',
    '/old-session-consumption/daily',
    'billing-session-consumption',
    ['Session'],
  ),
  oldAgentConsumption: report('report', '/old-agent-consumption', 'billing-agent-consumption', ['Agent'], {
    maxContentWidth: OLD_AGENT_CONSUMPTION_MAX_WIDTH,
  }),
  oldAgentConsumptionMonthly: report(
    'report',
    '/old-agent-consumption/monthly',
    'billing-agent-consumption',
    ['Agent'],
    { maxContentWidth: OLD_AGENT_CONSUMPTION_MAX_WIDTH },
  ),
} satisfies Record<string, RouteManifestEntry>;
