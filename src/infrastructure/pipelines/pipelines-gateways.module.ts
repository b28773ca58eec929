import { ContainerModule } from 'inversify';
import { PipelinesGateway } from '../../application/pipelines/pipelines.port';
import { PipelinesCommandGateway } from './pipelines.adapter';

export function pipelinesGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<PipelinesGateway>(PipelinesGateway).to(PipelinesCommandGateway).inSingletonScope();
  });
}
