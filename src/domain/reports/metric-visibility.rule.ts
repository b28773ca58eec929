import { normalizeMetricId, type MetricId } from '../access/metric-id';
import type { PlanStatus } from './plan-status.rule';

/** The MIU (monthly active users) or MEU (monthly engaged users) report. */
export type MonthlyUserFamily = 'miu' | 'meu';

export interface MonthlyUserStatuses {
  readonly miu: PlanStatus;
  readonly meu: PlanStatus;
}

/**
 * What a family's card, menu item and report page are about (spec 3 §2.14 titles):
 * users and messages, users only, or messages only.
 */
export type MonthlyUserVariant = 'mau' | 'meu' | 'msg' | 'mauMsg' | 'meuMsg';

/** One family as the Plan Overview card, the side-menu item and the report page all show it. */
export interface MonthlyUserView {
  /** The card is on the overview and the item in the menu. */
  readonly shown: boolean;
  /** Shows the family's user metric (monthlyActiveUser or monthlyEngagedUser). */
  readonly users: boolean;
  /** Shows the exchanged messages. */
  readonly messages: boolean;
  readonly variant: MonthlyUserVariant;
  /** §7.3 metricIdList of the family's calls: what it shows, spelled as the subscription does. */
  readonly metricIds: readonly string[];
}

export type MonthlyUserViews = Readonly<Record<MonthlyUserFamily, MonthlyUserView>>;

/** The user metric of each family (spec 3 §2.8): MIU counts active users, MEU engaged ones. */
export const MONTHLY_USER_METRIC: Readonly<Record<MonthlyUserFamily, MetricId>> = {
  miu: 'MonthlyActiveUser',
  meu: 'MonthlyEngagedUser',
};

/** Before any report answered: what the subscription alone lets each family show. */
export const NO_STATUS_YET: MonthlyUserStatuses = { miu: 'normal', meu: 'normal' };

/** The subscription's first spelling of a metric (§3.2: either case), if it has the metric. */
function spellingOf(ids: readonly string[], metric: string): string | undefined {
  return ids.find((id) => normalizeMetricId(id) === metric);
}

/**
 * Spec 3 §2.3, §2.14 and §5.3 read as one story, so that the overview cards (title,
 * description, tooltip, link), the side menu (items and titles) and the report pages agree for
 * every combination of MAU, MEU and exchanged messages in the subscription
 * (docs/decisions/miu-meu.md, 'One story for the MIU and MEU families'):
 * - the exchanged messages belong to one family only: the MIU one when the subscription lists
 *   them twice ("duplicated exchanged-message subscription"), when it has monthlyActiveUser, or
 *   when it has messages alone; otherwise (MEU + messages) the MEU one;
 * - a family shows when it has its user metric or owns the messages, and its report is not in
 *   error; with duplicated messages the MEU family never shows (§5.3: "only the MIU card",
 *   "always hidden");
 * - its variant, and so its titles, follow what it shows.
 */
export function monthlyUserViews(
  subscriptionMetricIds: readonly string[],
  statuses: MonthlyUserStatuses = NO_STATUS_YET,
): MonthlyUserViews {
  const spelling = (metric: string) => spellingOf(subscriptionMetricIds, metric);
  const messagesSpelling = spelling('ExchangedMessage');
  const duplicated =
    subscriptionMetricIds.filter((id) => normalizeMetricId(id) === 'ExchangedMessage').length > 1;
  const usersOf = (family: MonthlyUserFamily) => spelling(MONTHLY_USER_METRIC[family]);
  const messagesOwner: MonthlyUserFamily | undefined =
    messagesSpelling === undefined
      ? undefined
      : duplicated || usersOf('miu') !== undefined || usersOf('meu') === undefined
        ? 'miu'
        : 'meu';

  const view = (family: MonthlyUserFamily): MonthlyUserView => {
    const usersSpelling = usersOf(family);
    const users = usersSpelling !== undefined;
    const messages = messagesOwner === family;
    const metricIds = [usersSpelling, messages ? messagesSpelling : undefined].filter(
      (id): id is string => id !== undefined,
    );
    return {
      shown: (users || messages) && !(family === 'meu' && duplicated) && statuses[family] !== 'error',
      users,
      messages,
      variant: variantOf(family, users, messages),
      metricIds,
    };
  };
  return { miu: view('miu'), meu: view('meu') };
}

function variantOf(family: MonthlyUserFamily, users: boolean, messages: boolean): MonthlyUserVariant {
  const userVariant = family === 'miu' ? 'mau' : 'meu';
  if (users && messages) return `${userVariant}Msg`;
  return messages ? 'msg' : userVariant;
}
