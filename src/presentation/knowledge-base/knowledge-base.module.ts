import { ContainerModule } from 'inversify';
import { CatalogDocumentsPresenter } from './catalog-documents.presenter';
import { CatalogListPresenter } from './catalog-list.presenter';
import { CreateCatalogPresenter } from './create-catalog.presenter';
import { UrlPagesPresenter } from './url-pages.presenter';

/** The knowledge base's presenters: one set per page mount. */
export function knowledgeBasePresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(CatalogListPresenter).toSelf().inTransientScope();
    options.bind(CreateCatalogPresenter).toSelf().inTransientScope();
    options.bind(CatalogDocumentsPresenter).toSelf().inTransientScope();
    options.bind(UrlPagesPresenter).toSelf().inTransientScope();
  });
}
