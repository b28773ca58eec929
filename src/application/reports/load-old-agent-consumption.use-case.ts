import { inject, injectable } from 'inversify';
import { toAgentList, toAgentPlanReport } from './agent-plan-usage';
import type { AgentConsumptionReport } from './load-agent-consumption.use-case';
import { UsageReportsGateway } from './usage-reports.port';

/** Spec 3 §2.13, §9: the legacy overview's agents table shows 5 rows (take 5). */
export const OLD_AGENT_SUMMARY_ROWS = 5;

/**
 * The legacy agent report (spec 3 §2.13, §3.4 'Older agent total', §7.2): the older
 * consolidated call (agents/total) and the first 5 agents. Its full list is the same
 * by-agent call as the newer one (LoadAgentConsumptionUseCase.list).
 */
@injectable()
export class LoadOldAgentConsumptionUseCase {
  constructor(@inject(UsageReportsGateway) private readonly gateway: UsageReportsGateway) {}

  async report(tenantId: string, month: string): Promise<AgentConsumptionReport> {
    const [total, agents] = await Promise.all([
      this.gateway.agentTotal(tenantId, month),
      this.gateway.agentsByAgent(tenantId, month, OLD_AGENT_SUMMARY_ROWS),
    ]);
    return { plan: toAgentPlanReport(total), agents: toAgentList(agents) };
  }
}
