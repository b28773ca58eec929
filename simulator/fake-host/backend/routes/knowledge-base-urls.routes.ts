import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { documentsSlice, type FakeVersionRecord } from '../dataset/seed-documents';
import { invalidArgument } from '../fake-host.error';
import type { FakeRouter } from '../fake-router';
import {
  addNewDocument,
  DOCUMENTS_PREFIX as PREFIX,
  documentsOf,
  processingFailure,
  startProcessing,
} from './knowledge-base-documents.access';
import { requireWriter } from './knowledge-base.routes';
import {
  crawledPages,
  isSameContent,
  readUrlPayload,
  requireType,
  urlProcessingError,
  type UrlPayload,
} from './knowledge-base-documents.rules';

function pagesOf(context: FakeBackendContext, url: string): FakeVersionRecord[] {
  return crawledPages(url).map((page) => ({
    version_id: documentsSlice(context).newId(),
    name: page,
    extension: 'url',
    url: page,
    content_size_bytes: 0,
    updated_at: context.now().toISOString(),
    updated_by: context.data.loggedUser.email,
    status: 'active',
  }));
}

/** The request as the service reads it; a URL it cannot fetch fails with its own text (spec 2 §8). */
function checkedUrl(resource: unknown, crawl: boolean): UrlPayload {
  const payload = readUrlPayload(resource, crawl);
  const error = urlProcessingError(payload.url, crawl);
  if (error !== undefined) throw processingFailure(error);
  return payload;
}

/**
 * Spec 2 §7: set …/url and its crawl fallback create a URL document (processing, with the
 * pages found); merge …/url/{id} and …/url/{id}/crawl replace its URL and pages. Which call
 * fails for which host: urlProcessingError.
 */
export const knowledgeBaseUrlsRoutes: FakeRouteModule = {
  name: 'knowledge-base-urls',
  register(router, context) {
    const { ai } = context.addresses;

    const create = (crawl: boolean) =>
      (({ params, command }) => {
        const documents = documentsOf(context, params);
        requireWriter(context);
        requireType(command, crawl ? MediaTypes.knowledgeBaseUrlCrawl : MediaTypes.knowledgeBaseUrl);
        const payload = checkedUrl(command.resource, crawl);
        const versions = pagesOf(context, payload.url);
        addNewDocument(context, documents, {
          version_id: versions[0]?.version_id ?? '',
          name: payload.name,
          url: payload.url,
          extension: 'url',
          content_size_bytes: 0,
          versions,
        });
        return undefined;
      }) satisfies Parameters<FakeRouter['on']>[3];

    const update = (crawl: boolean) =>
      (({ params, command }) => {
        const record = documentsOf(context, params).find(params['documentId']);
        requireWriter(context);
        requireType(command, crawl ? MediaTypes.knowledgeBaseUrlCrawl : MediaTypes.knowledgeBaseUrl);
        if (record.extension !== 'url') throw invalidArgument('only a URL document has a URL to update');
        const payload = checkedUrl(command.resource, crawl);
        // The URL it already has (a retry, issue 14): crawled again, the same pages kept.
        if (!isSameContent(record, payload)) {
          record.versions = pagesOf(context, payload.url);
          record.version_id = record.versions[0]?.version_id ?? '';
        }
        record.name = payload.name;
        record.url = payload.url;
        startProcessing(context, record);
        return undefined;
      }) satisfies Parameters<FakeRouter['on']>[3];

    router.on(ai, 'set', `${PREFIX}/url`, create(false));
    router.on(ai, 'set', `${PREFIX}/url/crawl`, create(true));
    router.on(ai, 'merge', `${PREFIX}/url/{documentId}`, update(false));
    router.on(ai, 'merge', `${PREFIX}/url/{documentId}/crawl`, update(true));
  },
};
