import { ContainerModule } from 'inversify';
import { AgentPlanGateway } from '../../application/access/agent-plan.gateway';
import { UserRoleGateway } from '../../application/access/user-role.gateway';
import { AgentPlanCommandGateway } from './agent-plan.command-gateway';
import { UserRoleCommandGateway } from './user-role.command-gateway';

export function accessGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<UserRoleGateway>(UserRoleGateway).to(UserRoleCommandGateway).inSingletonScope();
    options.bind<AgentPlanGateway>(AgentPlanGateway).to(AgentPlanCommandGateway).inSingletonScope();
  });
}
