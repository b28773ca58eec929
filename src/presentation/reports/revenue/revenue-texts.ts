import type { RevenueReferenceValue } from '../../../application/reports/load-revenue.use-case';
import { formatMoney } from '../../../domain/reports/money.rule';
import { revenuePeriod, showsDataFromSecondMessage } from '../../../domain/reports/revenue-period.rule';
import type { PeriodRange } from '../../../domain/reports/report-period.rule';
import type { RevenueCalculation, RevenueRange } from '../../../domain/reports/revenue.rule';
import { formatUnitPrice } from '../../../domain/reports/unit-price.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { formatDisplayNumber } from '../../../domain/shared/number-display.rule';

/**
 * The revenue entities carry no currency code: money shows in the default one (spec 3 §1, §9:
 * BRL), through the rules' currency fallback.
 */
const REVENUE_CURRENCY = undefined;

/** A text of the 'revenue' namespace: its key (under reference.) and its interpolated values. */
export interface RevenueText<Key extends string> {
  readonly key: Key;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * What i18next's typed interpolation asks of a reference text: each builder here fills the
 * variables its key names, so the params are read as carrying them (issue 36 §4).
 */
export type ReferenceParams = Readonly<
  Record<'from' | 'to' | 'pricePerUser' | 'metric' | 'fixPrice', string>
>;

/** One reference value of the contract (spec 3 §2.9, §3.9) as the view writes it. */
export interface ReferenceValueTexts {
  readonly id: string;
  readonly type: string;
  readonly stepRule: number;
  /** §9: 'Starts from X' (open-ended) or 'X to Y'. */
  readonly range: RevenueText<RevenueRange['kind']>;
  /** §9: '{pricePerUser} per additional {metric} + {fixPrice}', the per-user part or the fixed price. */
  readonly calculation: RevenueText<RevenueCalculation['kind']>;
}

export function money(value: number, language: Language): string {
  return formatMoney(value, REVENUE_CURRENCY, language);
}

function rangeText(range: RevenueRange, language: Language): ReferenceValueTexts['range'] {
  const from = formatDisplayNumber(range.from, language);
  if (range.kind === 'startsFrom') return { key: 'startsFrom', params: { from } };
  return { key: 'range', params: { from, to: formatDisplayNumber(range.to, language) } };
}

function calculationText(
  calculation: RevenueCalculation,
  metric: string,
  language: Language,
): ReferenceValueTexts['calculation'] {
  switch (calculation.kind) {
    case 'perUserPlusFixed':
      return {
        key: 'perUserPlusFixed',
        params: {
          pricePerUser: formatUnitPrice(calculation.pricePerUser, REVENUE_CURRENCY, language),
          metric,
          fixPrice: money(calculation.fixPrice, language),
        },
      };
    case 'perUser':
      return {
        key: 'perUser',
        params: {
          pricePerUser: formatUnitPrice(calculation.pricePerUser, REVENUE_CURRENCY, language),
          metric,
        },
      };
    case 'fixed':
      return { key: 'fixed', params: { fixPrice: money(calculation.fixPrice, language) } };
  }
}

export function referenceValueTexts(value: RevenueReferenceValue, language: Language): ReferenceValueTexts {
  return {
    id: value.id,
    type: value.type,
    stepRule: value.stepRule,
    range: rangeText(value.range, language),
    calculation: calculationText(value.calculation, value.type, language),
  };
}

/** The revenue month (spec 3 §2.9, §4.7) as both revenue pages show it. */
export interface RevenueMonthView {
  /** First day to last day; to yesterday in the current month. */
  readonly range: PeriodRange | undefined;
  /** §4.7: the current month shows 'Partial consumption'. */
  readonly partial: boolean;
  /** §4.7: a started month whose end is before its start shows the "data from the 2nd" message. */
  readonly dataFromSecond: boolean;
}

export function revenueMonthView(month: string, today: Date, isCurrent: boolean): RevenueMonthView {
  return {
    range: revenuePeriod(month, today),
    partial: isCurrent,
    dataFromSecond: showsDataFromSecondMessage(month, today),
  };
}
