import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { documentsSlice, type FakeDocumentRecord, type FakeVersionRecord } from '../dataset/seed-documents';
import { invalidArgument, notFound } from '../fake-host.error';
import {
  addNewDocument,
  DOCUMENTS_PREFIX as PREFIX,
  documentsOf,
  processingFailure,
  startProcessing,
} from './knowledge-base-documents.access';
import { contentFilter, matchesNameFilter, requireWriter } from './knowledge-base.routes';
import {
  fileProcessingError,
  isSameContent,
  readFilePayload,
  readWritableStatus,
  requireType,
  toWireDocument,
  toWireVersion,
  type FilePayload,
} from './knowledge-base-documents.rules';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import { isRecord, pageWindow } from './route-helpers';

function newVersion(context: FakeBackendContext, payload: FilePayload): FakeVersionRecord {
  return {
    version_id: documentsSlice(context).newId(),
    name: payload.name,
    extension: payload.extension,
    url: payload.url,
    content_size_bytes: payload.content_size_bytes,
    updated_at: context.now().toISOString(),
    updated_by: context.data.loggedUser.email,
    status: 'active',
  };
}

function checkedFile(resource: unknown): FilePayload {
  const payload = readFilePayload(resource);
  const error = fileProcessingError(payload.name, payload.extension);
  if (error !== undefined) throw processingFailure(error);
  return payload;
}

/** Paged and searched: an exact name or a name containing the text (any case); 64 for other filters. */
function page<T extends { name: string }>(items: readonly T[], query: Readonly<Record<string, string>>) {
  const window = pageWindow(query, 10);
  const filter = contentFilter(query);
  const matching = items.filter((item) => matchesNameFilter(item.name, filter));
  return { total: matching.length, window, items: matching.slice(window.skip, window.skip + window.take) };
}

/** Spec 2 §7 'Documents' on the AI platform (the URL calls: knowledge-base-urls.routes.ts). */
export const knowledgeBaseDocumentsRoutes: FakeRouteModule = {
  name: 'knowledge-base-documents',
  register(router, context) {
    const { ai } = context.addresses;

    router.on(ai, 'get', `${PREFIX}/document`, ({ params, query }) => {
      const found = page(documentsOf(context, params).listed(), query);
      return { total: found.total, items: found.items.map(toWireDocument) };
    });

    // The polling fetch: each get brings a processing document closer to settling.
    router.on(ai, 'get', `${PREFIX}/document/{documentId}`, ({ params }) => {
      const record = documentsOf(context, params).find(params['documentId']);
      if (record.status === 'processing') {
        record.pendingGets -= 1;
        if (record.pendingGets <= 0) record.status = record.settlesAs;
      }
      return toWireDocument(record);
    });

    router.on(ai, 'set', `${PREFIX}/document`, ({ params, command }) => {
      const documents = documentsOf(context, params);
      requireWriter(context);
      requireType(command, MediaTypes.knowledgeBaseDocument);
      const payload = checkedFile(command.resource);
      const version = newVersion(context, payload);
      addNewDocument(context, documents, {
        version_id: version.version_id,
        name: payload.name,
        url: payload.url,
        extension: payload.extension,
        content_size_bytes: payload.content_size_bytes,
        versions: [version],
      });
      return undefined;
    });

    // A new version from a file (Update file): it becomes current and is processed again. The
    // file it already holds (a retry, issue 14) is processed again without a new version.
    router.on(ai, 'set', `${PREFIX}/document/{documentId}`, ({ params, command }) => {
      const record = documentsOf(context, params).find(params['documentId']);
      requireWriter(context);
      requireType(command, MediaTypes.knowledgeBaseDocument);
      if (record.extension === 'url') throw invalidArgument('a URL document is updated through …/url');
      const payload = checkedFile(command.resource);
      if (isSameContent(record, payload)) {
        startProcessing(context, record);
        return undefined;
      }
      const version = newVersion(context, payload);
      record.versions.push(version);
      Object.assign(record, {
        version_id: version.version_id,
        name: version.name,
        url: version.url,
        extension: version.extension,
        content_size_bytes: version.content_size_bytes,
      });
      startProcessing(context, record);
      return undefined;
    });

    // Activate, deactivate, restore: the version must exist; no status while processing.
    router.on(ai, 'merge', `${PREFIX}/document/{documentId}`, ({ params, command }) => {
      const record = documentsOf(context, params).find(params['documentId']);
      requireWriter(context);
      requireType(command, MediaTypes.knowledgeBaseDocumentUpdate);
      const resource: Record<string, unknown> = isRecord(command.resource) ? command.resource : {};
      const version = record.versions.find((candidate) => candidate.version_id === resource['version_id']);
      if (version === undefined) throw invalidArgument(`no version '${String(resource['version_id'])}'`);
      if (typeof resource['name'] !== 'string' || resource['name'].trim() === '')
        throw invalidArgument('name is required');
      if (resource['status'] !== undefined) {
        if (record.status === 'processing')
          throw invalidArgument('a processing document cannot change status');
        record.status = readWritableStatus(resource['status']);
      }
      if (record.extension !== 'url' && version.version_id !== record.version_id)
        Object.assign(record, { url: version.url, content_size_bytes: version.content_size_bytes });
      record.version_id = version.version_id;
      record.name = resource['name'].trim();
      record.updated_at = context.now().toISOString();
      record.updated_by = context.data.loggedUser.email;
      return undefined;
    });

    router.on(ai, 'delete', `${PREFIX}/document/{documentId}`, ({ params }) => {
      const documents = documentsOf(context, params);
      const record = documents.find(params['documentId']);
      requireWriter(context);
      documents.all.splice(documents.all.indexOf(record), 1);
      return undefined;
    });

    router.on(ai, 'get', `${PREFIX}/document/{documentId}/version`, ({ params, query }) => {
      const record = documentsOf(context, params).find(params['documentId']);
      const found = page(record.versions, query);
      return { total: found.total, items: found.items.map((version) => toWireVersion(record, version)) };
    });

    const findVersion = (record: FakeDocumentRecord, versionId: string | undefined) => {
      const version = record.versions.find((candidate) => candidate.version_id === versionId);
      if (version === undefined) throw notFound(`version '${versionId ?? ''}'`);
      return version;
    };

    router.on(ai, 'merge', `${PREFIX}/document/{documentId}/version/{versionId}`, ({ params, command }) => {
      const record = documentsOf(context, params).find(params['documentId']);
      const version = findVersion(record, params['versionId']);
      requireWriter(context);
      requireType(command, MediaTypes.knowledgeBaseDocumentVersionUpdate);
      version.status = readWritableStatus(
        isRecord(command.resource) ? command.resource['status'] : undefined,
      );
      version.updated_at = context.now().toISOString();
      version.updated_by = context.data.loggedUser.email;
      return undefined;
    });

    // Deleting the current version makes the newest remaining one current.
    router.on(ai, 'delete', `${PREFIX}/document/{documentId}/version/{versionId}`, ({ params }) => {
      const record = documentsOf(context, params).find(params['documentId']);
      const version = findVersion(record, params['versionId']);
      requireWriter(context);
      record.versions.splice(record.versions.indexOf(version), 1);
      if (record.version_id === version.version_id)
        record.version_id = record.versions[record.versions.length - 1]?.version_id ?? '';
      return undefined;
    });
  },
};
