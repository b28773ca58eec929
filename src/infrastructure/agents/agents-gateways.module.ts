import { ContainerModule } from 'inversify';
import { AgentConsumptionGateway } from '../../application/agents/agent-consumption.port';
import { AgentOwnersGateway } from '../../application/agents/agent-owners.port';
import { AgentsGateway } from '../../application/agents/agents.port';
import { InviteAgentModal } from '../../application/agents/invite-agent-modal.port';
import { AgentConsumptionCommandGateway } from './agent-consumption.adapter';
import { AgentOwnersCommandGateway } from './agent-owners.adapter';
import { AgentsCommandGateway } from './agents.adapter';
import { InviteAgentHostModal } from './invite-agent-modal.adapter';

export function agentsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<AgentsGateway>(AgentsGateway).to(AgentsCommandGateway).inSingletonScope();
    options.bind<AgentOwnersGateway>(AgentOwnersGateway).to(AgentOwnersCommandGateway).inSingletonScope();
    options
      .bind<AgentConsumptionGateway>(AgentConsumptionGateway)
      .to(AgentConsumptionCommandGateway)
      .inSingletonScope();
    options.bind<InviteAgentModal>(InviteAgentModal).to(InviteAgentHostModal).inSingletonScope();
  });
}
