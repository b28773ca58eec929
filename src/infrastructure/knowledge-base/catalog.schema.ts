import * as v from 'valibot';
import type { Catalog } from '../../domain/knowledge-base/catalog.entity';
import { count, fields, optionalCount } from '../shared/answer-schema';

/**
 * Spec 2 §3 'Catalog' from the wire, declared once below (issue 36 §3: the schema is the mapping). A catalog without an id cannot be
 * opened, so it is a `MalformedAnswer` naming the field, and so is the page that holds it.
 */

const TEXT = v.fallback(v.string(), '');

/** One catalog (GET or set of a catalog). */
export const CATALOG = fields({
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

/** Spec 2 §3 'Paged list response': items and total; a missing total counts the items. */
export const CATALOG_PAGE = v.pipe(
  fields({ items: v.array(CATALOG), total: optionalCount }),
  v.transform(({ items, total }): { items: Catalog[]; total: number } => ({
    items,
    total: Math.max(items.length, total ?? items.length),
  })),
);
