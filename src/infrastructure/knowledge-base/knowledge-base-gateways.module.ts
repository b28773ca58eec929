import { ContainerModule } from 'inversify';
import { CatalogsGateway } from '../../application/knowledge-base/catalogs.gateway';
import { CatalogsCommandGateway } from './catalogs.command-gateway';

export function knowledgeBaseGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CatalogsGateway>(CatalogsGateway).to(CatalogsCommandGateway).inSingletonScope();
  });
}
