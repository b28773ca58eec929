import { ContainerModule } from 'inversify';
import { LoadPipelinesUseCase } from './load-pipelines.use-case';
import { PipelineActionsUseCase } from './pipeline-actions.use-case';

/** The pipeline page's use cases: stateless services, one instance each. */
export function pipelinesApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadPipelinesUseCase).toSelf().inSingletonScope();
    options.bind(PipelineActionsUseCase).toSelf().inSingletonScope();
  });
}
