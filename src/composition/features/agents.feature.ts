import type { ContainerModule } from 'inversify';
import { agentsApplicationModule } from '../../application/agents/agents-application.module';
import { agentsGatewaysModule } from '../../infrastructure/agents/agents-gateways.module';
import { agentsPresentationModule } from '../../presentation/agents/agents.module';

export function agentsFeatureModules(): ContainerModule[] {
  return [agentsGatewaysModule(), agentsApplicationModule(), agentsPresentationModule()];
}
