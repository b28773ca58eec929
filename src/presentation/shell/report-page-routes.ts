import type { PageRoute } from './page-route';

/** The usage and billing report pages (spec 3 §2.1), each with the reports feature's modules. */
const PAGES: readonly PageRoute[] = [
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

/** A report page with its month in the URL (issue 14), the wrapper loaded with the page. */
function withMonthInUrl(load: PageLoad): PageLoad {
  return () =>
    Promise.all([load(), import('../reports/shared/ReportMonthInUrl.view')]).then(([page, month]) => ({
      default: month.withMonthInUrl(page.default),
    }));
}

export const REPORT_PAGES: readonly PageRoute[] = PAGES.map((page) => ({
  ...page,
  load: withMonthInUrl(page.load),
}));
