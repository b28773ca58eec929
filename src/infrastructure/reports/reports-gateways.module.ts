import { ContainerModule } from 'inversify';
import { ReferenceDateFlag } from '../../application/reports/reference-date-flag.port';
import { UsageReportsGateway } from '../../application/reports/usage-reports.gateway';
import { FeatureToggleReferenceDateFlag } from './reference-date-flag.feature-toggle';
import { UsageReportsCommandGateway } from './usage-reports.command-gateway';

/** The usage-report gateways (spec 3 §7), loaded with the 'reports' lazy feature. */
export function reportsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<ReferenceDateFlag>(ReferenceDateFlag).to(FeatureToggleReferenceDateFlag).inSingletonScope();
    options.bind<UsageReportsGateway>(UsageReportsGateway).to(UsageReportsCommandGateway).inSingletonScope();
  });
}
