import type { SingleConversationsSummary } from '../../../application/reports/load-single-conversations.use-case';
import { formatMoney } from '../../../domain/reports/money.rule';
import { planStatusVisual, type UsageColorToken } from '../../../domain/reports/status-visuals.rule';
import { UNLIMITED_QUANTITY } from '../../../domain/billing/subscription.entity';
import {
  figureText,
  NO_DATA_TEXT,
  isOverspent,
  percentText,
  showsPlanInformation,
} from '../../../domain/reports/usage-figures.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { compareMonths, type MonthChangeView } from '../shared/month-change-view';

/** Spec 3 §2.5/§4.4 plan information, as money in the plan's currency. */
export interface PlanInformationFigures {
  readonly planValue: string;
  /** '' on an unlimited plan (the view writes 'Unlimited'). */
  readonly monthlyQuantity: string;
  readonly overflowUnitValue: string;
}

/** The consolidated card of a Single Conversations report, as text (spec 3 §2.5, §4.2, §4.4). */
export interface ConsolidatedFigures {
  /** An unlimited plan (quantity -1, issue 22 §2): 'Unlimited' where a quantity would be, no share. */
  readonly unlimited: boolean;
  /** '--' without data (§4.2); '' on an unlimited plan (the view writes 'Unlimited'). */
  readonly quantity: string;
  /** '0%' without data (§4.2). */
  readonly percent: string;
  /** The progress bar's fill, 0–100. */
  readonly progress: number;
  readonly total: string;
  /** Issue 24 §2: the total against the previous month's; undefined hides the comparison. */
  readonly totalChange: MonthChangeView | undefined;
  /** §4.4: exceededPlan > 0; the exceeded count and the warning show. */
  readonly overspent: boolean;
  readonly exceeded: string;
  readonly usageColor: UsageColorToken;
  /** §4.4: only with the toggle on and a plan quantity. */
  readonly planInformation: PlanInformationFigures | undefined;
  /** §2.5 'with plan details': the fee charged per overflow unit; undefined → 'being booked'. */
  readonly overflowFee: string | undefined;
}

/** Issue 24 §2: the compared figure, the month's total used; none without data. */
function comparedTotal(summary: SingleConversationsSummary | undefined): number | undefined {
  return summary?.hasData === true ? summary.consumption.total : undefined;
}

export function consolidatedFigures(
  summary: SingleConversationsSummary,
  language: Language,
  planInformationToggle: boolean,
  previous?: SingleConversationsSummary,
): ConsolidatedFigures {
  const { hasData, consumption, plan, status } = summary;
  const quantity = consumption.metric.quantity;
  const rate = consumption.planUsageRate;
  const withPlan = showsPlanInformation(planInformationToggle, quantity);
  const money = (value: number) => formatMoney(value, plan.currencyCode, language);
  const unlimited = quantity === UNLIMITED_QUANTITY;
  return {
    unlimited,
    quantity: unlimited ? '' : figureText(quantity, hasData, language),
    percent: unlimited ? NO_DATA_TEXT : percentText(rate, hasData, language),
    progress: !unlimited && hasData && Number.isFinite(rate) && rate > 0 ? Math.min(rate, 100) : 0,
    total: figureText(consumption.total, hasData, language),
    totalChange: compareMonths(comparedTotal(summary), comparedTotal(previous), language),
    overspent: hasData && isOverspent(consumption.exceededPlan),
    exceeded: figureText(consumption.exceededPlan, hasData, language),
    usageColor: planStatusVisual(status).usageColor,
    planInformation: withPlan
      ? {
          planValue: money(plan.planValue),
          monthlyQuantity:
            plan.monthlyQuantity === UNLIMITED_QUANTITY
              ? ''
              : figureText(plan.monthlyQuantity, true, language),
          overflowUnitValue: money(plan.overflowUnitValue),
        }
      : undefined,
    overflowFee: withPlan ? money(plan.overflowUnitValue) : undefined,
  };
}
