import type { ContainerModule } from 'inversify';
import { membersCountModule } from '../../application/tenant/members-count.module';
import { membersGatewaysModule } from '../../infrastructure/members/members-gateways.module';

/**
 * The members' gateway and the contract card's count (issue 34 §2): nothing at start-up pages the
 * members any more, so they leave the first load; the home loads them to count, after painting.
 */
export function membersDataFeatureModules(): ContainerModule[] {
  return [membersGatewaysModule(), membersCountModule()];
}
