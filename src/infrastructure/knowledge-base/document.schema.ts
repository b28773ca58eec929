import * as v from 'valibot';
import type { PagedResult } from '../../application/knowledge-base/documents.port';
import type { Document, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import {
  readAliasedField,
  toContentSizeBytes,
  toDocumentExtension,
  toText,
} from '../../domain/knowledge-base/document-fields.rule';
import { toDocumentStatus } from '../../domain/knowledge-base/document-status.rule';
import { type Fields } from '../shared/command-resource';
import { anObject, fields, optionalCount, parsedOrNone, readWith, validItems } from '../shared/answer-schema';

/**
 * Spec 2 §3 'Document' from the wire, each shape declared once below with its mapping (issue 36
 * §3): either status spelling,
 * the alternative names updatedAt / updatedBy / syncStatus, and the defaults (status processing,
 * size 0). A document without an id cannot be polled, opened or deleted, and a version without a
 * version_id cannot be chosen: those are a `MalformedAnswer` naming the field. `catalogId` is the
 * one the response names, else the catalog that was asked (the server may leave it out).
 */

/** Spec 2 §3 alternative names read as the spec's names (the spec name wins when both are sent). */
function withSpecNames(raw: Fields): Fields {
  return {
    ...raw,
    status: readAliasedField(raw, 'status'),
    updated_at: readAliasedField(raw, 'updated_at'),
    updated_by: readAliasedField(raw, 'updated_by'),
  };
}

/** An identifier the document cannot do without: text (digits of a number), trimmed, non-empty. */
const REQUIRED_ID = v.pipe(
  v.unknown(),
  v.transform(toText),
  v.trim(),
  v.nonEmpty('Invalid value: Expected a non-empty id'),
);

const TEXT = readWith(toText);

const SHARED_ENTRIES = {
  name: TEXT,
  url: TEXT,
  extension: readWith(toDocumentExtension),
  status: readWith(toDocumentStatus),
  content_size_bytes: readWith(toContentSizeBytes),
  updated_at: TEXT,
  updated_by: TEXT,
};

/** Spec 2 §3 'Document version (also a URL page)'. */
export const DOCUMENT_VERSION = v.pipe(
  anObject,
  v.transform(withSpecNames),
  fields({ version_id: REQUIRED_ID, ...SHARED_ENTRIES }),
);

const DOCUMENT_FIELDS = v.pipe(
  anObject,
  v.transform(withSpecNames),
  fields({
    id: REQUIRED_ID,
    version_id: TEXT,
    catalogId: TEXT,
    catalog_id: TEXT,
    versions: validItems(DOCUMENT_VERSION),
    created_at: TEXT,
    ...SHARED_ENTRIES,
  }),
);

/** A document of the catalog `catalogId` (the one asked, when the answer names none). */
export function documentOf(catalogId: string) {
  return v.pipe(
    DOCUMENT_FIELDS,
    v.transform(({ catalog_id, ...document }): Document => ({
      ...document,
      catalogId: document.catalogId || catalog_id || catalogId,
    })),
  );
}

const PAGE = fields({ items: v.array(v.unknown()), total: optionalCount });

/**
 * Spec 2 §3 'Paged list response'. One malformed item is dropped rather than failing the
 * page: the other rows stay usable. `total` is the server's (the dropped item still counts
 * for paging), never fewer than the items kept; absent, it counts the items as sent.
 */
function pageOf<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    PAGE,
    v.transform((page): PagedResult<v.InferOutput<TItem>> => {
      const items = page.items.flatMap((value) => parsedOrNone(item, value));
      return { items, total: Math.max(items.length, Math.floor(page.total ?? page.items.length)) };
    }),
  );
}

/** A page of the documents of the catalog `catalogId`. */
export function documentPageOf(catalogId: string) {
  return v.pipe(
    pageOf(documentOf(catalogId)),
    v.transform((page): PagedResult<Document> => page),
  );
}

/** A page of a document's versions. */
export const DOCUMENT_VERSION_PAGE = v.pipe(
  pageOf(DOCUMENT_VERSION),
  v.transform((page): PagedResult<DocumentVersion> => page),
);
