import type { ContainerModule } from 'inversify';
import { accessGatewaysModule } from '../../../src/infrastructure/access/access-gateways.module';
import { billingGatewaysModule } from '../../../src/infrastructure/billing/billing-gateways.module';
import { sharedAdaptersModule } from '../../../src/infrastructure/shared/shared-adapters.module';
import { tenantGatewaysModule } from '../../../src/infrastructure/tenant/tenant-gateways.module';

/** The gateways and shared adapters of the eager features (src/composition/feature-manifest.ts). */
export function eagerGatewayModules(): ContainerModule[] {
  return [accessGatewaysModule(), billingGatewaysModule(), sharedAdaptersModule(), tenantGatewaysModule()];
}
