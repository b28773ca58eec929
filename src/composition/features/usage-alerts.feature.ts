import type { ContainerModule } from 'inversify';
import { usageAlertsPresentationModule } from '../../presentation/home/usage-alerts/usage-alerts.module';

/** The home's usage alerts (issue 14); their use case and gateways come with 'reportData'. */
export function usageAlertsFeatureModules(): ContainerModule[] {
  return [usageAlertsPresentationModule()];
}
