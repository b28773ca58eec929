import type { FakeBackendContext } from '../backend-context';
import { catalogsSlice } from '../dataset/seed-catalogs';
import { documentsSlice, type FakeDocumentRecord } from '../dataset/seed-documents';
import { FakeHostError, notFound } from '../fake-host.error';
import { LimeReason } from '../lime-reason';
import { GETS_UNTIL_PROCESSED, staysStuck } from './knowledge-base-documents.rules';
import { requireTenant } from './route-helpers';

/** Shared by the document and URL routes of the fake AI platform (spec 2 §7 'Documents'). */

export const DOCUMENTS_PREFIX = '/knowledge-base/{tenantId}/catalog/{catalogId}';

/** A content error is the service failing to process the file: 64 with its own text. */
export const processingFailure = (text: string): FakeHostError =>
  new FakeHostError(LimeReason.INVALID_ARGUMENT, text);

/** The documents of a catalog the route names; an unknown tenant or catalog is 67. */
export function documentsOf(context: FakeBackendContext, params: Readonly<Record<string, string>>) {
  requireTenant(context, params['tenantId']);
  const catalogId = params['catalogId'];
  if (!catalogsSlice(context).catalogs.some((catalog) => catalog.id === catalogId))
    throw notFound(`catalog '${catalogId ?? ''}'`);
  const all = documentsSlice(context).documents;
  return {
    catalogId: catalogId ?? '',
    all,
    listed: () => all.filter((document) => document.catalogId === catalogId),
    find(documentId: string | undefined): FakeDocumentRecord {
      const found = all.find((doc) => doc.id === documentId && doc.catalogId === catalogId);
      if (found === undefined) throw notFound(`document '${documentId ?? ''}'`);
      return found;
    },
  };
}

/** What a new document says of itself; the rest is the service's own bookkeeping. */
export type NewDocumentFields = Pick<
  FakeDocumentRecord,
  'version_id' | 'name' | 'url' | 'extension' | 'content_size_bytes' | 'versions'
>;

/**
 * Spec 2 §7: content added by a set on …/document or …/url (or its crawl variant), first in
 * the catalog and processing from now on.
 */
export function addNewDocument(
  context: FakeBackendContext,
  catalog: { readonly catalogId: string; readonly all: FakeDocumentRecord[] },
  fields: NewDocumentFields,
): void {
  const record: FakeDocumentRecord = {
    ...fields,
    id: documentsSlice(context).newId(),
    catalogId: catalog.catalogId,
    status: 'processing',
    created_at: context.now().toISOString(),
    updated_at: '',
    updated_by: '',
    spelling: 'lower',
    aliases: false,
    omitStatusWhileProcessing: false,
    embedsCurrentOnly: false,
    pendingGets: GETS_UNTIL_PROCESSED,
    settlesAs: 'active',
  };
  startProcessing(context, record);
  catalog.all.unshift(record);
}

/**
 * Content the service (re)processes: processing now, settled after a few gets by id (never for
 * 'stuck' content: staysStuck).
 */
export function startProcessing(context: FakeBackendContext, record: FakeDocumentRecord): void {
  record.status = 'processing';
  record.pendingGets = staysStuck(record) ? Number.POSITIVE_INFINITY : GETS_UNTIL_PROCESSED;
  record.settlesAs = 'active';
  record.updated_at = context.now().toISOString();
  record.updated_by = context.data.loggedUser.email;
}
