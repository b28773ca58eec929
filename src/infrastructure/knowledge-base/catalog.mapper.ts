import * as v from 'valibot';
import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { count, fields, optionalCount, readAnswer } from '../shared/answer-schema';

/**
 * Spec 2 §3 'Catalog' from the wire, declared once below. A catalog without an id cannot be
 * opened, so it is a `MalformedAnswer` naming the field, and so is the page that holds it.
 */

const TEXT = v.fallback(v.string(), '');

const CATALOG = fields({
  id: v.union([
    v.pipe(
      v.string(),
      v.check((id) => id.trim() !== ''),
    ),
    v.pipe(v.number(), v.transform(String)),
  ]),
  name: TEXT,
  content_count: v.pipe(
    count(),
    v.transform((value) => Math.max(0, Math.floor(value))),
  ),
  updated_at: TEXT,
  updated_by: TEXT,
});

export function toCatalog(raw: unknown): Catalog {
  return readAnswer(CATALOG, raw, 'knowledge-base catalog');
}

/** Spec 2 §3 'Paged list response': items and total; a missing total counts the items. */
const CATALOG_PAGE = v.pipe(
  fields({ items: v.array(CATALOG), total: optionalCount }),
  v.transform(({ items, total }) => ({ items, total: Math.max(items.length, total ?? items.length) })),
);

export function toCatalogPage(raw: unknown): { items: Catalog[]; total: number } {
  return readAnswer(CATALOG_PAGE, raw, 'knowledge-base catalog page');
}
