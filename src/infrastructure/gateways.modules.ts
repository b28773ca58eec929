import type { ContainerModule } from 'inversify';
import { accessGatewaysModule } from './access/access-gateways.module';
import { billingGatewaysModule } from './billing/billing-gateways.module';
import { sharedAdaptersModule } from './shared/shared-adapters.module';
import { tenantGatewaysModule } from './tenant/tenant-gateways.module';

/**
 * Command gateways and shared adapters, the same in every profile: they need only a
 * CommandChannel, a HostGateway and AppSettings, bound by the host and profile modules.
 */
export function gatewayModules(): ContainerModule[] {
  return [accessGatewaysModule(), billingGatewaysModule(), sharedAdaptersModule(), tenantGatewaysModule()];
}
