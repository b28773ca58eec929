import { pick, type PageLoad, type RoutePage, type RoutePages } from './route-row';

const singleConversations = () => import('../../reports/single-conversations/SingleConversationsPages.view');
const conversations = () => import('../../reports/conversations/ConversationsPages.view');
const monthlyUsers = () => import('../../reports/monthly-users/MonthlyUsersPages.view');
const pipelineContent = () => import('../../pipelines/PipelineContentPages.view');

/** A report page: the reports feature's modules load with it. */
const report = (page: PageLoad): RoutePage => ({ page, feature: 'reports' });

/**
 * Issue 36 §1: the page of every route of the manifest (src/domain/access/route-manifest.ts) and
 * the feature whose container modules it needs, keyed by the manifest's ids. Exhaustive: a route
 * the manifest gains fails the type check until it has its entry here. The only file that imports
 * the pages; nothing a page imports imports it.
 */
export const ROUTE_PAGES: RoutePages = {
  home: null,
  // The contract panel again (docs/decisions/shell-and-access.md), drawn by the shell.
  panel: null,
  members: { page: () => import('../../members/MembersPage.view'), feature: 'members' },
  agent: { page: () => import('../../agents/AgentsPage.view'), feature: 'agents' },
  mtls: { page: () => import('../../mtls/MtlsPage.view'), feature: 'mtls' },
  knowledgeBase: {
    page: () => import('../../knowledge-base/KnowledgeBasePage.view'),
    feature: 'knowledgeBase',
  },
  knowledgeBaseDocuments: {
    page: () => import('../../knowledge-base/CatalogDocumentsPage.view'),
    feature: 'knowledgeBase',
  },
  knowledgeBaseUrlPaths: {
    page: () => import('../../knowledge-base/UrlPagesPage.view'),
    feature: 'knowledgeBase',
  },
  pipeline: { page: () => import('../../pipelines/PipelinesPage.view'), feature: 'pipelines' },
  // The knowledge base's pages under the pipeline (spec 2 §2.1): its presenters load with them.
  pipelineDocuments: { page: pick(pipelineContent, 'PipelineDocumentsPage'), feature: 'knowledgeBase' },
  pipelineUrlPaths: { page: pick(pipelineContent, 'PipelineUrlPagesPage'), feature: 'knowledgeBase' },
  copilot: { page: () => import('../../copilot/CopilotPage.view'), feature: 'copilot' },
  calls: { page: () => import('../../calls/CallsPage.view'), feature: 'calls' },

  revenue: report(() => import('../../reports/revenue/RevenuePage.view')),
  revenueChatbots: report(() => import('../../reports/revenue/RevenueChatbotsPage.view')),
  dailyActiveUsers: report(pick(singleConversations, 'LegacyDauReportPage')),
  dailyActiveUsersMonthly: report(pick(singleConversations, 'LegacyDauByBotPage')),
  dailyActiveUsersDaily: report(pick(singleConversations, 'LegacyDauDailyPage')),
  dailyEngagedUsers: report(pick(singleConversations, 'LegacyDeuReportPage')),
  dailyEngagedUsersMonthly: report(pick(singleConversations, 'LegacyDeuByBotPage')),
  dailyEngagedUsersDaily: report(pick(singleConversations, 'LegacyDeuDailyPage')),
  sessionConsumption: report(pick(conversations, 'ConversationsPage')),
  sessionConsumptionMonthly: report(pick(conversations, 'ConversationsMonthlyPage')),
  sessionConsumptionDaily: report(pick(conversations, 'ConversationsDailyPage')),
  agentConsumption: report(() => import('../../reports/agents/AgentConsumptionPage.view')),
  agentConsumptionMonthly: report(() => import('../../reports/agents/AgentConsumptionListPage.view')),
  dataConsumption: report(() => import('../../reports/overview/PlanOverviewPage.view')),
  dauConsumption: report(pick(singleConversations, 'DauReportPage')),
  dauConsumptionMonthly: report(pick(singleConversations, 'DauByBotPage')),
  dauConsumptionDaily: report(pick(singleConversations, 'DauDailyPage')),
  deuConsumption: report(pick(singleConversations, 'DeuReportPage')),
  deuConsumptionMonthly: report(pick(singleConversations, 'DeuByBotPage')),
  deuConsumptionDaily: report(pick(singleConversations, 'DeuDailyPage')),
  mauConsumption: report(pick(monthlyUsers, 'MauReportPage')),
  mauConsumptionChatbots: report(pick(monthlyUsers, 'MauChatbotsPage')),
  mauConsumptionDaily: report(pick(monthlyUsers, 'MauDailyPage')),
  meuConsumption: report(pick(monthlyUsers, 'MeuReportPage')),
  meuConsumptionChatbots: report(pick(monthlyUsers, 'MeuChatbotsPage')),
  meuConsumptionDaily: report(pick(monthlyUsers, 'MeuDailyPage')),
  oldSessionConsumption: report(pick(conversations, 'OldConversationsPage')),
  oldSessionConsumptionMonthly: report(pick(conversations, 'OldConversationsMonthlyPage')),
  oldSessionConsumptionDaily: report(pick(conversations, 'OldConversationsDailyPage')),
  oldAgentConsumption: report(() => import('../../reports/agents/OldAgentConsumptionPage.view')),
  oldAgentConsumptionMonthly: report(() => import('../../reports/agents/OldAgentConsumptionListPage.view')),
};
