import type { ContainerModule } from 'inversify';
import { reportsApplicationModule } from '../../application/reports/reports-application.module';
import { conversationRevenueGatewaysModule } from '../../infrastructure/reports/conversation-revenue-gateways.module';
import { reportsGatewaysModule } from '../../infrastructure/reports/reports-gateways.module';
import { reportsPresentationModule } from '../../presentation/reports/reports.module';

/** Usage and billing reports (spec 3): one module per layer, each added as it is written. */
export function reportsFeatureModules(): ContainerModule[] {
  return [
    reportsGatewaysModule(),
    conversationRevenueGatewaysModule(),
    reportsApplicationModule(),
    reportsPresentationModule(),
  ];
}
