import { OPEN_ENDED_RANGE_END, PLAN_BASE_STEP_RULE } from './revenue.entity';

/** The fields of a financial rule these rules read (spec 3 §3.9). */
export interface FinancialRuleInput {
  readonly stepRule: number;
  readonly fixPrice: number;
  readonly pricePerUser: number;
  readonly rangeStartMetric: number;
  readonly rangeEndMetric: number | null | undefined;
}

/** Spec 3 §9: planBase = fixPrice of the rule with stepRule 1 (the first one); 0 if none. */
export function planBase(rules: readonly Pick<FinancialRuleInput, 'stepRule' | 'fixPrice'>[]): number {
  const base = rules.find((rule) => rule.stepRule === PLAN_BASE_STEP_RULE);
  return base !== undefined && Number.isFinite(base.fixPrice) ? base.fixPrice : 0;
}

/**
 * Besides the sentinel, null, undefined, non-numbers and values ≤ 0 are read as open-ended:
 * none can be the end of a real range.
 */
export { OPEN_ENDED_RANGE_END };

export type RevenueRange =
  | { readonly kind: 'startsFrom'; readonly from: number }
  | { readonly kind: 'range'; readonly from: number; readonly to: number };

/** Spec 3 §9 range text: "Starts from X" when open-ended, otherwise "X to Y". */
export function revenueRange(
  rule: Pick<FinancialRuleInput, 'rangeStartMetric' | 'rangeEndMetric'>,
): RevenueRange {
  const end = rule.rangeEndMetric;
  const from = rule.rangeStartMetric;
  if (typeof end !== 'number' || !Number.isFinite(end) || end <= 0 || end >= OPEN_ENDED_RANGE_END) {
    return { kind: 'startsFrom', from };
  }
  return { kind: 'range', from, to: end };
}

export type RevenueCalculation =
  | { readonly kind: 'perUserPlusFixed'; readonly pricePerUser: number; readonly fixPrice: number }
  | { readonly kind: 'perUser'; readonly pricePerUser: number }
  | { readonly kind: 'fixed'; readonly fixPrice: number };

/**
 * Spec 3 §9 calculation text: "{pricePerUser} per additional {metric} + {fixPrice}" when both
 * are > 0; only the per-user part when fixPrice is 0; only the fixed price when pricePerUser
 * is 0. When both are 0 it is the fixed price (0), as the last clause says.
 */
export function revenueCalculation(
  rule: Pick<FinancialRuleInput, 'pricePerUser' | 'fixPrice'>,
): RevenueCalculation {
  const { pricePerUser, fixPrice } = rule;
  if (pricePerUser > 0 && fixPrice > 0) return { kind: 'perUserPlusFixed', pricePerUser, fixPrice };
  if (pricePerUser > 0) return { kind: 'perUser', pricePerUser };
  return { kind: 'fixed', fixPrice };
}

/** Spec 3 §3.9: miu = upper-cased metricBaseMIU plus 's' ('mau' → 'MAUs'); '' when absent. */
export function miuLabel(metricBaseMIU: string | null | undefined): string {
  const base = typeof metricBaseMIU === 'string' ? metricBaseMIU.trim().toUpperCase() : '';
  return base === '' ? '' : `${base}s`;
}

export interface MonthlyConsumptionFigures {
  readonly MAUs: number;
  readonly MEUs: number;
}

/** Spec 3 §3.9: the displayed consumption is MAUs when miu contains 'MAU', else MEUs. */
export function displayedConsumption(miu: string, figures: MonthlyConsumptionFigures): number {
  return miu.toUpperCase().includes('MAU') ? figures.MAUs : figures.MEUs;
}

export interface RevenueCards {
  readonly miu: boolean;
  readonly msg: boolean;
}

/**
 * Spec 3 §9: the MIU card shows when mainRuleName contains 'MIU' and miu contains MAU or MEU;
 * the MSG card when mainRuleName contains 'MSG'. Compared in upper case (miu already is).
 */
export function revenueCards(mainRuleName: string | null | undefined, miu: string): RevenueCards {
  const rule = typeof mainRuleName === 'string' ? mainRuleName.toUpperCase() : '';
  const metric = miu.toUpperCase();
  return {
    miu: rule.includes('MIU') && (metric.includes('MAU') || metric.includes('MEU')),
    msg: rule.includes('MSG'),
  };
}
