import { normalizeMetricId } from '../access/metric-id';
import type { RouteId } from '../access/private-route';
import { usageMenuHidden, usageMenuTitleKey, type MonthlyUserStatuses } from './metric-visibility.rule';

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

/** A menu entry: the route, and the text key of its title (the MAU/MEU title varies). */
export interface UsageMenuEntry {
  readonly option: UsageMenuOption;
  readonly titleKey: string;
}

/**
 * The monthly-user metric sets of spec 3 §5.3 read from the subscription: the MIU set is
 * MonthlyActiveUser and ExchangedMessage, the MEU set MonthlyEngagedUser and ExchangedMessage.
 * "A duplicated exchanged-message subscription" is read literally: the subscription lists
 * ExchangedMessage twice (one for each family; docs/decisions-reports.md).
 */
export function monthlyUserSets(subscriptionMetricIds: readonly string[]) {
  const ids = subscriptionMetricIds.map((id) => normalizeMetricId(id));
  const messages = ids.filter((id) => id === 'ExchangedMessage').length;
  const pick = (user: 'MonthlyActiveUser' | 'MonthlyEngagedUser') =>
    ids.filter((id): id is NonNullable<typeof id> => id === user || id === 'ExchangedMessage');
  return {
    miu: [...new Set(pick('MonthlyActiveUser'))],
    meu: [...new Set(pick('MonthlyEngagedUser'))],
    duplicated: messages > 1,
  };
}

/**
 * Spec 3 §2.14 and §5.3: the options the user may open (`allowed`, the route gates of §6), in
 * menu order, less the MAU/MEU items the §5.3 hiding rule removes, each with its title key.
 */
export function usageMenuEntries(
  allowed: (option: UsageMenuOption) => boolean,
  subscriptionMetricIds: readonly string[],
  statuses: MonthlyUserStatuses,
): UsageMenuEntry[] {
  const sets = monthlyUserSets(subscriptionMetricIds);
  const hidden = usageMenuHidden(sets, statuses, sets.duplicated);
  return USAGE_MENU_OPTIONS.filter((option) => allowed(option))
    .filter((option) => !(option === 'mauConsumption' && hidden.mauConsumption))
    .filter((option) => !(option === 'meuConsumption' && hidden.meuConsumption))
    .map((option) => ({
      option,
      titleKey:
        option === 'mauConsumption'
          ? usageMenuTitleKey('miu', sets.miu)
          : option === 'meuConsumption'
            ? usageMenuTitleKey('meu', sets.meu)
            : option,
    }));
}

/** Spec 3 §9: back-navigation tracking from the menu fires after 3 s, once. */
export const MENU_TRACKING_DELAY_MS = 3000;
