import { ContainerModule } from 'inversify';
import { CatalogsGateway } from '../../application/knowledge-base/catalogs.gateway';
import { DocumentsGateway, KnowledgeMedia } from '../../application/knowledge-base/documents.gateway';
import { CatalogsCommandGateway } from './catalogs.command-gateway';
import { DocumentsCommandGateway } from './documents.command-gateway';
import { KnowledgeMediaGateway } from './knowledge-media.gateway';

export function knowledgeBaseGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CatalogsGateway>(CatalogsGateway).to(CatalogsCommandGateway).inSingletonScope();
    options.bind<DocumentsGateway>(DocumentsGateway).to(DocumentsCommandGateway).inSingletonScope();
    options.bind<KnowledgeMedia>(KnowledgeMedia).to(KnowledgeMediaGateway).inSingletonScope();
  });
}
