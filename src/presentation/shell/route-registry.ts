import { USAGE_AREA_ROUTE_IDS } from '../../domain/access/usage-routes';
import type { PageRoute } from './page-route';
import { REPORT_PAGES } from './report-page-routes';

export type { PageRoute } from './page-route';

/**
 * The pages that exist. Later features append their entries here; a known route
 * without an entry is gated and then sent home (spec 1 §2: unknown paths → '/').
 */
const PAGES: readonly PageRoute[] = [
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
  ...REPORT_PAGES,
];

type PageLoad = PageRoute['load'];

/** A newer report's page with the usage side menu beside it, loaded with the page. */
function inUsageArea(load: PageLoad): PageLoad {
  return () =>
    Promise.all([load(), import('../reports/menu/UsageArea.view')]).then(([page, area]) => ({
      default: area.withUsageMenu(page.default),
    }));
}

export const PAGE_ROUTES: readonly PageRoute[] = PAGES.map((page) =>
  USAGE_AREA_ROUTE_IDS.has(page.routeId) ? { ...page, load: inUsageArea(page.load) } : page,
);
