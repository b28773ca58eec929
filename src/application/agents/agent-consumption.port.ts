import type { AgentConsumption } from '../../domain/agents/agent.entity';

/** Monthly agent consumption on the billing service (spec 1 §7, spec 3 §7.2). */
export const AgentConsumptionGateway = Symbol.for('AgentConsumptionGateway');
export interface AgentConsumptionGateway {
  /** Every agent row of the month ('YYYY-MM'); 67 is an empty list, other failures reject (spec 1 §8). */
  getMonthly(tenantId: string, month: string): Promise<AgentConsumption[]>;
}
