import { normalizeMetricId, type MetricId } from '../access/metric-id';
import type { PlanStatus } from './plan-status.rule';

/**
 * The metric sets of the two monthly-user reports (spec 3 §5.3): the tenant's metrics of the
 * MIU report (monthlyActiveUser and/or exchangedMessage) and of the MEU report
 * (monthlyEngagedUser and/or exchangedMessage), in either spelling (spec 3 §3.2).
 */
export interface MonthlyUserMetrics {
  readonly miu: readonly string[];
  readonly meu: readonly string[];
}

export interface MonthlyUserStatuses {
  readonly miu: PlanStatus;
  readonly meu: PlanStatus;
}

/** The MIU (monthly active users) or MEU (monthly engaged users) report. */
export type MonthlyUserFamily = 'miu' | 'meu';
type Family = MonthlyUserFamily;

const USER_METRIC: Readonly<Record<Family, MetricId>> = {
  miu: 'MonthlyActiveUser',
  meu: 'MonthlyEngagedUser',
};

/** The known metrics of a set, each once: 'ExchangedMessage' and 'exchangedMessage' are one. */
function metricSet(raw: readonly string[]): ReadonlySet<MetricId> {
  const set = new Set<MetricId>();
  for (const id of raw) {
    const metric = normalizeMetricId(id);
    if (metric) set.add(metric);
  }
  return set;
}

/** Spec 3 §5.3: exchangedMessage is in both the MIU and the MEU set. */
export function hasDuplicatedExchangedMessage(metrics: MonthlyUserMetrics): boolean {
  return metricSet(metrics.miu).has('ExchangedMessage') && metricSet(metrics.meu).has('ExchangedMessage');
}

/** "(include exchangedMessage and more than one metric) or include the family's user metric". */
function hasOwnReason(family: Family, set: ReadonlySet<MetricId>): boolean {
  return (set.has('ExchangedMessage') && set.size > 1) || set.has(USER_METRIC[family]);
}

export interface MonthlyUserCards {
  readonly miu: boolean;
  readonly meu: boolean;
  /** Whether the MEU card draws the exchanged-message series (not when the MIU card has it). */
  readonly meuShowsExchangedMessage: boolean;
}

/**
 * Spec 3 §5.3, Plan Overview cards. A card shows when its status is not error and
 * (its set has exchangedMessage and more than one metric, or has its own user metric).
 *
 * Duplicated exchangedMessage (in both sets). The spec: "only the MIU card is shown (when it
 * includes exchangedMessage and is not in error)". We read it as: exchanged messages are
 * shown by the MIU card only.
 * - The MIU card shows whenever it is not in error, even with exchangedMessage alone (the
 *   duplicate is what lets a messages-only contract have a card at all).
 * - exchangedMessage no longer counts as a reason for the MEU card: the MEU card shows only
 *   if its set has monthlyEngagedUser, and then without the message series.
 * The literal "MEU card never shown" was rejected: the sets are per contract, so an
 * MEU+messages contract whose exchangedMessage sits in both sets would lose its MEU figures.
 */
export function monthlyUserCards(
  metrics: MonthlyUserMetrics,
  statuses: MonthlyUserStatuses,
): MonthlyUserCards {
  const miu = metricSet(metrics.miu);
  const meu = metricSet(metrics.meu);
  const duplicated = miu.has('ExchangedMessage') && meu.has('ExchangedMessage');
  const miuReason = duplicated || hasOwnReason('miu', miu);
  const meuReason = duplicated ? meu.has('MonthlyEngagedUser') : hasOwnReason('meu', meu);
  return {
    miu: statuses.miu !== 'error' && miuReason,
    meu: statuses.meu !== 'error' && meuReason,
    meuShowsExchangedMessage: !duplicated,
  };
}

export interface UsageMenuHidden {
  readonly mauConsumption: boolean;
  readonly meuConsumption: boolean;
}

/**
 * Spec 3 §5.3, side menu (an extra hiding on top of the route gates of §6):
 * - mauConsumption is hidden when ExchangedMessage is among the MAU metrics but not
 *   ((more than one MAU metric or MonthlyActiveUser included) without error), unless
 *   exchangedMessage is duplicated;
 * - meuConsumption is hidden in the analogous MEU case, and always when exchangedMessage is
 *   duplicated (the spec says "always": the messages item is the MAU one, see
 *   usageMenuTitleKey). A set without ExchangedMessage is not hidden by this rule.
 */
export function usageMenuHidden(
  metrics: MonthlyUserMetrics,
  statuses: MonthlyUserStatuses,
  /** Known from the subscription itself (two exchanged-message items); else read from the sets. */
  duplicatedSubscription?: boolean,
): UsageMenuHidden {
  const miu = metricSet(metrics.miu);
  const meu = metricSet(metrics.meu);
  const duplicated = duplicatedSubscription ?? (miu.has('ExchangedMessage') && meu.has('ExchangedMessage'));
  const hiddenBySet = (family: Family, set: ReadonlySet<MetricId>, status: PlanStatus): boolean =>
    set.has('ExchangedMessage') && !(hasOwnReason(family, set) && status !== 'error');
  return {
    mauConsumption: !duplicated && hiddenBySet('miu', miu, statuses.miu),
    meuConsumption: duplicated || hiddenBySet('meu', meu, statuses.meu),
  };
}

/** i18n keys of the MAU/MEU side-menu title (spec 3 §2.14). */
export type UsageMenuTitleKey =
  'mauConsumption' | 'meuConsumption' | 'msgConsumption' | 'mauMsgConsumption' | 'meuMsgConsumption';

/**
 * Spec 3 §2.14: the title of the MAU (or MEU) item follows its subscribed metrics: user
 * metric and messages → mauMsgConsumption / meuMsgConsumption; messages only →
 * msgConsumption; anything else (the user metric only, or nothing known) → the route's own
 * title, mauConsumption / meuConsumption.
 */
export function usageMenuTitleKey(family: Family, metrics: readonly string[]): UsageMenuTitleKey {
  const set = metricSet(metrics);
  const hasUsers = set.has(USER_METRIC[family]);
  const hasMessages = set.has('ExchangedMessage');
  if (hasUsers && hasMessages) return family === 'miu' ? 'mauMsgConsumption' : 'meuMsgConsumption';
  if (hasMessages) return 'msgConsumption';
  return family === 'miu' ? 'mauConsumption' : 'meuConsumption';
}
