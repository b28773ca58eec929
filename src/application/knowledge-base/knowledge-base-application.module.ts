import { ContainerModule } from 'inversify';
import { DeleteCatalogUseCase } from './delete-catalog.use-case';
import { LoadCatalogsUseCase } from './load-catalogs.use-case';
import { SaveCatalogUseCase } from './save-catalog.use-case';

/** The knowledge base's use cases: stateless services, one instance each. */
export function knowledgeBaseApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadCatalogsUseCase).toSelf().inSingletonScope();
    options.bind(SaveCatalogUseCase).toSelf().inSingletonScope();
    options.bind(DeleteCatalogUseCase).toSelf().inSingletonScope();
  });
}
