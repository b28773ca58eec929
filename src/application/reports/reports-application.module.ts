import { ContainerModule } from 'inversify';
import { LoadPlanOverviewUseCase } from './load-plan-overview.use-case';
import { LoadMonthlyUsersUseCase } from './load-monthly-users.use-case';
import { LoadRevenueUseCase } from './load-revenue.use-case';
import { LoadAgentConsumptionUseCase } from './load-agent-consumption.use-case';
import { LoadConversationReportUseCase } from './load-conversation-report.use-case';
import { LoadOldAgentConsumptionUseCase } from './load-old-agent-consumption.use-case';
import { LoadSingleConversationsUseCase } from './load-single-conversations.use-case';
import { LoadUsageMenuStatusesUseCase } from './load-usage-menu-statuses.use-case';
import { LoadMonthProjectionUseCase } from './load-month-projection.use-case';

/**
 * The usage reports' use cases (spec 3): stateless services, one instance each. One line a use
 * case: the report pages add theirs here.
 */
export function reportsApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadPlanOverviewUseCase).toSelf().inSingletonScope();
    options.bind(LoadMonthlyUsersUseCase).toSelf().inSingletonScope();
    options.bind(LoadRevenueUseCase).toSelf().inSingletonScope();
    options.bind(LoadAgentConsumptionUseCase).toSelf().inSingletonScope();
    options.bind(LoadConversationReportUseCase).toSelf().inSingletonScope();
    options.bind(LoadOldAgentConsumptionUseCase).toSelf().inSingletonScope();
    options.bind(LoadSingleConversationsUseCase).toSelf().inSingletonScope();
    options.bind(LoadUsageMenuStatusesUseCase).toSelf().inSingletonScope();
    options.bind(LoadMonthProjectionUseCase).toSelf().inSingletonScope();
  });
}
