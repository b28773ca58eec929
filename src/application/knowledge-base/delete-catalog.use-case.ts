import { inject, injectable } from 'inversify';
import { CatalogsGateway } from './catalogs.port';

/** Spec 2 §2.3: deleting a catalog (the confirmation is the page's, before this runs). */
@injectable()
export class DeleteCatalogUseCase {
  constructor(@inject(CatalogsGateway) private readonly catalogs: CatalogsGateway) {}

  execute(tenantId: string, catalogId: string): Promise<void> {
    return this.catalogs.remove(tenantId, catalogId);
  }
}
