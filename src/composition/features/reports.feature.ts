import type { ContainerModule } from 'inversify';
import { reportsApplicationModule } from '../../application/reports/reports-application.module';
import { reportsPresentationModule } from '../../presentation/reports/reports.module';

/** The report pages' use cases and presenters (spec 3), over 'reportData' (FEATURE_NEEDS). */
export function reportsFeatureModules(): ContainerModule[] {
  return [reportsApplicationModule(), reportsPresentationModule()];
}
