import { ContainerModule } from 'inversify';
import { CopilotGateway } from '../../application/copilot/copilot.port';
import { CopilotCommandGateway } from './copilot.adapter';

export function copilotGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CopilotGateway>(CopilotGateway).to(CopilotCommandGateway).inSingletonScope();
  });
}
