import { ContainerModule } from 'inversify';
import { RouteGatePresenter } from './route-gate.presenter';

export function accessPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(RouteGatePresenter).toSelf().inTransientScope();
  });
}
