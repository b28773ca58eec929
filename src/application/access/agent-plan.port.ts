import type { AgentPlanStatus } from '../../domain/access/agent-plan.entity';

/** GET /agent-plan/{tenantId}/active on the AI platform (spec 1 §7, spec 2 §7). */
export const AgentPlanGateway = Symbol.for('AgentPlanGateway');
export interface AgentPlanGateway {
  getActivePlan(tenantId: string): Promise<AgentPlanStatus>;
}
