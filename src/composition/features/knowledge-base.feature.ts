import type { ContainerModule } from 'inversify';
import { knowledgeBaseApplicationModule } from '../../application/knowledge-base/knowledge-base-application.module';
import { knowledgeBaseGatewaysModule } from '../../infrastructure/knowledge-base/knowledge-base-gateways.module';
import { knowledgeBasePresentationModule } from '../../presentation/knowledge-base/knowledge-base.module';

export function knowledgeBaseFeatureModules(): ContainerModule[] {
  return [knowledgeBaseGatewaysModule(), knowledgeBaseApplicationModule(), knowledgeBasePresentationModule()];
}
