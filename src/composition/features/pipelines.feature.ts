import type { ContainerModule } from 'inversify';
import { pipelinesApplicationModule } from '../../application/pipelines/pipelines-application.module';
import { pipelinesGatewaysModule } from '../../infrastructure/pipelines/pipelines-gateways.module';
import { pipelinesPresentationModule } from '../../presentation/pipelines/pipelines.module';

export function pipelinesFeatureModules(): ContainerModule[] {
  return [pipelinesGatewaysModule(), pipelinesApplicationModule(), pipelinesPresentationModule()];
}
