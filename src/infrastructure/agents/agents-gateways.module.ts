import { ContainerModule } from 'inversify';
import { AgentConsumptionGateway } from '../../application/agents/agent-consumption.gateway';
import { AgentOwnersGateway } from '../../application/agents/agent-owners.gateway';
import { AgentsGateway } from '../../application/agents/agents.gateway';
import { InviteAgentModal } from '../../application/agents/invite-agent-modal.port';
import { AgentConsumptionCommandGateway } from './agent-consumption.command-gateway';
import { AgentOwnersCommandGateway } from './agent-owners.command-gateway';
import { AgentsCommandGateway } from './agents.command-gateway';
import { InviteAgentHostModal } from './invite-agent.host-modal';

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
