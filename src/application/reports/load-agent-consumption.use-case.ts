import { inject, injectable } from 'inversify';
import { toAgentList, toAgentPlanReport, type AgentList, type AgentPlanReport } from './agent-plan-usage';
import { UsageReportsGateway } from './usage-reports.port';

/** Spec 3 §5.1/§9: the agents list asks every row ($take=-1); the page shows 30 a page. */
export const ALL_AGENTS = -1;

export interface AgentConsumptionReport {
  readonly plan: AgentPlanReport;
  readonly agents: AgentList;
}

/**
 * The activated agents report (spec 3 §2.6, §7.2): the report page reads the consolidated
 * summary and the month's agents together; its list page only the agents.
 * The gateway never rejects: a failed call gives the §8 defaults and the error status.
 */
@injectable()
export class LoadAgentConsumptionUseCase {
  constructor(@inject(UsageReportsGateway) private readonly gateway: UsageReportsGateway) {}

  async report(tenantId: string, month: string): Promise<AgentConsumptionReport> {
    const [summary, agents] = await Promise.all([
      this.gateway.agentSummary(tenantId, month),
      this.gateway.agentsByAgent(tenantId, month, ALL_AGENTS),
    ]);
    return { plan: toAgentPlanReport(summary), agents: toAgentList(agents) };
  }

  async list(tenantId: string, month: string): Promise<AgentList> {
    return toAgentList(await this.gateway.agentsByAgent(tenantId, month, ALL_AGENTS));
  }
}
