import type { FakeBackendContext } from '../backend-context';
import { catalogsSlice } from '../dataset/seed-catalogs';
import { documentsSlice, type FakeDocumentRecord } from '../dataset/seed-documents';
import { FakeHostError, notFound } from '../fake-host.error';
import { LimeReason } from '../lime-reason';
import { GETS_UNTIL_PROCESSED } from './knowledge-base-documents.rules';
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

/** Content the service (re)processes: processing now, settled after a few gets by id. */
export function startProcessing(context: FakeBackendContext, record: FakeDocumentRecord): void {
  record.status = 'processing';
  record.pendingGets = GETS_UNTIL_PROCESSED;
  record.settlesAs = 'active';
  record.updated_at = context.now().toISOString();
  record.updated_by = context.data.loggedUser.email;
}
