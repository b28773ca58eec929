import { ContainerModule } from 'inversify';
import { CatalogsGateway } from '../../application/knowledge-base/catalogs.port';
import { DocumentsGateway, KnowledgeMedia } from '../../application/knowledge-base/documents.port';
import { CatalogsCommandGateway } from './catalogs.adapter';
import { DocumentsCommandGateway } from './documents.adapter';
import { KnowledgeMediaGateway } from './knowledge-media.adapter';

export function knowledgeBaseGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CatalogsGateway>(CatalogsGateway).to(CatalogsCommandGateway).inSingletonScope();
    options.bind<DocumentsGateway>(DocumentsGateway).to(DocumentsCommandGateway).inSingletonScope();
    options.bind<KnowledgeMedia>(KnowledgeMedia).to(KnowledgeMediaGateway).inSingletonScope();
  });
}
