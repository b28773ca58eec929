import { ContainerModule } from 'inversify';
import { PipelinesGateway } from '../../application/pipelines/pipelines.gateway';
import { PipelinesCommandGateway } from './pipelines.command-gateway';

export function pipelinesGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<PipelinesGateway>(PipelinesGateway).to(PipelinesCommandGateway).inSingletonScope();
  });
}
