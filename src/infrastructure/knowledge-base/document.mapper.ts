import * as v from 'valibot';
import type { PagedResult } from '../../application/knowledge-base/documents.gateway';
import type { Document, DocumentStatus, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import {
  readAliasedField,
  toContentSizeBytes,
  toDocumentExtension,
  toText,
} from '../../domain/knowledge-base/document-fields.rule';
import { toDocumentStatus } from '../../domain/knowledge-base/document-status.rule';
import { type Fields } from '../shared/command-resource';
import {
  anObject,
  fields,
  optionalCount,
  parsedOrNone,
  readAnswer,
  readWith,
  validItems,
} from '../shared/answer-schema';

/**
 * Spec 2 §3 'Document' from the wire, each shape declared once below: either status spelling,
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

const VERSION = v.pipe(
  anObject,
  v.transform(withSpecNames),
  fields({ version_id: REQUIRED_ID, ...SHARED_ENTRIES }),
);

const DOCUMENT = v.pipe(
  anObject,
  v.transform(withSpecNames),
  fields({
    id: REQUIRED_ID,
    version_id: TEXT,
    catalogId: TEXT,
    catalog_id: TEXT,
    versions: validItems(VERSION),
    created_at: TEXT,
    ...SHARED_ENTRIES,
  }),
);

function documentOf(parsed: v.InferOutput<typeof DOCUMENT>, catalogId: string): Document {
  const { catalog_id, ...document } = parsed;
  return { ...document, catalogId: document.catalogId || catalog_id || catalogId };
}

export function toDocument(raw: unknown, catalogId: string): Document {
  return documentOf(readAnswer(DOCUMENT, raw, 'knowledge-base document'), catalogId);
}

/** Spec 2 §3 'Document version (also a URL page)'. */
export function toDocumentVersion(raw: unknown): DocumentVersion {
  return readAnswer(VERSION, raw, 'knowledge-base document version');
}

const PAGE = fields({ items: v.array(v.unknown()), total: optionalCount });

/**
 * Spec 2 §3 'Paged list response'. One malformed item is dropped rather than failing the
 * page: the other rows stay usable. `total` is the server's (the dropped item still counts
 * for paging), never fewer than the items kept; absent, it counts the items as sent.
 */
function toPage<T>(raw: unknown, what: string, read: (item: unknown) => T[]): PagedResult<T> {
  const page = readAnswer(PAGE, raw, what);
  const items = page.items.flatMap(read);
  return { items, total: Math.max(items.length, Math.floor(page.total ?? page.items.length)) };
}

export function toDocumentPage(raw: unknown, catalogId: string): PagedResult<Document> {
  return toPage(raw, 'knowledge-base document page', (item) =>
    parsedOrNone(DOCUMENT, item).map((parsed) => documentOf(parsed, catalogId)),
  );
}

export function toDocumentVersionPage(raw: unknown): PagedResult<DocumentVersion> {
  return toPage(raw, 'knowledge-base version page', (item) => parsedOrNone(VERSION, item));
}

/**
 * The server's spelling of a status we send (docs/decisions/knowledge-base.md, 'Status spelling'):
 * upper case, as the enum reads in the spec's second spelling; the reader accepts both.
 */
export function toWireStatus(status: Exclude<DocumentStatus, 'processing'>): string {
  return status.toUpperCase();
}
