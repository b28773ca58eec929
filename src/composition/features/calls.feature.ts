import type { ContainerModule } from 'inversify';
import { callsApplicationModule } from '../../application/calls/calls-application.module';
import { callsGatewaysModule } from '../../infrastructure/calls/calls-gateways.module';
import { callsPresentationModule } from '../../presentation/calls/calls.module';

export function callsFeatureModules(): ContainerModule[] {
  return [callsGatewaysModule(), callsApplicationModule(), callsPresentationModule()];
}
