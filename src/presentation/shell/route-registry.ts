import type { ComponentType } from 'react';
import type { LazyFeature } from '../../application/shared/feature-modules.port';
import type { RouteId } from '../../domain/access/private-routes';

/**
 * A page of a private route, loaded on demand. `path` is the react-router pattern,
 * relative to the module's basename (e.g. '/mtls', '/knowledge-base/:catalogId/documents').
 * Each page is wrapped in its route's gate by the router.
 */
export interface PageRoute {
  readonly routeId: RouteId;
  readonly path: string;
  readonly load: () => Promise<{ readonly default: ComponentType }>;
  /** The feature whose container modules the page needs, loaded with it (not in the first load). */
  readonly feature?: LazyFeature;
}

/**
 * The pages that exist. Later features append their entries here; a known route
 * without an entry is gated and then sent home (spec 1 §2: unknown paths → '/').
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    routeId: 'members',
    path: '/members',
    feature: 'members',
    load: () => import('../members/MembersPage.view'),
  },
  { routeId: 'mtls', path: '/mtls', feature: 'mtls', load: () => import('../mtls/MtlsPage.view') },
  { routeId: 'agent', path: '/agent', feature: 'agents', load: () => import('../agents/AgentsPage.view') },
  {
    routeId: 'copilot',
    path: '/copilot',
    feature: 'copilot',
    load: () => import('../copilot/CopilotPage.view'),
  },
  { routeId: 'calls', path: '/calls', feature: 'calls', load: () => import('../calls/CallsPage.view') },
  {
    routeId: 'knowledgeBase',
    path: '/knowledge-base',
    feature: 'knowledgeBase',
    load: () => import('../knowledge-base/KnowledgeBasePage.view'),
  },
  {
    routeId: 'knowledgeBaseDocuments',
    path: '/knowledge-base/:catalogId/documents',
    feature: 'knowledgeBase',
    load: () => import('../knowledge-base/CatalogDocumentsPage.view'),
  },
  {
    routeId: 'knowledgeBaseUrlPaths',
    path: '/knowledge-base/:catalogId/documents/:documentId/url-paths',
    feature: 'knowledgeBase',
    load: () => import('../knowledge-base/UrlPagesPage.view'),
  },
  {
    routeId: 'pipeline',
    path: '/pipeline',
    feature: 'pipelines',
    load: () => import('../pipelines/PipelinesPage.view'),
  },
];
