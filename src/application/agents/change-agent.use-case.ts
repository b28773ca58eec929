import { inject, injectable } from 'inversify';
import type { Agent } from '../../domain/agents/agent.entity';
import { agentRemoval, nonTriggerable, withEnabled } from '../../domain/agents/agent-removal.rule';
import { AgentsGateway } from './agents.port';

/** A delete the rules refuse: a triggered agent stays (spec 1 §4 'Agent'). */
export class TriggeredAgentDeleteError extends Error {
  constructor(readonly userIdentity: string) {
    super('A triggered agent cannot be deleted');
    this.name = 'TriggeredAgentDeleteError';
  }
}

/** Saving and removing agents (spec 1 §4 'Agent', §7). Each method resolves with the saved state. */
@injectable()
export class ChangeAgentUseCase {
  constructor(@inject(AgentsGateway) private readonly agents: AgentsGateway) {}

  async setEnabled(agent: Agent, enabled: boolean): Promise<Agent> {
    const next = withEnabled(agent, enabled);
    await this.agents.save(next);
    return next;
  }

  /** Disabled with its applications cleared; an agent already disabled is left as it is. */
  async makeNonTriggerable(agent: Agent): Promise<Agent> {
    if (!agent.enabled) return agent;
    const next = nonTriggerable(agent);
    await this.agents.save(next);
    return next;
  }

  async delete(agent: Agent): Promise<void> {
    if (agentRemoval(agent) !== 'delete') throw new TriggeredAgentDeleteError(agent.userIdentity);
    await this.agents.remove(agent.tenantId, agent.userIdentity);
  }
}
