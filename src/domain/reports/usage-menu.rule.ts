import type { AccessContext } from '../access/access-context';
import { canView } from '../access/permission.rule';
import type { RouteId } from '../access/private-route';
import { privateRouteById } from '../access/private-routes';
import { evaluateRouteGate } from '../access/route-gate.rule';
import {
  monthlyUserViews,
  type MonthlyUserStatuses,
  type MonthlyUserVariant,
} from './metric-visibility.rule';

/** The options of the usage side menu, in order (spec 3 §2.14). */
export const USAGE_MENU_OPTIONS = [
  'dataConsumption',
  'dauConsumption',
  'deuConsumption',
  'agentConsumption',
  'sessionConsumption',
  'mauConsumption',
  'meuConsumption',
] as const satisfies readonly RouteId[];
export type UsageMenuOption = (typeof USAGE_MENU_OPTIONS)[number];

/**
 * Spec 3 §2.14 and §6: an item is one of the tenant's private routes (its route gate opens it)
 * that also has the billing permission and its own feature toggle on. The route gate alone
 * would also open a report by its metric with the toggle off; the menu does not list it then.
 */
export function usageMenuItemAllowed(option: UsageMenuOption, context: AccessContext): boolean {
  const route = privateRouteById(option);
  return (
    evaluateRouteGate(route, context) === 'allowed' &&
    canView(context.roleId, 'tenant-billing') &&
    route.featureToggle !== undefined &&
    context.isToggleOn(route.featureToggle)
  );
}

/** A menu entry: the route, and the text key of its title (the MAU/MEU title varies). */
export interface UsageMenuEntry {
  readonly option: UsageMenuOption;
  readonly titleKey: UsageMenuOption | `${MonthlyUserVariant}Consumption`;
}

/**
 * Spec 3 §2.14 and §5.3: the options the menu may list (`allowed`, usageMenuItemAllowed), in
 * menu order, less the MAU/MEU items their family does not show (metric-visibility.rule: the
 * same views as the Plan Overview cards), each with its title key: the family's variant for
 * the MAU/MEU items ('msgConsumption', 'meuMsgConsumption', …), the option itself otherwise.
 */
export function usageMenuEntries(
  allowed: (option: UsageMenuOption) => boolean,
  subscriptionMetricIds: readonly string[],
  statuses: MonthlyUserStatuses,
): UsageMenuEntry[] {
  const views = monthlyUserViews(subscriptionMetricIds, statuses);
  const familyOf = (option: UsageMenuOption) =>
    option === 'mauConsumption' ? views.miu : option === 'meuConsumption' ? views.meu : undefined;
  return USAGE_MENU_OPTIONS.filter((option) => allowed(option) && (familyOf(option)?.shown ?? true)).map(
    (option) => {
      const family = familyOf(option);
      return { option, titleKey: family ? `${family.variant}Consumption` : option };
    },
  );
}

/** Spec 3 §9: back-navigation tracking from the menu fires after 3 s, once. */
export const MENU_TRACKING_DELAY_MS = 3000;
