import type { AgentConsumptionRow, ReportResult } from '../../domain/reports/consumption.entity';
import { isReportSuccess } from '../../domain/reports/consumption.entity';
import { ratedMetricStatus } from '../../domain/reports/metric-plan-status.rule';
import { ratedSummaryContainsData } from '../../domain/reports/usage-figures.rule';
import type { PlanStatus } from '../../domain/reports/plan-status.rule';
import { toReportRows, type ReportRows } from './report-rows';

/**
 * What the activated-agents pages show of a consolidated agent object (spec 3 §2.6, §3.4): the
 * newer summary and the older total both carry these figures.
 */
export interface AgentPlanUsage {
  /** metric.quantity: the plan's agents; -1 = unlimited (§3.3). */
  readonly quantity: number;
  readonly planUsage: number;
  /** Percent of the plan used; -1 for an unlimited plan. */
  readonly planUsageRate: number;
  readonly exceededPlan: number;
  readonly total: number;
  readonly allowAdditionalItem: boolean;
  readonly additionalItemValue: number;
}

/** A consolidated agent report, ready for a page (§3.11, §4.1, §4.2). */
export interface AgentPlanReport {
  /** §3.11: the consolidated call answered SUCCESS (the plan quantity is known). */
  readonly succeeded: boolean;
  /**
   * §4.2 'Contains data on selected month', as the Plan Overview reads it
   * (ratedSummaryContainsData): the call succeeded; a month without agents reads 0.
   */
  readonly hasData: boolean;
  readonly usage: AgentPlanUsage;
  /** §4.1 per-metric status of the agent metric (error after a failure). */
  readonly status: PlanStatus;
}

/** The month's activated agents (§3.8); a failed call gives the §8 empty list. */
export type AgentList = ReportRows<AgentConsumptionRow>;

interface ConsolidatedAgent {
  readonly metric: {
    readonly quantity: number;
    readonly allowAdditionalItem: boolean;
    readonly additionalItemValue: number;
  };
  readonly total: number;
  readonly planUsageRate: number;
  readonly exceededPlan: number;
  readonly planUsage: number;
}

export function toAgentPlanReport(result: ReportResult<ConsolidatedAgent>): AgentPlanReport {
  const { metric, total, planUsageRate, exceededPlan, planUsage } = result.value;
  const succeeded = isReportSuccess(result);
  const status = ratedMetricStatus({
    state: succeeded ? 'success' : 'failure',
    quantity: metric.quantity,
    planUsageRate,
  });
  return {
    succeeded,
    hasData: ratedSummaryContainsData('agent', succeeded, metric.quantity),
    usage: {
      quantity: metric.quantity,
      planUsage,
      planUsageRate,
      exceededPlan,
      total,
      allowAdditionalItem: metric.allowAdditionalItem,
      additionalItemValue: metric.additionalItemValue,
    },
    status,
  };
}

export function toAgentList(result: ReportResult<AgentConsumptionRow[]>): AgentList {
  return toReportRows(result, (row) => row);
}
