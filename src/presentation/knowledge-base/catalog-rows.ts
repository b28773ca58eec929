import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { lastUpdateParts, type LastUpdateParts } from '../../domain/knowledge-base/last-update.rule';
import type { Language } from '../../domain/shared/language.rule';

/** A catalog as the table shows it (spec 2 §2.3 columns). */
export interface CatalogRow {
  readonly id: string;
  readonly name: string;
  readonly contentCount: number;
  /** Undefined when the server sent no valid date: the cell shows only 'By …'. */
  readonly lastUpdate: LastUpdateParts | undefined;
  readonly updatedBy: string;
}

export function toCatalogRow(catalog: Catalog, language: Language): CatalogRow {
  return {
    id: catalog.id,
    name: catalog.name,
    contentCount: catalog.content_count,
    lastUpdate: lastUpdateParts(catalog.updated_at, language),
    updatedBy: catalog.updated_by,
  };
}
