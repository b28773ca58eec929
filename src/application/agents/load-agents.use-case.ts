import { inject, injectable } from 'inversify';
import type { Agent } from '../../domain/agents/agent.entity';
import { consumptionMonth, mergeConsumption } from '../../domain/agents/agent-consumption.rule';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { AgentConsumptionGateway } from './agent-consumption.gateway';
import { AgentOwnersGateway } from './agent-owners.gateway';
import { AgentsGateway } from './agents.gateway';
import { runBounded } from '../shared/concurrency-limiter';

/** Desk owner lookups in flight at once (ARCHITECTURE §8: bounded fan-out). */
export const AGENT_BOTS_CONCURRENCY = 6;

/**
 * The agents page's data (spec 1 §7): the agents and this month's consumption load side by
 * side and are merged; the bots of each agent come after, one desk lookup per agent.
 */
@injectable()
export class LoadAgentsUseCase {
  constructor(
    @inject(AgentsGateway) private readonly agents: AgentsGateway,
    @inject(AgentConsumptionGateway) private readonly consumption: AgentConsumptionGateway,
    @inject(AgentOwnersGateway) private readonly owners: AgentOwnersGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Rejects when either list fails with anything but "not found" (spec 1 §8). */
  async execute(tenantId: string): Promise<Agent[]> {
    const month = consumptionMonth(this.clock.now());
    const [records, rows] = await Promise.all([
      this.agents.listAll(tenantId),
      this.consumption.getMonthly(tenantId, month),
    ]);
    return mergeConsumption(records, rows);
  }

  /** Hands each agent's bots over as its lookup answers; a failed lookup is no bots. */
  loadBots(
    tenantId: string,
    userIdentities: readonly string[],
    onBots: (userIdentity: string, bots: readonly string[]) => void,
  ): Promise<void> {
    return runBounded(
      userIdentities,
      AGENT_BOTS_CONCURRENCY,
      (identity) => this.owners.getBots(tenantId, identity),
      onBots,
      (identity, error) => {
        this.logger.warn('Agent bots unavailable', { identity, error });
        onBots(identity, []);
      },
    );
  }
}
