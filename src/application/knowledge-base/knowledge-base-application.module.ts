import { ContainerModule } from 'inversify';
import { AddContentUseCase } from './add-content.use-case';
import { DeleteCatalogUseCase } from './delete-catalog.use-case';
import { DocumentActionsUseCase } from './document-actions.use-case';
import { LoadCatalogsUseCase } from './load-catalogs.use-case';
import { LoadDocumentsUseCase } from './load-documents.use-case';
import { SaveCatalogUseCase } from './save-catalog.use-case';
import { UpdateContentUseCase } from './update-content.use-case';
import { UrlPagesUseCase } from './url-pages.use-case';

/** The knowledge base's use cases: stateless services, one instance each. */
export function knowledgeBaseApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadCatalogsUseCase).toSelf().inSingletonScope();
    options.bind(SaveCatalogUseCase).toSelf().inSingletonScope();
    options.bind(DeleteCatalogUseCase).toSelf().inSingletonScope();
    options.bind(LoadDocumentsUseCase).toSelf().inSingletonScope();
    options.bind(AddContentUseCase).toSelf().inSingletonScope();
    options.bind(UpdateContentUseCase).toSelf().inSingletonScope();
    options.bind(DocumentActionsUseCase).toSelf().inSingletonScope();
    options.bind(UrlPagesUseCase).toSelf().inSingletonScope();
  });
}
