import type { ContainerModule } from 'inversify';
import { copilotApplicationModule } from '../../application/copilot/copilot-application.module';
import { copilotGatewaysModule } from '../../infrastructure/copilot/copilot-gateways.module';
import { copilotPresentationModule } from '../../presentation/copilot/copilot.module';

export function copilotFeatureModules(): ContainerModule[] {
  return [copilotGatewaysModule(), copilotApplicationModule(), copilotPresentationModule()];
}
