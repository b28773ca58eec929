import type { AgentPlanReport } from '../../../application/reports/agent-plan-usage';
import { formatAgentCharge } from '../../../domain/agents/billing-warning.rule';
import { UNLIMITED_QUANTITY } from '../../../domain/billing/subscription.entity';
import { usageColorFromRate, type UsageColorToken } from '../../../domain/reports/status-visuals.rule';
import { figureText, isOverspent, percentText } from '../../../domain/reports/usage-figures.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { capitalized } from '../shared/capitalized';
import { compareMonths, type MonthChangeView } from '../shared/month-change-view';

/** The plan block of the agents reports (spec 3 §2.6), as text ready for the view. */
export interface AgentPlanFigures {
  /** The plan name, capitalised for display (spec 3 §3.1). */
  readonly plan: string;
  /** quantity -1 (spec 3 §3.3): no limit, no bar, 'unlimited' wording. */
  readonly unlimited: boolean;
  /** 'Plan {plan}: {quantity} agents': the quantity, '--' when the call failed (or is pending). */
  readonly quantity: string;
  /** The progress bar's percentage: '45%', '0%' without data (spec 3 §2.2). */
  readonly percent: string;
  /** The bar's value, 0–100; undefined for an unlimited plan (nothing to measure against). */
  readonly progress: number | undefined;
  readonly usageColor: UsageColorToken;
  /** 'planUsage / quantity': the used part. */
  readonly used: string;
  /** 'Agent limit exceeded' (spec 3 §2.6): only when exceededPlan > 0. */
  readonly exceeded: string | undefined;
  /** 'Total number of agents'. */
  readonly total: string;
  /** Issue 24 §2: the total against the previous month's; undefined hides the comparison. */
  readonly totalChange: MonthChangeView | undefined;
  /** The limit named by the warning, only when exceeded (spec 3 §2.6, §4.4). */
  readonly warningLimit: string | undefined;
  /** What each agent past the limit costs, 'R$ ' with 2 decimals (spec 3 §9); when exceeded only. */
  readonly extraCharge: string | undefined;
}

/**
 * Spec 3 §2.6 (and the legacy card of §2.13): the plan heading, the usage bar with its
 * percentage and 'planUsage / quantity', the exceeded and total cards and the warning. Without
 * data (a failed or pending call, or an empty month) values read '--' and the percentage '0%'
 * (§2.2, §4.2); the plan's quantity shows whenever the call succeeded.
 */
/** Issue 24 §2: the compared figure, the month's total of agents; none without data. */
function comparedTotal(report: AgentPlanReport | undefined): number | undefined {
  return report?.hasData === true ? report.usage.total : undefined;
}

export function agentPlanFigures(
  report: AgentPlanReport | undefined,
  planName: string,
  language: Language,
  previous?: AgentPlanReport,
): AgentPlanFigures {
  const succeeded = report?.succeeded === true;
  const hasData = report?.hasData === true;
  const usage = report?.usage;
  const quantity = usage?.quantity ?? 0;
  const unlimited = succeeded && quantity === UNLIMITED_QUANTITY;
  const rate = usage?.planUsageRate ?? 0;
  const overspent = hasData && !unlimited && isOverspent(usage?.exceededPlan ?? 0);
  const chargePerAgent = usage?.allowAdditionalItem === true ? usage.additionalItemValue : 0;
  return {
    plan: capitalized(planName, language),
    unlimited,
    quantity: figureText(quantity, succeeded && !unlimited, language),
    percent: percentText(rate, hasData, language),
    progress: unlimited ? undefined : hasData && rate > 0 ? Math.min(rate, 100) : 0,
    usageColor: hasData && !unlimited ? usageColorFromRate(rate) : 'neutral',
    used: figureText(usage?.planUsage ?? 0, hasData, language),
    exceeded: overspent ? figureText(usage?.exceededPlan ?? 0, true, language) : undefined,
    total: figureText(usage?.total ?? 0, hasData, language),
    totalChange: compareMonths(comparedTotal(report), comparedTotal(previous), language),
    warningLimit: overspent ? figureText(quantity, true, language) : undefined,
    extraCharge: overspent && chargePerAgent > 0 ? formatAgentCharge(chargePerAgent, language) : undefined,
  };
}
