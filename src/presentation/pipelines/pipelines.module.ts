import { ContainerModule } from 'inversify';
import { PipelinesPresenter } from './pipelines.presenter';

export function pipelinesPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(PipelinesPresenter).toSelf().inTransientScope();
  });
}
