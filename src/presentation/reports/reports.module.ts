import { ContainerModule } from 'inversify';
import { PlanOverviewPresenter } from './overview/plan-overview.presenter';
import { AgentConsumptionPresenter } from './agents/agent-consumption.presenter';
import { AgentListPresenter } from './agents/agent-list.presenter';
import { ConversationFilterStore } from './conversations/conversation-filter.store';
import { ConversationsPresenter } from './conversations/conversations.presenter';
import { ReportMonthStore } from './shared/report-month.store';
import { MonthlyUsersPresenter } from './monthly-users/monthly-users.presenter';
import { RevenuePresenter } from './revenue/revenue.presenter';
import { RevenueChatbotsPresenter } from './revenue/revenue-chatbots.presenter';
import { UsageMenuPresenter } from './menu/usage-menu.presenter';
import { CsvExportPresenter } from './shared/csv-export.presenter';
import { ReportPrintPresenter } from './shared/report-print.presenter';
import { ReportSupport } from './shared/report-support';
import { SingleConversationsPresenter } from './single-conversations/single-conversations.presenter';

/**
 * The usage reports' presenters, one line each. The chosen month and the side menu are one
 * for the whole area (singletons); the pages' presenters are transient.
 */
export function reportsPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(ReportMonthStore).toSelf().inSingletonScope();
    options.bind(ReportSupport).toSelf().inTransientScope();
    options.bind(UsageMenuPresenter).toSelf().inSingletonScope();
    options.bind(PlanOverviewPresenter).toSelf().inTransientScope();
    options.bind(AgentConsumptionPresenter).toSelf().inTransientScope();
    options.bind(AgentListPresenter).toSelf().inTransientScope();
    options.bind(ConversationFilterStore).toSelf().inSingletonScope();
    options.bind(ConversationsPresenter).toSelf().inTransientScope();
    options.bind(SingleConversationsPresenter).toSelf().inTransientScope();
    options.bind(MonthlyUsersPresenter).toSelf().inTransientScope();
    options.bind(RevenuePresenter).toSelf().inTransientScope();
    options.bind(RevenueChatbotsPresenter).toSelf().inTransientScope();
    options.bind(CsvExportPresenter).toSelf().inTransientScope();
    options.bind(ReportPrintPresenter).toSelf().inTransientScope();
  });
}
