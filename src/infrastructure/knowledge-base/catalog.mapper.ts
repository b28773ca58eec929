import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { fieldsOf, finiteNumber, isFields, malformed, nonEmptyText } from '../shared/command-resource';

/** Spec 2 §3 'Catalog' from the wire; a catalog without an id cannot be opened, so it is malformed. */
export function toCatalog(raw: unknown): Catalog {
  const fields = fieldsOf(raw, 'knowledge-base catalog');
  const id =
    nonEmptyText(fields['id']) ?? (typeof fields['id'] === 'number' ? String(fields['id']) : undefined);
  if (id === undefined) throw malformed('knowledge-base catalog without id');
  return {
    id,
    name: text(fields['name']),
    content_count: Math.max(0, Math.floor(finiteNumber(fields['content_count']))),
    updated_at: text(fields['updated_at']),
    updated_by: text(fields['updated_by']),
  };
}

/** Spec 2 §3 'Paged list response': items and total; a missing total counts the items. */
export function toCatalogPage(raw: unknown): { items: Catalog[]; total: number } {
  if (!isFields(raw) || !Array.isArray(raw['items'])) throw malformed('knowledge-base catalog page');
  const items = (raw['items'] as unknown[]).map(toCatalog);
  return { items, total: Math.max(items.length, finiteNumber(raw['total'], items.length)) };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
