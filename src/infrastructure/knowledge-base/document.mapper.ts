import type { PagedResult } from '../../application/knowledge-base/documents.gateway';
import type { Document, DocumentStatus, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import {
  readAliasedField,
  toContentSizeBytes,
  toDocumentExtension,
  toText,
} from '../../domain/knowledge-base/document-fields.rule';
import { toDocumentStatus } from '../../domain/knowledge-base/document-status.rule';
import { fieldsOf, finiteNumber, isFields, malformed, type Fields } from '../shared/command-resource';

/**
 * Spec 2 §3 'Document' from the wire: either status spelling, the alternative names
 * updatedAt / updatedBy / syncStatus, and the defaults (status processing, size 0). A document
 * without an id cannot be polled, opened or deleted, so it is malformed. `catalogId` is the
 * one the response names, else the catalog that was asked (the server may leave it out).
 */
export function toDocument(raw: unknown, catalogId: string): Document {
  const fields = fieldsOf(raw, 'knowledge-base document');
  const id = toText(fields['id']).trim();
  if (id === '') throw malformed('knowledge-base document without id');
  const versions = Array.isArray(fields['versions'])
    ? (fields['versions'] as unknown[]).flatMap(optionalVersion)
    : [];
  return {
    id,
    version_id: toText(fields['version_id']),
    catalogId: toText(fields['catalogId']) || toText(fields['catalog_id']) || catalogId,
    name: toText(fields['name']),
    url: toText(fields['url']),
    extension: toDocumentExtension(fields['extension']),
    status: statusOf(fields),
    content_size_bytes: toContentSizeBytes(fields['content_size_bytes']),
    versions,
    created_at: toText(fields['created_at']),
    updated_at: toText(readAliasedField(fields, 'updated_at')),
    updated_by: toText(readAliasedField(fields, 'updated_by')),
  };
}

/** Spec 2 §3 'Document version (also a URL page)'; without a version_id it cannot be chosen. */
export function toDocumentVersion(raw: unknown): DocumentVersion {
  const fields = fieldsOf(raw, 'knowledge-base document version');
  const versionId = toText(fields['version_id']).trim();
  if (versionId === '') throw malformed('knowledge-base document version without version_id');
  return {
    version_id: versionId,
    name: toText(fields['name']),
    extension: toDocumentExtension(fields['extension']),
    url: toText(fields['url']),
    content_size_bytes: toContentSizeBytes(fields['content_size_bytes']),
    updated_at: toText(readAliasedField(fields, 'updated_at')),
    updated_by: toText(readAliasedField(fields, 'updated_by')),
    status: statusOf(fields),
  };
}

export function toDocumentPage(raw: unknown, catalogId: string): PagedResult<Document> {
  return toPage(raw, 'knowledge-base document page', (item) => toDocument(item, catalogId));
}

export function toDocumentVersionPage(raw: unknown): PagedResult<DocumentVersion> {
  return toPage(raw, 'knowledge-base version page', toDocumentVersion);
}

/**
 * Spec 2 §3 'Paged list response'. One malformed item is dropped rather than failing the
 * page: the other rows stay usable. `total` is the server's (the dropped item still counts
 * for paging), never fewer than the items kept; absent, it counts the items as sent.
 */
function toPage<T>(raw: unknown, what: string, map: (item: unknown) => T): PagedResult<T> {
  if (!isFields(raw) || !Array.isArray(raw['items'])) throw malformed(what);
  const sent = raw['items'] as unknown[];
  const items = sent.flatMap((item) => dropMalformed(() => map(item)));
  return { items, total: Math.max(items.length, Math.floor(finiteNumber(raw['total'], sent.length))) };
}

function optionalVersion(raw: unknown): DocumentVersion[] {
  return dropMalformed(() => toDocumentVersion(raw));
}

function dropMalformed<T>(read: () => T): T[] {
  try {
    return [read()];
  } catch {
    return [];
  }
}

function statusOf(fields: Fields): DocumentStatus {
  return toDocumentStatus(readAliasedField(fields, 'status'));
}

/**
 * The server's spelling of a status we send (docs/decisions.md 'Knowledge base documents'):
 * upper case, as the enum reads in the spec's second spelling; the reader accepts both.
 */
export function toWireStatus(status: Exclude<DocumentStatus, 'processing'>): string {
  return status.toUpperCase();
}
