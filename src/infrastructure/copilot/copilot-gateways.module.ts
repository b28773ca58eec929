import { ContainerModule } from 'inversify';
import { CopilotGateway } from '../../application/copilot/copilot.gateway';
import { CopilotCommandGateway } from './copilot.command-gateway';

export function copilotGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CopilotGateway>(CopilotGateway).to(CopilotCommandGateway).inSingletonScope();
  });
}
