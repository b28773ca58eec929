import type { Catalog, CatalogPage } from '../../domain/knowledge-base/catalog.entity';

export interface CatalogListQuery {
  readonly take: number;
  readonly skip: number;
  /** Exact catalog name (spec 2 §5); absent or '' lists every catalog. */
  readonly name?: string | undefined;
}

/** Catalogs on the AI platform service (spec 2 §7 'Catalogs'). Failures reject with a CommandFailure. */
export const CatalogsGateway = Symbol.for('CatalogsGateway');
export interface CatalogsGateway {
  list(tenantId: string, query: CatalogListQuery): Promise<CatalogPage>;
  get(tenantId: string, catalogId: string): Promise<Catalog>;
  /** Resolves with the catalog the server created (its id opens its documents page). */
  create(tenantId: string, name: string): Promise<Catalog>;
  rename(tenantId: string, catalogId: string, name: string): Promise<void>;
  remove(tenantId: string, catalogId: string): Promise<void>;
}
