import type { SingleConversationsMetric } from '../../../application/reports/load-single-conversations.use-case';
import type { MetricId } from '../../../domain/access/metric-id';
import type { RouteId } from '../../../domain/access/private-route';
import { pathOf } from '../../shell/routes/route-lookup';

export type { SingleConversationsMetric };

/** The root page and its two detail pages (spec 3 §2.1). */
export type SingleConversationsScope = 'report' | 'byBot' | 'daily';

/** What differs between the DAU and DEU reports (spec 3 §2.4, §2.5, §4.4); the rest is shared. */
export interface SingleConversationsDefinition {
  readonly metric: SingleConversationsMetric;
  /** The subscription metric that allows the consolidated call (spec 3 §5.1, §6). */
  readonly metricId: MetricId;
  /** Spec 3 §4.4: the toggle that shows the plan information. */
  readonly planInformationToggle: string;
  /** Issue 14: the report in a CSV file's name, in English whatever the language. */
  readonly exportName: string;
}

export const SINGLE_CONVERSATIONS: Readonly<
  Record<SingleConversationsMetric, SingleConversationsDefinition>
> = {
  dau: {
    metric: 'dau',
    metricId: 'DailyActiveUser',
    planInformationToggle: 'billing-daily-active-users-plan-informations',
    exportName: 'daily-active-users',
  },
  deu: {
    metric: 'deu',
    metricId: 'DailyEngagedUser',
    planInformationToggle: 'billing-daily-engaged-users-plan-informations',
    exportName: 'daily-engaged-users',
  },
};

/** The newer reports (spec 3 §2.4, §2.5) or the legacy pages (§2.10, §2.11). */
export type SingleConversationsEdition = 'current' | 'legacy';

type Pages = Readonly<Record<SingleConversationsScope, RouteId>>;

/** Spec 3 §2.1, §2.4/§2.5 (newer) and §2.10/§2.11 (legacy): the route of each page. */
const ROUTES: Readonly<
  Record<SingleConversationsEdition, Readonly<Record<SingleConversationsMetric, Pages>>>
> = {
  current: {
    dau: { report: 'dauConsumption', byBot: 'dauConsumptionMonthly', daily: 'dauConsumptionDaily' },
    deu: { report: 'deuConsumption', byBot: 'deuConsumptionMonthly', daily: 'deuConsumptionDaily' },
  },
  legacy: {
    dau: { report: 'dailyActiveUsers', byBot: 'dailyActiveUsersMonthly', daily: 'dailyActiveUsersDaily' },
    deu: { report: 'dailyEngagedUsers', byBot: 'dailyEngagedUsersMonthly', daily: 'dailyEngagedUsersDaily' },
  },
};

function rootOf(metric: SingleConversationsMetric, edition: SingleConversationsEdition): string {
  return pathOf(ROUTES[edition][metric].report);
}

/** Spec 3 §2.4/§2.5/§2.10/§2.11: the route of a report's page. */
export function singleConversationsPath(
  metric: SingleConversationsMetric,
  scope: SingleConversationsScope,
  edition: SingleConversationsEdition = 'current',
): string {
  return pathOf(ROUTES[edition][metric][scope]);
}

/**
 * Where a root page's 'Show details' leads. Spec 3 §2.11: the legacy DEU page's links point to
 * the daily-active-users detail paths, as stated.
 */
export function singleConversationsDetailsPath(
  metric: SingleConversationsMetric,
  detail: Exclude<SingleConversationsScope, 'report'>,
  edition: SingleConversationsEdition = 'current',
): string {
  return singleConversationsPath(edition === 'legacy' ? 'dau' : metric, detail, edition);
}

/**
 * The header's back link (spec 3 §2.2, §2.10, §2.11): a detail page goes back to its root; a
 * newer report's root to the reports overview (undefined: the header's default); a legacy root to the home.
 */
export function singleConversationsBackTo(
  metric: SingleConversationsMetric,
  scope: SingleConversationsScope,
  edition: SingleConversationsEdition = 'current',
): string | undefined {
  if (scope !== 'report') return rootOf(metric, edition);
  return edition === 'legacy' ? pathOf('home') : undefined;
}
