import type { ComponentType } from 'react';
import type { LazyFeature } from '../../application/shared/feature-modules.port';
import type { RouteId } from '../../domain/access/private-routes';
import { USAGE_AREA_ROUTE_IDS } from '../../domain/access/usage-routes';

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
  {
    routeId: 'dataConsumption',
    path: '/data-consumption',
    feature: 'reports',
    load: () => import('../reports/overview/PlanOverviewPage.view'),
  },
  {
    routeId: 'dauConsumption',
    path: '/dau-consumption',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.DauReportPage,
      })),
  },
  {
    routeId: 'dauConsumptionMonthly',
    path: '/dau-consumption/monthly',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.DauByBotPage,
      })),
  },
  {
    routeId: 'dauConsumptionDaily',
    path: '/dau-consumption/daily',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.DauDailyPage,
      })),
  },
  {
    routeId: 'deuConsumption',
    path: '/deu-consumption',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.DeuReportPage,
      })),
  },
  {
    routeId: 'deuConsumptionMonthly',
    path: '/deu-consumption/monthly',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.DeuByBotPage,
      })),
  },
  {
    routeId: 'deuConsumptionDaily',
    path: '/deu-consumption/daily',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.DeuDailyPage,
      })),
  },
  {
    routeId: 'dailyActiveUsers',
    path: '/daily-active-users',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.LegacyDauReportPage,
      })),
  },
  {
    routeId: 'dailyActiveUsersMonthly',
    path: '/daily-active-users/monthly',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.LegacyDauByBotPage,
      })),
  },
  {
    routeId: 'dailyActiveUsersDaily',
    path: '/daily-active-users/daily',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.LegacyDauDailyPage,
      })),
  },
  {
    routeId: 'dailyEngagedUsers',
    path: '/daily-engaged-users',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.LegacyDeuReportPage,
      })),
  },
  {
    routeId: 'dailyEngagedUsersMonthly',
    path: '/daily-engaged-users/monthly',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.LegacyDeuByBotPage,
      })),
  },
  {
    routeId: 'dailyEngagedUsersDaily',
    path: '/daily-engaged-users/daily',
    feature: 'reports',
    load: () =>
      import('../reports/single-conversations/SingleConversationsPages.view').then((m) => ({
        default: m.LegacyDeuDailyPage,
      })),
  },
  {
    routeId: 'agentConsumption',
    path: '/agent-consumption',
    feature: 'reports',
    load: () => import('../reports/agents/AgentConsumptionPage.view'),
  },
  {
    routeId: 'agentConsumptionMonthly',
    path: '/agent-consumption/monthly',
    feature: 'reports',
    load: () => import('../reports/agents/AgentConsumptionListPage.view'),
  },
  {
    routeId: 'oldAgentConsumption',
    path: '/old-agent-consumption',
    feature: 'reports',
    load: () => import('../reports/agents/OldAgentConsumptionPage.view'),
  },
  {
    routeId: 'oldAgentConsumptionMonthly',
    path: '/old-agent-consumption/monthly',
    feature: 'reports',
    load: () => import('../reports/agents/OldAgentConsumptionListPage.view'),
  },
  {
    routeId: 'sessionConsumption',
    path: '/session-consumption',
    feature: 'reports',
    load: () =>
      import('../reports/conversations/ConversationsPages.view').then((m) => ({
        default: m.ConversationsPage,
      })),
  },
  {
    routeId: 'sessionConsumptionMonthly',
    path: '/session-consumption/monthly',
    feature: 'reports',
    load: () =>
      import('../reports/conversations/ConversationsPages.view').then((m) => ({
        default: m.ConversationsMonthlyPage,
      })),
  },
  {
    routeId: 'sessionConsumptionDaily',
    path: '/session-consumption/daily',
    feature: 'reports',
    load: () =>
      import('../reports/conversations/ConversationsPages.view').then((m) => ({
        default: m.ConversationsDailyPage,
      })),
  },
  {
    routeId: 'oldSessionConsumption',
    path: '/old-session-consumption',
    feature: 'reports',
    load: () =>
      import('../reports/conversations/ConversationsPages.view').then((m) => ({
        default: m.OldConversationsPage,
      })),
  },
  {
    routeId: 'oldSessionConsumptionMonthly',
    path: '/old-session-consumption/monthly',
    feature: 'reports',
    load: () =>
      import('../reports/conversations/ConversationsPages.view').then((m) => ({
        default: m.OldConversationsMonthlyPage,
      })),
  },
  {
    routeId: 'oldSessionConsumptionDaily',
    path: '/old-session-consumption/daily',
    feature: 'reports',
    load: () =>
      import('../reports/conversations/ConversationsPages.view').then((m) => ({
        default: m.OldConversationsDailyPage,
      })),
  },
  {
    routeId: 'mauConsumption',
    path: '/mau-consumption',
    feature: 'reports',
    load: () =>
      import('../reports/monthly-users/MonthlyUsersPages.view').then((m) => ({
        default: m.MauReportPage,
      })),
  },
  {
    routeId: 'mauConsumptionChatbots',
    path: '/mau-consumption/chatbots',
    feature: 'reports',
    load: () =>
      import('../reports/monthly-users/MonthlyUsersPages.view').then((m) => ({
        default: m.MauChatbotsPage,
      })),
  },
  {
    routeId: 'mauConsumptionDaily',
    path: '/mau-consumption/daily',
    feature: 'reports',
    load: () =>
      import('../reports/monthly-users/MonthlyUsersPages.view').then((m) => ({
        default: m.MauDailyPage,
      })),
  },
  {
    routeId: 'meuConsumption',
    path: '/meu-consumption',
    feature: 'reports',
    load: () =>
      import('../reports/monthly-users/MonthlyUsersPages.view').then((m) => ({
        default: m.MeuReportPage,
      })),
  },
  {
    routeId: 'meuConsumptionChatbots',
    path: '/meu-consumption/chatbots',
    feature: 'reports',
    load: () =>
      import('../reports/monthly-users/MonthlyUsersPages.view').then((m) => ({
        default: m.MeuChatbotsPage,
      })),
  },
  {
    routeId: 'meuConsumptionDaily',
    path: '/meu-consumption/daily',
    feature: 'reports',
    load: () =>
      import('../reports/monthly-users/MonthlyUsersPages.view').then((m) => ({
        default: m.MeuDailyPage,
      })),
  },
  {
    routeId: 'revenue',
    path: '/revenue',
    feature: 'reports',
    load: () => import('../reports/revenue/RevenuePage.view'),
  },
  {
    routeId: 'revenueChatbots',
    path: '/revenue/chatbots',
    feature: 'reports',
    load: () => import('../reports/revenue/RevenueChatbotsPage.view'),
  },
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
