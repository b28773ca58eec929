import type { RouteId } from '../../../domain/access/private-route';
import { card, NEW, pick, reportRow, type PageLoad, type RouteRow } from './route-row';

export type { PageLoad, RouteCard, RouteGroup, RouteRow } from './route-row';
const singleConversations = () => import('../../reports/single-conversations/SingleConversationsPages.view');
const conversations = () => import('../../reports/conversations/ConversationsPages.view');
const monthlyUsers = () => import('../../reports/monthly-users/MonthlyUsersPages.view');
const pipelineContent = () => import('../../pipelines/PipelineContentPages.view');

const usage = (id: RouteId, path: string, page: PageLoad, extra?: Partial<RouteRow>) =>
  reportRow(id, path, 'usage', page, extra);
const legacy = (id: RouteId, path: string, page: PageLoad, extra?: Partial<RouteRow>) =>
  reportRow(id, path, 'report', page, extra);

/** Spec 3 §2.13: the old agent-consumption pages are at most 1440 px wide. */
const OLD_AGENT_CONSUMPTION_MAX_WIDTH = 1440;

const SETTINGS: readonly RouteRow[] = [
  { id: 'home', path: '/', group: 'shell' },
  // The contract panel again (docs/decisions/shell-and-access.md), behind its gate.
  { id: 'panel', path: '/panel', group: 'shell' },
  {
    id: 'members',
    path: '/members',
    group: 'settings',
    page: () => import('../../members/MembersPage.view'),
    feature: 'members',
    icon: 'members',
    card: card('members'),
  },
  {
    id: 'agent',
    path: '/agent',
    group: 'settings',
    page: () => import('../../agents/AgentsPage.view'),
    feature: 'agents',
    icon: 'agent',
    card: card('agent'),
  },
  {
    id: 'mtls',
    path: '/mtls',
    group: 'settings',
    page: () => import('../../mtls/MtlsPage.view'),
    feature: 'mtls',
    icon: 'certificate',
    card: card('mtls'),
  },
  {
    id: 'knowledgeBase',
    path: '/knowledge-base',
    group: 'settings',
    page: () => import('../../knowledge-base/KnowledgeBasePage.view'),
    feature: 'knowledgeBase',
    icon: 'knowledge-base',
    card: card('knowledgeBase', NEW),
  },
  {
    id: 'knowledgeBaseDocuments',
    path: '/knowledge-base/:catalogId/documents',
    group: 'settings',
    page: () => import('../../knowledge-base/CatalogDocumentsPage.view'),
    feature: 'knowledgeBase',
  },
  {
    id: 'knowledgeBaseUrlPaths',
    path: '/knowledge-base/:catalogId/documents/:documentId/url-paths',
    group: 'settings',
    page: () => import('../../knowledge-base/UrlPagesPage.view'),
    feature: 'knowledgeBase',
  },
  {
    id: 'pipeline',
    path: '/pipeline',
    group: 'settings',
    page: () => import('../../pipelines/PipelinesPage.view'),
    feature: 'pipelines',
    icon: 'pipeline',
    card: card('pipeline', NEW),
  },
  // The knowledge base's pages under the pipeline (spec 2 §2.1): its presenters load with them.
  {
    id: 'pipelineDocuments',
    path: '/pipeline/:catalogId/documents',
    group: 'settings',
    page: pick(pipelineContent, 'PipelineDocumentsPage'),
    feature: 'knowledgeBase',
  },
  {
    id: 'pipelineUrlPaths',
    path: '/pipeline/:catalogId/documents/:documentId/url-paths',
    group: 'settings',
    page: pick(pipelineContent, 'PipelineUrlPagesPage'),
    feature: 'knowledgeBase',
  },
  {
    id: 'copilot',
    path: '/copilot',
    group: 'settings',
    page: () => import('../../copilot/CopilotPage.view'),
    feature: 'copilot',
    icon: 'copilot',
    card: card('copilot', NEW),
  },
  {
    id: 'calls',
    path: '/calls',
    group: 'settings',
    page: () => import('../../calls/CallsPage.view'),
    feature: 'calls',
    icon: 'calls',
    card: card('calls', NEW),
  },
];

/** The usage and billing reports (spec 3 §2.1). */
const REPORTS: readonly RouteRow[] = [
  usage(
    'dataConsumption',
    '/data-consumption',
    () => import('../../reports/overview/PlanOverviewPage.view'),
    {
      icon: 'usage-report',
      card: card('dataConsumption', NEW),
    },
  ),
  usage('dauConsumption', '/dau-consumption', pick(singleConversations, 'DauReportPage'), {
    icon: 'daily-active-users',
  }),
  usage('dauConsumptionMonthly', '/dau-consumption/monthly', pick(singleConversations, 'DauByBotPage')),
  usage('dauConsumptionDaily', '/dau-consumption/daily', pick(singleConversations, 'DauDailyPage')),
  usage('deuConsumption', '/deu-consumption', pick(singleConversations, 'DeuReportPage'), {
    icon: 'daily-engaged-users',
  }),
  usage('deuConsumptionMonthly', '/deu-consumption/monthly', pick(singleConversations, 'DeuByBotPage')),
  usage('deuConsumptionDaily', '/deu-consumption/daily', pick(singleConversations, 'DeuDailyPage')),
  usage(
    'agentConsumption',
    '/agent-consumption',
    () => import('../../reports/agents/AgentConsumptionPage.view'),
    {
      icon: 'agents-usage',
      card: card('agentConsumption'),
    },
  ),
  usage(
    'agentConsumptionMonthly',
    '/agent-consumption/monthly',
    () => import('../../reports/agents/AgentConsumptionListPage.view'),
  ),
  usage('sessionConsumption', '/session-consumption', pick(conversations, 'ConversationsPage'), {
    icon: 'conversation',
    card: card('sessionConsumption'),
  }),
  usage(
    'sessionConsumptionMonthly',
    '/session-consumption/monthly',
    pick(conversations, 'ConversationsMonthlyPage'),
  ),
  usage(
    'sessionConsumptionDaily',
    '/session-consumption/daily',
    pick(conversations, 'ConversationsDailyPage'),
  ),
  usage('mauConsumption', '/mau-consumption', pick(monthlyUsers, 'MauReportPage'), { icon: 'revenue' }),
  usage('mauConsumptionChatbots', '/mau-consumption/chatbots', pick(monthlyUsers, 'MauChatbotsPage')),
  usage('mauConsumptionDaily', '/mau-consumption/daily', pick(monthlyUsers, 'MauDailyPage')),
  usage('meuConsumption', '/meu-consumption', pick(monthlyUsers, 'MeuReportPage'), { icon: 'revenue' }),
  usage('meuConsumptionChatbots', '/meu-consumption/chatbots', pick(monthlyUsers, 'MeuChatbotsPage')),
  usage('meuConsumptionDaily', '/meu-consumption/daily', pick(monthlyUsers, 'MeuDailyPage')),
  legacy('revenue', '/revenue', () => import('../../reports/revenue/RevenuePage.view'), {
    icon: 'revenue',
    card: card('contractRevenue'),
  }),
  legacy(
    'revenueChatbots',
    '/revenue/chatbots',
    () => import('../../reports/revenue/RevenueChatbotsPage.view'),
  ),
  legacy('dailyActiveUsers', '/daily-active-users', pick(singleConversations, 'LegacyDauReportPage'), {
    icon: 'daily-active-users',
    card: card('dailyActiveUsers'),
  }),
  legacy(
    'dailyActiveUsersMonthly',
    '/daily-active-users/monthly',
    pick(singleConversations, 'LegacyDauByBotPage'),
  ),
  legacy(
    'dailyActiveUsersDaily',
    '/daily-active-users/daily',
    pick(singleConversations, 'LegacyDauDailyPage'),
  ),
  legacy('dailyEngagedUsers', '/daily-engaged-users', pick(singleConversations, 'LegacyDeuReportPage'), {
    icon: 'daily-engaged-users',
    card: card('dailyEngagedUsers'),
  }),
  legacy(
    'dailyEngagedUsersMonthly',
    '/daily-engaged-users/monthly',
    pick(singleConversations, 'LegacyDeuByBotPage'),
  ),
  legacy(
    'dailyEngagedUsersDaily',
    '/daily-engaged-users/daily',
    pick(singleConversations, 'LegacyDeuDailyPage'),
  ),
  legacy('oldSessionConsumption', '/old-session-consumption', pick(conversations, 'OldConversationsPage')),
  legacy(
    'oldSessionConsumptionMonthly',
    '/old-session-consumption/monthly',
    pick(conversations, 'OldConversationsMonthlyPage'),
  ),
  legacy(
    'oldSessionConsumptionDaily',
    '/old-session-consumption/daily',
    pick(conversations, 'OldConversationsDailyPage'),
  ),
  legacy(
    'oldAgentConsumption',
    '/old-agent-consumption',
    () => import('../../reports/agents/OldAgentConsumptionPage.view'),
    {
      maxContentWidth: OLD_AGENT_CONSUMPTION_MAX_WIDTH,
    },
  ),
  legacy(
    'oldAgentConsumptionMonthly',
    '/old-agent-consumption/monthly',
    () => import('../../reports/agents/OldAgentConsumptionListPage.view'),
    { maxContentWidth: OLD_AGENT_CONSUMPTION_MAX_WIDTH },
  ),
];

/** The module's routes (spec 1 §2, spec 2 §2.1, spec 3 §2.1): the one place a path is written. */
export const ROUTE_TABLE: readonly RouteRow[] = [...SETTINGS, ...REPORTS];
