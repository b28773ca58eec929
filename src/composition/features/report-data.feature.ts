import type { ContainerModule } from 'inversify';
import { planOverviewApplicationModule } from '../../application/reports/plan-overview-application.module';
import { conversationRevenueGatewaysModule } from '../../infrastructure/reports/conversation-revenue-gateways.module';
import { reportsGatewaysModule } from '../../infrastructure/reports/reports-gateways.module';

/**
 * Usage and billing reports (spec 3): their gateways and the plan overview's use case, without
 * the pages. The home's usage alerts need only these (issue 23 §2: the home does not download the
 * report pages, their use cases or tables).
 */
export function reportDataFeatureModules(): ContainerModule[] {
  return [reportsGatewaysModule(), conversationRevenueGatewaysModule(), planOverviewApplicationModule()];
}
