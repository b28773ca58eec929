import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { catalogsSlice, type FakeCatalogRecord } from '../dataset/seed-catalogs';
import { documentsSlice } from '../dataset/seed-documents';
import { invalidArgument, notAllowed, notFound } from '../fake-host.error';
import { isRecord, pageWindow, requireTenant, viewerMember } from './route-helpers';

/** `(name eq '…')` with OData's doubled quote: the catalogs' exact-name search (spec 2 §7). */
const NAME_FILTER = /^\(\s*name\s+eq\s+'((?:[^']|'')*)'\s*\)$/;
/** `contains(tolower(name),'…')`: the documents' and URL pages' partial search (issue 22 §8). */
const CONTAINS_FILTER = /^contains\(\s*tolower\(\s*name\s*\)\s*,\s*'((?:[^']|'')*)'\s*\)$/;

/** A `$filter` the service knows: an exact name, or (for documents) a name that contains the text. */
export interface NameFilter {
  readonly kind: 'exact' | 'contains';
  readonly text: string;
}

function readFilter(raw: string, pattern: RegExp, kind: NameFilter['kind']): NameFilter | undefined {
  const match = pattern.exec(raw.trim());
  return match === null ? undefined : { kind, text: (match[1] ?? '').replace(/''/g, "'") };
}

/** The catalogs' filter: exact names only; anything else is 64. */
export function nameFilter(query: Readonly<Record<string, string>>): string | undefined {
  const filter = contentFilter(query);
  if (filter?.kind === 'contains') throw invalidArgument(`unsupported $filter '${query['$filter']}'`);
  return filter?.text;
}

/** The documents' filter: exact or contains (case-insensitive); anything else is 64. */
export function contentFilter(query: Readonly<Record<string, string>>): NameFilter | undefined {
  const raw = query['$filter'];
  if (raw === undefined || raw === '') return undefined;
  const filter = readFilter(raw, NAME_FILTER, 'exact') ?? readFilter(raw, CONTAINS_FILTER, 'contains');
  if (filter === undefined) throw invalidArgument(`unsupported $filter '${raw}'`);
  return filter;
}

/** Whether a name passes a filter; `contains` ignores case, as `tolower` on both sides does. */
export function matchesNameFilter(name: string, filter: NameFilter | undefined): boolean {
  if (filter === undefined) return true;
  return filter.kind === 'exact'
    ? name === filter.text
    : name.toLowerCase().includes(filter.text.toLowerCase());
}

/** Spec 2 §6: the workspace is written by admins and members; a guest only reads (66). */
export function requireWriter(context: FakeBackendContext): void {
  if (viewerMember(context)?.roleId === 'guest') throw notAllowed('guests only read the knowledge base');
}

/** Spec 2 §5: a name is required once trimmed; the service stores it trimmed. */
function readName(resource: unknown): string {
  const name = isRecord(resource) && typeof resource['name'] === 'string' ? resource['name'].trim() : '';
  if (name === '') throw invalidArgument('The catalog name is required.');
  return name;
}

/** Spec 2 §7 'Catalogs' on the AI platform: list (paged, exact name), get, set, merge, delete. */
/**
 * A catalog as the service answers it: its content count is its documents as they are now, so
 * the list and the documents page always agree (uploads and deletes included).
 */
export function catalogAsAnswered(
  context: FakeBackendContext,
  catalog: FakeCatalogRecord,
): FakeCatalogRecord {
  return {
    ...structuredClone(catalog),
    content_count: documentsSlice(context).documents.filter((doc) => doc.catalogId === catalog.id).length,
  };
}

export const knowledgeBaseRoutes: FakeRouteModule = {
  name: 'knowledge-base',
  register(router, context) {
    const { ai } = context.addresses;
    const catalogs = () => catalogsSlice(context).catalogs;
    const find = (tenantId: string | undefined, catalogId: string | undefined): FakeCatalogRecord => {
      requireTenant(context, tenantId);
      const catalog = catalogs().find((candidate) => candidate.id === catalogId);
      if (catalog === undefined) throw notFound(`catalog '${catalogId ?? ''}'`);
      return catalog;
    };
    const wire = (catalog: FakeCatalogRecord) => catalogAsAnswered(context, catalog);
    const touch = (catalog: FakeCatalogRecord) => {
      catalog.updated_at = context.now().toISOString();
      catalog.updated_by = context.data.loggedUser.email;
    };

    router.on(ai, 'get', '/knowledge-base/{tenantId}/catalog', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const window = pageWindow(query, 10);
      const name = nameFilter(query);
      const matching = name === undefined ? catalogs() : catalogs().filter((c) => c.name === name);
      const items = matching.slice(window.skip, window.skip + window.take);
      return { total: matching.length, items: items.map(wire) };
    });

    router.on(ai, 'get', '/knowledge-base/{tenantId}/catalog/{catalogId}', ({ params }) =>
      wire(find(params['tenantId'], params['catalogId'])),
    );

    router.on(ai, 'set', '/knowledge-base/{tenantId}/catalog', ({ params, command }) => {
      requireTenant(context, params['tenantId']);
      requireWriter(context);
      const { newId } = catalogsSlice(context);
      const catalog: FakeCatalogRecord = {
        id: newId(),
        name: readName(command.resource),
        content_count: 0,
        updated_at: '',
        updated_by: '',
      };
      touch(catalog);
      // The newest change first, as the seeded list is ordered.
      catalogs().unshift(catalog);
      return wire(catalog);
    });

    router.on(ai, 'merge', '/knowledge-base/{tenantId}/catalog/{catalogId}', ({ params, command }) => {
      const catalog = find(params['tenantId'], params['catalogId']);
      requireWriter(context);
      catalog.name = readName(command.resource);
      touch(catalog);
      return undefined;
    });

    router.on(ai, 'delete', '/knowledge-base/{tenantId}/catalog/{catalogId}', ({ params }) => {
      const catalog = find(params['tenantId'], params['catalogId']);
      requireWriter(context);
      const list = catalogs();
      list.splice(list.indexOf(catalog), 1);
      return undefined;
    });
  },
};
