import { ContainerModule } from 'inversify';
import { ConversationReportsGateway } from '../../application/reports/conversation-reports.port';
import { RevenueGateway } from '../../application/reports/revenue.port';
import { ConversationReportsCommandGateway } from './conversation-reports.adapter';
import { RevenueCommandGateway } from './revenue.adapter';

/**
 * The conversation (spec 3 §7.1) and contract revenue (§7.5) gateways, loaded with the
 * 'reports' lazy feature; the reference-date flag they share is bound by reportsGatewaysModule.
 */
export function conversationRevenueGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options
      .bind<ConversationReportsGateway>(ConversationReportsGateway)
      .to(ConversationReportsCommandGateway)
      .inSingletonScope();
    options.bind<RevenueGateway>(RevenueGateway).to(RevenueCommandGateway).inSingletonScope();
  });
}
