import { ContainerModule } from 'inversify';
import { LoadMonthlyUsersUseCase } from './load-monthly-users.use-case';
import { LoadRevenueUseCase } from './load-revenue.use-case';
import { LoadAgentConsumptionUseCase } from './load-agent-consumption.use-case';
import { LoadConversationReportUseCase } from './load-conversation-report.use-case';
import { LoadOldAgentConsumptionUseCase } from './load-old-agent-consumption.use-case';
import { LoadSingleConversationsUseCase } from './load-single-conversations.use-case';
import { LoadUsageMenuStatusesUseCase } from './load-usage-menu-statuses.use-case';

/**
 * The report pages' use cases (spec 3): stateless services, one instance each. One line a use
 * case: the report pages add theirs here. The plan overview's is bound with the report data
 * (plan-overview-application.module), for the home's usage alerts read it too.
 */
export function reportsApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadMonthlyUsersUseCase).toSelf().inSingletonScope();
    options.bind(LoadRevenueUseCase).toSelf().inSingletonScope();
    options.bind(LoadAgentConsumptionUseCase).toSelf().inSingletonScope();
    options.bind(LoadConversationReportUseCase).toSelf().inSingletonScope();
    options.bind(LoadOldAgentConsumptionUseCase).toSelf().inSingletonScope();
    options.bind(LoadSingleConversationsUseCase).toSelf().inSingletonScope();
    options.bind(LoadUsageMenuStatusesUseCase).toSelf().inSingletonScope();
  });
}
