import { ContainerModule } from 'inversify';
import { AgentPlanGateway } from '../../application/access/agent-plan.port';
import { UserRoleGateway } from '../../application/access/user-role.port';
import { AgentPlanCommandGateway } from './agent-plan.adapter';
import { UserRoleCommandGateway } from './user-role.adapter';

export function accessGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<UserRoleGateway>(UserRoleGateway).to(UserRoleCommandGateway).inSingletonScope();
    options.bind<AgentPlanGateway>(AgentPlanGateway).to(AgentPlanCommandGateway).inSingletonScope();
  });
}
