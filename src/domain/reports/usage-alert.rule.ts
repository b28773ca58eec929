import type { RouteId } from '../access/private-route';
import { EXCEEDED_RATE, NEAR_LIMIT_RATE } from './plan-status.rule';

/**
 * Issue 14: the home's usage alerts. A metric at 80 % of its plan or more is 'approaching'
 * its limit; at 100 % or more it has 'reached' it (reached or exceeded). Same thresholds as
 * the overview's nearLimit / exceeded statuses (spec 3 §4.1, §9). Issue 24 §1 adds a third,
 * earlier level: 'projected' to exceed, when the month's end-of-month projection reaches 100 %
 * while the usage is still under 80 %.
 */
export type UsageAlertLevel = 'approaching' | 'reached' | 'projected';

/** Issue 24 §1: what the month's projection says of a metric (month-projection.rule). */
export interface UsageAlertProjection {
  /** Projected percent of the plan on the month's last day. */
  readonly rate: number;
  /** The day the plan is crossed at the current pace, 'YYYY-MM-DD'. */
  readonly crossingDay: string | undefined;
}

/** What a consolidated call says of one metric; either may be missing from an answer. */
export interface UsageAlertFigures {
  /** The plan amount (metric.quantity); -1 is unlimited. */
  readonly quantity: number | undefined;
  /** Percent of the plan used. */
  readonly planUsageRate: number | undefined;
  /** Issue 24 §1: the month's projection, when there is one. */
  readonly projection?: UsageAlertProjection | undefined;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/**
 * No alert without a plan to measure against: a missing, zero or unlimited (-1) quantity, or a
 * rate that is not a number. Otherwise [80, 100) → approaching, 100 or more → reached; under 80
 * with a projection of 100 or more and a day it is crossed → projected (issue 24 §1).
 */
export function usageAlertLevel(figures: UsageAlertFigures): UsageAlertLevel | undefined {
  const { quantity, planUsageRate } = figures;
  if (!isNumber(quantity) || quantity <= 0 || !isNumber(planUsageRate)) return undefined;
  if (planUsageRate >= EXCEEDED_RATE) return 'reached';
  if (planUsageRate >= NEAR_LIMIT_RATE) return 'approaching';
  const projection = figures.projection;
  if (projection !== undefined && projection.rate >= EXCEEDED_RATE && projection.crossingDay !== undefined)
    return 'projected';
  return undefined;
}

/** The metrics measured against a plan (spec 3 §3.4: DAU, DEU, agents) and their reports. */
export const USAGE_ALERT_METRICS = ['dau', 'deu', 'agent'] as const;
export type UsageAlertMetric = (typeof USAGE_ALERT_METRICS)[number];

/**
 * Each metric's reports, the newer one first: an alert links to the first one the user may
 * open (the route gates of spec 3 §6, the same that show the report cards and menu).
 */
export const USAGE_ALERT_REPORTS: Readonly<Record<UsageAlertMetric, readonly RouteId[]>> = {
  dau: ['dauConsumption', 'dailyActiveUsers'],
  deu: ['deuConsumption', 'dailyEngagedUsers'],
  agent: ['agentConsumption', 'oldAgentConsumption'],
};

export interface UsageAlert {
  readonly metric: UsageAlertMetric;
  readonly level: UsageAlertLevel;
  readonly planUsageRate: number;
  /** Issue 24 §1: the day the plan is crossed at the current pace ('projected' only). */
  readonly crossingDay?: string;
}

const LEVEL_RANK: Readonly<Record<UsageAlertLevel, number>> = { reached: 0, approaching: 1, projected: 2 };

/** The metrics that alert, the most urgent level first, then in the overview's order. */
export function usageAlerts(
  figures: Readonly<Partial<Record<UsageAlertMetric, UsageAlertFigures>>>,
): readonly UsageAlert[] {
  const alerts: UsageAlert[] = [];
  for (const metric of USAGE_ALERT_METRICS) {
    const found = figures[metric];
    const level = found === undefined ? undefined : usageAlertLevel(found);
    if (found === undefined || level === undefined) continue;
    const crossingDay = level === 'projected' ? found.projection?.crossingDay : undefined;
    alerts.push({
      metric,
      level,
      planUsageRate: found.planUsageRate ?? 0,
      ...(crossingDay === undefined ? {} : { crossingDay }),
    });
  }
  return alerts.sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level]);
}
