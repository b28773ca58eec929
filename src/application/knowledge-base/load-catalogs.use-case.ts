import { inject, injectable } from 'inversify';
import type { Catalog, CatalogPage } from '../../domain/knowledge-base/catalog.entity';
import { catalogSearchTerm } from '../../domain/knowledge-base/catalog-list.rule';
import { pageQuery } from '../../domain/shared/paging.rule';
import { CatalogsGateway } from './catalogs.port';

/** Spec 2 §2.3: one page of catalogs, server-side paged and filtered by exact name. */
@injectable()
export class LoadCatalogsUseCase {
  constructor(@inject(CatalogsGateway) private readonly catalogs: CatalogsGateway) {}

  execute(tenantId: string, page: number, pageSize: number, search: string): Promise<CatalogPage> {
    const name = catalogSearchTerm(search);
    return this.catalogs.list(tenantId, { ...pageQuery(page, pageSize), name });
  }

  /** Spec 2 §2.5: the catalog whose documents a page shows (its name is the breadcrumb). */
  one(tenantId: string, catalogId: string): Promise<Catalog> {
    return this.catalogs.get(tenantId, catalogId);
  }
}
