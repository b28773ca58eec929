import { inject, injectable } from 'inversify';
import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { normalizeCatalogName, validateCatalogName } from '../../domain/knowledge-base/catalog-name.rule';
import { CatalogsGateway } from './catalogs.port';

/** Thrown before any command when the name breaks spec 2 §5 (the UI disables Save first). */
export class InvalidCatalogNameError extends Error {
  constructor() {
    super('The catalog name is required.');
    this.name = 'InvalidCatalogNameError';
  }
}

/** Creating and renaming a catalog (spec 2 §2.4, §2.5, §7): the name is checked and saved trimmed. */
@injectable()
export class SaveCatalogUseCase {
  constructor(@inject(CatalogsGateway) private readonly catalogs: CatalogsGateway) {}

  create(tenantId: string, name: string): Promise<Catalog> {
    return this.catalogs.create(tenantId, checked(name));
  }

  rename(tenantId: string, catalogId: string, name: string): Promise<void> {
    return this.catalogs.rename(tenantId, catalogId, checked(name));
  }
}

function checked(name: string): string {
  if (validateCatalogName(name) !== null) throw new InvalidCatalogNameError();
  return normalizeCatalogName(name);
}
