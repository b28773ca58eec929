import { compareMonths, parseMonthValue } from './calendar-month';

/** Which pricing a block of the conversation report follows (spec 3 §4.5). */
export type PricingLayout = 'old' | 'new';

/**
 * Spec 3 §4.5: the two blocks switch on their own date. `consolidated` 'new' is the by-category
 * cards and panels (no conversation-type filter); `tables` 'new' is the per-phone and daily
 * tables with the Business-initiated / User-initiated tabs.
 */
export interface PricingMode {
  readonly consolidated: PricingLayout;
  readonly tables: PricingLayout;
}

/** The configured switch dates ('YYYY-MM'; a full date is read by its month). */
export interface PricingDates {
  /** {APP}_BP_PRICING_CHANGES_START_DATE: new per-phone and daily tables from this month. */
  readonly pricingChangesStart: string;
  /** {APP}_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: new consolidated layout from this month. */
  readonly consolidatedStart: string;
}

/** Everything old: the legacy conversation pages (spec 3 §2.12) and unreadable months. */
export const OLD_PRICING: PricingMode = { consolidated: 'old', tables: 'old' };

/** `month` is on or after `start`; a date that cannot be read is never reached. */
function reached(month: string, start: string): boolean {
  const selected = parseMonthValue(month);
  const from = parseMonthValue(start);
  return selected !== undefined && from !== undefined && compareMonths(selected, from) >= 0;
}

/**
 * Spec 3 §4.5 for the selected month ('YYYY-MM'): ≥ the consolidated date → new consolidated
 * layout; ≥ the pricing-changes date → new tables; otherwise the old layout. Each condition is
 * read on its own, so a configuration whose consolidated date comes first still gets the old
 * tables until the pricing-changes date.
 */
export function pricingModeOf(month: string, dates: PricingDates): PricingMode {
  return {
    consolidated: reached(month, dates.consolidatedStart) ? 'new' : 'old',
    tables: reached(month, dates.pricingChangesStart) ? 'new' : 'old',
  };
}

/**
 * Spec 3 §2.7 and §4.5: the conversation-type filter is offered only where the old calls take
 * it. On the report page that is the old consolidated block; on a detail page (one table, no
 * consolidated block) the old tables.
 */
export function offersConversationType(mode: PricingMode, block: 'consolidated' | 'tables'): boolean {
  return mode[block] === 'old';
}
