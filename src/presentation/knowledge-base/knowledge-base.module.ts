import { ContainerModule } from 'inversify';
import { CatalogListPresenter } from './catalog-list.presenter';
import { CreateCatalogPresenter } from './create-catalog.presenter';

/** The knowledge base's presenters: one set per page mount. */
export function knowledgeBasePresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(CatalogListPresenter).toSelf().inTransientScope();
    options.bind(CreateCatalogPresenter).toSelf().inTransientScope();
  });
}
