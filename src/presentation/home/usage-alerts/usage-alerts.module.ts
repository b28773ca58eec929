import { ContainerModule } from 'inversify';
import { UsageAlertsPresenter } from './usage-alerts.presenter';

/** Issue 14: one presenter for the module session, so a dismissal holds while the user browses. */
export function usageAlertsPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(UsageAlertsPresenter).toSelf().inSingletonScope();
  });
}
