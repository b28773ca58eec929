import { UNLIMITED_QUANTITY } from '../billing/subscription.entity';
import type { Language } from '../shared/language.rule';
import { formatDisplayNumber } from '../shared/number-display.rule';

/** Spec 3 §2.2/§4.2: what a value shows when the month has no data (or the call failed). */
export const NO_DATA_TEXT = '--';

/**
 * Spec 3 §4.2 'Contains data on selected month': true only when the call succeeded. The
 * alternative reading of some DAU/DEU pages (metric.quantity > 0) is dauDeuContainsData.
 */
export function containsData(callSucceeded: boolean): boolean {
  return callSucceeded;
}

export function dauDeuContainsData(quantity: number | null | undefined): boolean {
  // Issue 22 §2: "quantity > 0" tells a metric the plan has from one it has not (0); an unlimited
  // plan (-1) has it too, and shows what was used.
  return typeof quantity === 'number' && (quantity > 0 || quantity === UNLIMITED_QUANTITY);
}

/**
 * Spec 3 §4.2 for a DAU, DEU or agent summary, one reading wherever it is shown (issue 37 §14:
 * the Plan Overview's cards and the report pages): the call succeeded and, for DAU/DEU, the plan
 * has the metric (dauDeuContainsData). A month without usage (rate 0, status 'empty') has data:
 * it reads 0, not '--'.
 */
export function ratedSummaryContainsData(
  metric: 'dau' | 'deu' | 'agent',
  callSucceeded: boolean,
  quantity: number | null | undefined,
): boolean {
  return containsData(callSucceeded) && (metric === 'agent' || dauDeuContainsData(quantity));
}

/** A count as shown on a tile or table: locale-formatted, or '--' without data (§2.2). */
export function figureText(value: number, hasData: boolean, language: Language): string {
  if (!hasData) return NO_DATA_TEXT;
  return formatDisplayNumber(Number.isFinite(value) ? value : 0, language);
}

/**
 * A usage percentage: '0%' without data (§2.2, §4.2); otherwise the rate rounded to at most
 * two decimals, with the language's decimal separator ('45.5%' / '45,5%'). A negative rate
 * (the unlimited marker -1) or a non-number also reads '0%': there is no share to show.
 */
export function percentText(rate: number, hasData: boolean, language: Language): string {
  if (!hasData || !Number.isFinite(rate) || rate < 0) return '0%';
  return `${formatDisplayNumber(Math.round(rate * 100) / 100, language)}%`;
}

/**
 * Spec 3 §2.3 and §5.2 free-tier tile: 'used / limit' when freeTierLimit > 0, only 'used'
 * otherwise; '-- / --' without data.
 */
export function freeTierText(
  used: number,
  freeTierLimit: number,
  hasData: boolean,
  language: Language,
): string {
  if (!hasData) return `${NO_DATA_TEXT} / ${NO_DATA_TEXT}`;
  const usedText = figureText(used, true, language);
  return freeTierLimit > 0 ? `${usedText} / ${figureText(freeTierLimit, true, language)}` : usedText;
}

/** Spec 3 §4.4: overspent when exceededPlan > 0 (exceeded-count card and warning texts). */
export function isOverspent(exceededPlan: number): boolean {
  return exceededPlan > 0;
}

/**
 * Spec 3 §4.4: DAU/DEU plan information shows only when its feature toggle is on and
 * metric.quantity is present. "Present" is a number other than 0: 0 is the default of an
 * empty or failed load (§3.4 'Defaults: 0'), where there is no plan to describe; -1
 * (unlimited) is a real plan quantity.
 */
export function showsPlanInformation(toggleOn: boolean, quantity: number | null | undefined): boolean {
  return toggleOn && typeof quantity === 'number' && Number.isFinite(quantity) && quantity !== 0;
}

/**
 * The 'remaining available' tile (spec 3 §2.3): plan quantity minus what was used, never
 * below 0; undefined for an unlimited plan (quantity -1, nothing to subtract from).
 */
export function remainingAvailable(quantity: number, used: number): number | undefined {
  if (!Number.isFinite(quantity) || quantity < 0) return undefined;
  return Math.max(0, quantity - (Number.isFinite(used) ? used : 0));
}
