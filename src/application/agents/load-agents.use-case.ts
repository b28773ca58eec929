import { inject, injectable } from 'inversify';
import type { Agent, AgentConsumption, AgentRecord } from '../../domain/agents/agent.entity';
import { consumptionMonth, mergeConsumption } from '../../domain/agents/agent-consumption.rule';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { AgentConsumptionGateway } from './agent-consumption.port';
import { AgentOwnersGateway } from './agent-owners.port';
import { AgentsGateway } from './agents.port';
import { PriorityReads } from '../shared/priority-reads';

/** Desk owner lookups in flight at once (architecture.md §8: bounded fan-out). */
export const AGENT_BOTS_CONCURRENCY = 6;

export interface AgentsLoadListener {
  /** One page of agents with this month's consumption merged in, in page order (issue 34 §2). */
  pageLoaded(agents: readonly Agent[]): void;
}

/**
 * The agents page's data (spec 1 §7): the agents and this month's consumption load side by
 * side; each page of agents is handed over merged as soon as both it and the consumption are in
 * (issue 34 §2: rows before paging ends). The bots of each agent come after, one desk lookup per
 * agent, the rows on screen first.
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

  /** Every agent; rejects when either list fails with anything but "not found" (spec 1 §8). */
  async execute(tenantId: string, listener?: AgentsLoadListener, signal?: AbortSignal): Promise<Agent[]> {
    const month = consumptionMonth(this.clock.now());
    let rows: readonly AgentConsumption[] | undefined;
    // Pages that came before the consumption wait for it: a row never shows 'not triggered' wrongly.
    const waiting: (readonly AgentRecord[])[] = [];
    const deliver = (page: readonly AgentRecord[], consumption: readonly AgentConsumption[]) => {
      if (signal?.aborted !== true) listener?.pageLoaded(mergeConsumption(page, consumption));
    };
    const consumption = this.consumption.getMonthly(tenantId, month).then((answer) => {
      rows = answer;
      for (const page of waiting.splice(0)) deliver(page, answer);
      return answer;
    });
    const [records, consumptionRows] = await Promise.all([
      this.agents.listAll(tenantId, {
        signal,
        onPage: (page) => (rows === undefined ? waiting.push(page) : deliver(page, rows)),
      }),
      consumption,
    ]);
    return mergeConsumption(records, consumptionRows);
  }

  /**
   * Each agent's bots as its desk lookup answers, at most AGENT_BOTS_CONCURRENCY at once: the
   * caller adds the agents page by page and prioritizes the rows on screen; a failed lookup is
   * no bots. Aborting the signal stops the lookups not yet sent.
   */
  botReads(
    tenantId: string,
    onBots: (userIdentity: string, bots: readonly string[]) => void,
    signal?: AbortSignal,
  ): PriorityReads<string> {
    return new PriorityReads<string>({
      width: AGENT_BOTS_CONCURRENCY,
      signal,
      read: async (identity, readSignal) => {
        const bots = await this.owners.getBots(tenantId, identity);
        if (!readSignal.aborted) onBots(identity, bots);
      },
      onError: (identity, error) => {
        this.logger.warn('Agent bots unavailable', { identity, error });
        onBots(identity, []);
      },
    });
  }
}
