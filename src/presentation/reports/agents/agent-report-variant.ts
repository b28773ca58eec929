import { pathOf } from '../../shell/routes/route-lookup';

/** The newer agents report (spec 3 §2.6) or the legacy one (§2.13). */
export type AgentReportVariant = 'current' | 'legacy';

/** Where each page of a variant lives (spec 3 §2.1). */
export const AGENT_REPORT_PATHS: Readonly<Record<AgentReportVariant, { root: string; list: string }>> = {
  current: { root: pathOf('agentConsumption'), list: pathOf('agentConsumptionMonthly') },
  legacy: { root: pathOf('oldAgentConsumption'), list: pathOf('oldAgentConsumptionMonthly') },
};

/** Tracking actions of a period change (spec 3 §2.2), one per page. */
export const AGENT_REPORT_TRACKING: Readonly<Record<AgentReportVariant, { root: string; list: string }>> = {
  current: { root: 'agent-consumption-period-changed', list: 'agent-consumption-list-period-changed' },
  legacy: {
    root: 'old-agent-consumption-period-changed',
    list: 'old-agent-consumption-list-period-changed',
  },
};
